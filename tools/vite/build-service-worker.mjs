#!/usr/bin/env node
/**
 * Builds the site's service worker, `<APPS_DIST_DIR>/sw.js` (default `dist/apps/sw.js`), after both apps'
 * client builds: the worker source (libs/app-shell/src/service-worker/sw.ts) bundled, with the list of
 * files to precache. Both apps are served under one origin by the gateway, so one worker covers both.
 * Precached are only the files the pages promised offline start with (the job seekers' start-up chunk,
 * the Merkliste's and job page's chunks as the gateway preloads them, and the Markdown renderer); every
 * other file is kept when a page uses it. Written to a temporary file and renamed, so the gateway never
 * reads half a worker.
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
/** The app of the pages that open without a network (libs/app-shell/src/service-worker/offline-rules.ts). */
const OFFLINE_APP = 'jobseekers';
/**
 * The modules those pages load beyond the start-up chunk: their routes, and the Markdown renderer that
 * every page loads on its first interaction (libs/app-shell/src/client.tsx).
 */
const OFFLINE_MODULES = [
  'apps/jobseekers/src/pages/job-bookmarks-route.tsx',
  'apps/jobseekers/src/pages/job-detail-route.tsx',
  'libs/ui-kit/src/content/markdown-body.tsx',
];

const apps = SITE_APPS.filter((app) => existsSync(path.join(appsDistDir, app, 'client', '.vite', 'manifest.json')));
if (apps.length !== SITE_APPS.length) {
  console.error(`service worker: build both apps' clients into ${appsDistDir} first (found: ${apps.join(', ') || 'none'})`);
  process.exit(1);
}

const { compilerOptions } = JSON.parse(readFileSync(path.join(workspaceRoot, 'tsconfig.base.json'), 'utf8'));
const alias = Object.fromEntries(Object.entries(compilerOptions.paths).map(([name, [target]]) => [name, path.join(workspaceRoot, target)]));

/**
 * The URLs of the files a page promised offline starts with: the same list the gateway writes into that
 * page as its script and preloads (apps/gateway/src/lib/client-assets.ts, bundled here to read the manifest
 * the same way).
 */
async function offlinePageFiles() {
  const { outputFiles } = await build({
    absWorkingDir: workspaceRoot,
    entryPoints: ['apps/gateway/src/lib/client-assets.ts'],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    logLevel: 'warning',
  });
  const { clientAssets } = await import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`);
  const manifest = JSON.parse(readFileSync(path.join(appsDistDir, OFFLINE_APP, 'client', '.vite', 'manifest.json'), 'utf8'));
  const assets = clientAssets(manifest, `/static/${OFFLINE_APP}/`, `apps/${OFFLINE_APP}`);
  const modules = OFFLINE_MODULES.map((module) => {
    const files = assets.routeModules[module];
    if (!files) {
      throw new Error(`service worker: ${module} is not loaded on demand in the ${OFFLINE_APP} build`);
    }
    return files;
  });
  return new Set([assets.entryScript, ...assets.modulePreloads, ...assets.stylesheets, ...modules.flatMap((files) => [...files.modulePreloads, ...files.stylesheets])]);
}

const precached = await offlinePageFiles();
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
    globPatterns: [`${OFFLINE_APP}/client/assets/**/*.{js,css}`],
    modifyURLPrefix: { [`${OFFLINE_APP}/client/`]: `/static/${OFFLINE_APP}/` },
    // Files under assets/ carry a content hash in their name.
    dontCacheBustURLsMatching: /\/assets\//,
    manifestTransforms: [(entries) => ({ manifest: entries.filter((entry) => precached.has(entry.url)), warnings: [] })],
  });
  if (count !== precached.size) {
    throw new Error(`service worker: ${precached.size - count} of the offline pages' files are missing from the build`);
  }
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
