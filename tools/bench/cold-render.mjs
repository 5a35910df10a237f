#!/usr/bin/env node
/**
 * How long the gateway takes to render a page it has not cached yet: each request carries an
 * `Authorization` header, so the gateway renders the page for it alone past the page cache (a query
 * parameter no page reads no longer does: the cache leaves it out of its key, ADR 156); the CMS and jobs
 * answers stay cached, as they would be for a page one visitor opens first. Requests go one at a time,
 * so the figure is the render's own time to the first byte, not queueing.
 * Prints, per page, the median and the 90th percentile of RUNS requests after WARM-UP requests.
 * Usage: node tools/bench/cold-render.mjs [path ...]   (site running; BASE_URL overrides)
 * Env: COLD_RUNS (25), COLD_WARM_UP (5). Nothing here asserts on time.
 */
import { assertSiteRunning, BASE_URL, newestJobPath } from './lib/lighthouse.mjs';
import { percentile } from './lib/stats.mjs';

const RUNS = Number(process.env.COLD_RUNS ?? 25);
const WARM_UP = Number(process.env.COLD_WARM_UP ?? 5);

/** Milliseconds to the response's headers (the gateway sends them once the page is rendered). */
async function timeToFirstByte(path) {
  const started = performance.now();
  const response = await fetch(`${BASE_URL}${path}`, { headers: { 'accept-encoding': 'gzip', authorization: 'Bearer cold-render' } });
  const elapsed = performance.now() - started;
  await response.arrayBuffer();
  if (response.status !== 200 || response.headers.get('x-cache') !== 'BYPASS') {
    throw new Error(`${path}: status ${response.status}, x-cache ${response.headers.get('x-cache')}; expected a rendered page`);
  }
  return elapsed;
}

async function measure(path) {
  for (let run = 0; run < WARM_UP; run += 1) {
    await timeToFirstByte(path);
  }
  const times = [];
  for (let run = 0; run < RUNS; run += 1) {
    times.push(await timeToFirstByte(path));
  }
  return { page: path, 'median ms': Math.round(percentile(times, 0.5)), 'p90 ms': Math.round(percentile(times, 0.9)) };
}

await assertSiteRunning();
const paths = process.argv.slice(2);
const pages = paths.length > 0 ? paths : ['/', '/arbeitgebende', '/job-boerse', await newestJobPath(), '/veranstaltungen', '/ratgeber'];
const rows = [];
for (const path of pages) {
  rows.push(await measure(path));
}
console.log(`Render of a page not yet cached (${RUNS} requests each, one at a time, after ${WARM_UP} to warm up):`);
console.table(rows);
