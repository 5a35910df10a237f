import type { ClientAssets } from '@jobpoint/app-shell/server';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

export type ViteManifest = Record<string, ManifestChunk>;

/**
 * The entry script of an app's client build, the stylesheets it needs and the chunks it imports
 * statically (preloaded so the browser fetches them in parallel), from Vite's manifest.
 */
export function clientAssets(manifest: ViteManifest, base: string): ClientAssets {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) {
    throw new Error('The client build has no entry chunk');
  }
  const stylesheets = new Set<string>();
  const preloads = new Set<string>();
  const visit = (chunk: ManifestChunk, seen: Set<ManifestChunk>) => {
    if (seen.has(chunk)) {
      return;
    }
    seen.add(chunk);
    chunk.css?.forEach((file) => stylesheets.add(base + file));
    for (const key of chunk.imports ?? []) {
      const imported = manifest[key];
      if (imported) {
        preloads.add(base + imported.file);
        visit(imported, seen);
      }
    }
  };
  visit(entry, new Set());
  return { entryScript: base + entry.file, stylesheets: [...stylesheets], modulePreloads: [...preloads] };
}
