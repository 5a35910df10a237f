import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RenderEnvironment, RenderInput, RenderResult } from '@jobpoint/app-shell/server';
import type { SiteApp } from '@jobpoint/site-routes';
import { clientAssets, type ViteManifest } from '../../lib/client-assets';
import type { GatewayConfig } from '../../lib/config';
import { renderEnvironment } from '../../app/renderers';
import { assetPrefix, SITE_APPS, type PageRenderer } from '../../lib/page-renderer';

interface ServerEntry {
  render: (env: RenderEnvironment, input: RenderInput) => Promise<RenderResult>;
}

/**
 * Both apps' server builds (from `APPS_DIST_DIR`) as renderers for an in-process gateway under Jest.
 * Jest runs test code as CommonJS: the ES module bundle is loaded through its transform by `require`,
 * where the gateway itself uses `import()` (see `loadRenderers`).
 */
export function loadBuiltRenderers(config: GatewayConfig, cmsFetch: typeof fetch): Record<SiteApp, PageRenderer> {
  return Object.fromEntries(
    SITE_APPS.map((app) => {
      const appDist = path.resolve(config.APPS_DIST_DIR, app);
      const manifestFile = path.join(appDist, 'client/.vite/manifest.json');
      let manifest: ViteManifest;
      try {
        manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest;
      } catch {
        throw new Error(`No build of ${app} in ${config.APPS_DIST_DIR} (${manifestFile}): build both apps first (npx nx run-many -t build -p jobseekers employers)`);
      }
      const entry = require(path.join(appDist, 'server/entry-server.mjs')) as ServerEntry;
      const env = renderEnvironment(config, clientAssets(manifest, assetPrefix(app), `apps/${app}`), null, { cms: cmsFetch });
      const renderer: PageRenderer = (input) => entry.render(env, input);
      return [app, renderer];
    }),
  ) as Record<SiteApp, PageRenderer>;
}
