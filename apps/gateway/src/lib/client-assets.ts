import path from 'node:path';
import type { ClientAssets } from '@jobpoint/app-shell/server';

interface ManifestChunk {
  file: string;
  src?: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}

export type ViteManifest = Record<string, ManifestChunk>;

/**
 * The entry script of an app's client build, the stylesheets it needs and the chunks it imports
 * statically (preloaded so the browser fetches them in parallel), and the same for each lazily loaded
 * route module, from Vite's manifest. `appRoot` is the app's folder from the workspace root (`apps/jobseekers`).
 */
export function clientAssets(manifest: ViteManifest, base: string, appRoot: string): ClientAssets {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) {
    throw new Error('The client build has no entry chunk');
  }
  const entryFiles = collect(manifest, entry, base);
  const routeModules = Object.fromEntries(
    Object.values(manifest)
      .filter((chunk) => chunk.isDynamicEntry && chunk.src)
      .map((chunk) => {
        const files = collect(manifest, chunk, base);
        const own = [base + chunk.file, ...files.preloads].filter((file) => !entryFiles.preloads.includes(file));
        // Keyed by the module's path from the workspace root, as the routes name their modules.
        return [path.posix.normalize(path.posix.join(appRoot, chunk.src as string)), { modulePreloads: own, stylesheets: files.stylesheets }];
      }),
  );
  return {
    entryScript: base + entry.file,
    stylesheets: entryFiles.stylesheets,
    modulePreloads: entryFiles.preloads,
    startUpChunks: entryFiles.inEvaluationOrder,
    routeModules,
  };
}

/**
 * What a chunk needs: the styles, and the chunks it imports statically, in the order they are first named
 * (`preloads`) and each after the chunks it imports itself (`inEvaluationOrder`: imported one by one in
 * this order, each import runs that chunk's modules only, what it imports has run before).
 */
function collect(manifest: ViteManifest, root: ManifestChunk, base: string) {
  const stylesheets = new Set<string>();
  const preloads = new Set<string>();
  const inEvaluationOrder: string[] = [];
  const seen = new Set<ManifestChunk>();
  const visit = (chunk: ManifestChunk) => {
    if (seen.has(chunk)) {
      return;
    }
    seen.add(chunk);
    chunk.css?.forEach((file) => stylesheets.add(base + file));
    for (const key of chunk.imports ?? []) {
      const imported = manifest[key];
      if (imported) {
        preloads.add(base + imported.file);
        visit(imported);
      }
    }
    if (chunk !== root) {
      inEvaluationOrder.push(base + chunk.file);
    }
  };
  visit(root);
  return { stylesheets: [...stylesheets], preloads: [...preloads], inEvaluationOrder };
}
