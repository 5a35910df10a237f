#!/usr/bin/env node
/**
 * Bundles a Node service (gateway, jobs service, search service) from `<root>/src/main.ts` into
 * `dist/<root>/main.js`, and each worker thread's entry (`<root>/src/*-worker.ts`, the gateway's render
 * threads) beside it. Workspace libraries are bundled in; npm packages stay external and load from
 * node_modules, so native modules (better-sqlite3) and large servers (fastify) are not re-bundled.
 * `NODE_DIST_DIR` (a folder inside the workspace, so node_modules resolve) replaces `dist`.
 */
import { build } from 'esbuild';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const projectRoot = process.argv[2];
const distDir = process.env.NODE_DIST_DIR ?? 'dist';
if (!projectRoot) {
  console.error('usage: build-node.mjs <project-root>   e.g. apps/gateway');
  process.exit(2);
}

const rootPackage = JSON.parse(readFileSync(path.join(workspaceRoot, 'package.json'), 'utf8'));
const external = [...Object.keys(rootPackage.dependencies ?? {}), ...Object.keys(rootPackage.devDependencies ?? {})];
const { compilerOptions } = JSON.parse(readFileSync(path.join(workspaceRoot, 'tsconfig.base.json'), 'utf8'));
const alias = Object.fromEntries(
  Object.entries(compilerOptions.paths).map(([name, [target]]) => [name, path.join(workspaceRoot, target)]),
);

await build({
  absWorkingDir: workspaceRoot,
  entryPoints: ['main.ts', ...readdirSync(path.join(workspaceRoot, projectRoot, 'src')).filter((file) => file.endsWith('-worker.ts'))].map((file) =>
    path.join(projectRoot, 'src', file),
  ),
  outdir: path.join(distDir, projectRoot),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  alias,
  jsx: 'automatic',
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
// The bundle is an ES module; this tells Node so without a warning on every start.
writeFileSync(path.join(workspaceRoot, distDir, projectRoot, 'package.json'), '{ "type": "module" }\n');
console.info(`built ${path.join(distDir, projectRoot, 'main.js')}`);
