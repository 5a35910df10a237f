#!/usr/bin/env node
/**
 * Builds the site's service worker, `<APPS_DIST_DIR>/sw.js` (default `dist/apps/sw.js`), after both apps'
 * client builds: the worker source (libs/app-shell/src/service-worker/sw.ts) bundled, with the list of
 * both apps' hashed client files to precache. Both apps are served under one origin by the gateway, so
 * one worker covers both. Written to a temporary file and renamed, so the gateway never reads half a
 * worker.
 */
import { build } from 'esbuild';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { injectManifest } from 'workbox-build';

const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const appsDistDir = path.resolve(workspaceRoot, process.env.APPS_DIST_DIR ?? 'dist/apps');
const SOURCE = 'libs/app-shell/src/service-worker/sw.ts';
const SITE_APPS = ['jobseekers', 'employers'];

const apps = SITE_APPS.filter((app) => existsSync(path.join(appsDistDir, app, 'client', '.vite', 'manifest.json')));
if (apps.length !== SITE_APPS.length) {
  console.error(`service worker: build both apps' clients into ${appsDistDir} first (found: ${apps.join(', ') || 'none'})`);
  process.exit(1);
}

const { compilerOptions } = JSON.parse(readFileSync(path.join(workspaceRoot, 'tsconfig.base.json'), 'utf8'));
const alias = Object.fromEntries(Object.entries(compilerOptions.paths).map(([name, [target]]) => [name, path.join(workspaceRoot, target)]));

const work = await mkdtemp(path.join(tmpdir(), 'jobpoint-sw-'));
try {
  const bundled = path.join(work, 'sw.bundle.js');
  await build({
    absWorkingDir: workspaceRoot,
    entryPoints: [SOURCE],
    outfile: bundled,
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    alias,
    // Workbox leaves out its development logging in production.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    logLevel: 'warning',
  });
  const written = path.join(work, 'sw.js');
  const { count, size, warnings } = await injectManifest({
    swSrc: bundled,
    swDest: written,
    injectionPoint: '__PRECACHE_MANIFEST__',
    globDirectory: appsDistDir,
    globPatterns: apps.map((app) => `${app}/client/assets/**/*.{js,css,woff2,woff,svg,png,webp,jpg}`),
    modifyURLPrefix: Object.fromEntries(apps.map((app) => [`${app}/client/`, `/static/${app}/`])),
    // Files under assets/ carry a content hash in their name.
    dontCacheBustURLsMatching: /\/assets\//,
  });
  if (warnings.length > 0) {
    throw new Error(warnings.join('; '));
  }
  const target = path.join(appsDistDir, 'sw.js');
  const staged = `${target}.${process.pid}.tmp`;
  await writeFile(staged, await readFile(written));
  await rename(staged, target);
  console.info(`service worker: ${path.relative(workspaceRoot, target)} precaches ${count} files (${Math.round(size / 1024)} kB)`);
} finally {
  await rm(work, { recursive: true, force: true });
}
