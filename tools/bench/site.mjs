#!/usr/bin/env node
/**
 * How the gateway holds a crowd: autocannon at 50 connections for 15 s on `/` and on a job page, with
 * the requests a browser sends (gzip accepted). Each run's first seconds, while a freshly started
 * server still fills its caches, are printed apart from the rest. With --lighthouse, Lighthouse (mobile) scores the same
 * pages afterwards (tools/bench/lib/lighthouse.mjs). Starts nothing; nothing here asserts on time.
 * Usage: node tools/bench/site.mjs [--lighthouse]   (site running; BASE_URL overrides the origin)
 * Env: BENCH_SECONDS (15), BENCH_CONNECTIONS (50), BENCH_COLD_SECONDS (3).
 */
import { CONNECTIONS, load, SECONDS } from './lib/load.mjs';
import { assertSiteRunning, BASE_URL, newestJobPath, runLighthouse } from './lib/lighthouse.mjs';

await assertSiteRunning();
const paths = ['/', await newestJobPath()];
const rows = [];
for (const path of paths) {
  rows.push(...(await load(path)));
}
console.info(`Gateway at ${BASE_URL}: ${CONNECTIONS} connections, ${SECONDS} s per page, gzip accepted`);
console.table(rows);

if (process.argv.includes('--lighthouse')) {
  await runLighthouse(paths);
}
