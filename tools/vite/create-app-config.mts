import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { chakraLazyGlobalStyles } from './chakra-lazy-global-styles.mts';
import { chakraMemoKeys } from './chakra-memo-keys.mts';
import { chakraSerializedStyles } from './chakra-serialized-styles.mts';
import { chakraSystemSteps } from './chakra-system-steps.mts';
import { localeDirectionTable } from './locale-direction-table.mts';
import { precompressedAssets } from './precompressed-assets.mts';

const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The locales the site gives Chakra's `LocaleProvider`: its languages (a content's own language) and the
 * app shell's names for them (`CHAKRA_LOCALES` in libs/app-shell/src/lib/app-providers.tsx).
 */
const SITE_CHAKRA_LOCALES = ['de', 'en', 'tr', 'ar', 'de-DE', 'en-GB', 'tr-TR'];

/**
 * The workspace libraries by their path aliases, so Vite bundles them from source. Exact matches only:
 * `@jobpoint/app-shell` must not swallow `@jobpoint/app-shell/client`.
 */
function workspaceAliases(): { find: RegExp; replacement: string }[] {
  const { compilerOptions } = JSON.parse(readFileSync(path.join(workspaceRoot, 'tsconfig.base.json'), 'utf8'));
  return Object.entries(compilerOptions.paths as Record<string, string[]>).map(([alias, [target]]) => ({
    find: new RegExp(`^${alias.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`),
    replacement: path.join(workspaceRoot, target),
  }));
}

/**
 * One build setup for both audience apps, as two Vite environments that one `vite build` builds in turn
 * (`builder`): the client, with a manifest (the gateway reads it to link the entry and its chunks) under the
 * app's own asset prefix, and the server render entry (`ssr`). `build.outDir` is the app's output folder
 * holding both; Nx's Vite plugin takes it as the outputs of the app's inferred `build` target (ADR 005).
 */
export function createAppConfig(app: 'jobseekers' | 'employers') {
  const appRoot = path.join(workspaceRoot, 'apps', app);
  // APPS_DIST_DIR, as the gateway reads it: a second build can go beside the one a running site serves.
  const outDir = path.resolve(workspaceRoot, process.env['APPS_DIST_DIR'] ?? 'dist/apps', app);
  return defineConfig({
    root: appRoot,
    base: `/static/${app}/`,
    plugins: [
      react(),
      chakraLazyGlobalStyles(),
      chakraMemoKeys(),
      chakraSerializedStyles(),
      chakraSystemSteps(),
      localeDirectionTable(SITE_CHAKRA_LOCALES),
      precompressedAssets(),
    ],
    resolve: { alias: workspaceAliases() },
    publicDir: false,
    builder: {},
    // Both environments' defaults. Paths in messages and in the server bundle's module comments are named
    // from the workspace root, wherever `vite build` is started (Nx starts it in the app's folder).
    build: { outDir, rolldownOptions: { cwd: workspaceRoot } },
    environments: {
      client: {
        build: {
          outDir: path.join(outDir, 'client'),
          emptyOutDir: true,
          manifest: true,
          target: 'es2022',
          // The modules the entry imports statically run on every page at start-up, in a few chunks for all
          // of them: React, the router, the UI library's theme and components and its styling, the other
          // libraries, the services' endpoints and the app's own code. Left
          // to the automatic splitting, those a page module also imports go into dozens of small shared
          // chunks, each compressed on its own and linked by imports (ADR 050). A browser runs a chunk in one
          // task, and the start-up script imports them one after another (ADR 056): each chunk is cut to
          // run in a short task on a slow phone (ADR 173).
          chunkSizeWarningLimit: 1024,
          rolldownOptions: {
            input: path.join(appRoot, 'src/main.tsx'),
            output: {
              codeSplitting: {
                groups: [
                  { name: 'start-up-react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, tags: ['$initial'], priority: 8 },
                  { name: 'start-up-router', test: /node_modules[\\/]react-router[\\/]/, tags: ['$initial'], priority: 7 },
                  {
                    name: 'start-up-theme',
                    test: /node_modules[\\/](@ark-ui|@zag-js|@floating-ui|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme)[\\/]/,
                    tags: ['$initial'],
                    priority: 5,
                  },
                  { name: 'start-up-ui', test: /node_modules[\\/](@chakra-ui|@emotion|@pandacss)[\\/]/, tags: ['$initial'], priority: 4 },
                  { name: 'start-up-libraries', test: /node_modules[\\/]/, tags: ['$initial'], priority: 2 },
                  { name: 'start-up-services', test: /libs[\\/](cms-client|jobs-client|mailing-client|search-client)[\\/]/, tags: ['$initial'], priority: 1 },
                  { name: 'start-up', tags: ['$initial'], priority: 0 },
                ],
              },
            },
          },
        },
      },
      // The server build carries its own production copy of React and the UI libraries, so a page renders
      // at production speed whatever NODE_ENV the gateway runs with (it is "development" on a laptop).
      ssr: {
        resolve: { noExternal: true },
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        build: {
          ssr: 'src/entry-server.tsx',
          outDir: path.join(outDir, 'server'),
          emptyOutDir: true,
          target: 'node20',
        },
      },
    },
  });
}
