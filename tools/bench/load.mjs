#!/usr/bin/env node
/**
 * A crowd on the whole site: autocannon with 200 connections for 60 s, each connection cycling through a
 * mix of `/`, `/job-boerse`, a job page, an event page, an article and the `/cms` and `/jobs-api`
 * forwarders, as a browser asks (gzip accepted). Prints requests/s, p50/p99 latency, errors, timeouts and
 * non-2xx answers per run and per path, and the gateway's memory (resident set) before, during and after.
 * An event or article route that answers 404 (not built yet) is left out with a note.
 * Starts nothing; nothing here asserts on time.
 * Usage: node tools/bench/load.mjs [--pid <gateway pid>]   (BASE_URL overrides the origin)
 * Env: BENCH_SECONDS (60), BENCH_CONNECTIONS (200), BENCH_TIMEOUT_SECONDS (10).
 */
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { assertSiteRunning, BASE_URL, newestJobPath } from './lib/lighthouse.mjs';
import { percentile } from './lib/stats.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
/** autocannon's own limit per request; a request without an answer by then counts as a timeout. */
const TIMEOUT_SECONDS = Number(process.env.BENCH_TIMEOUT_SECONDS ?? 10);
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' };
const pidIndex = process.argv.indexOf('--pid');
const GATEWAY_PID = pidIndex > 0 ? Number(process.argv[pidIndex + 1]) : null;

/** The gateway's resident memory in MiB, from /proc (the gateway runs on this machine). */
function gatewayRssMib() {
  if (!GATEWAY_PID) {
    return null;
  }
  const status = readFileSync(`/proc/${GATEWAY_PID}/status`, 'utf8');
  const kib = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1]);
  return Math.round(kib / 1024);
}

/** The first slug of a CMS collection, through the gateway's `/cms` forwarder. */
async function firstSlug(collection) {
  const response = await fetch(`${BASE_URL}/cms/api/${collection}?fields[0]=slug&pagination[pageSize]=1&locale=de`);
  const body = response.ok ? await response.json() : null;
  const item = body?.data?.[0];
  return item?.slug ?? item?.attributes?.slug ?? null;
}

/** The page path, or null with a note when the route does not answer 200 (yet). */
async function pageIfServed(label, path) {
  if (!path) {
    console.info(`note: no ${label} in the CMS; left out of the mix`);
    return null;
  }
  const response = await fetch(`${BASE_URL}${path}`, { redirect: 'manual' });
  if (response.status !== 200) {
    console.info(`note: ${path} (${label}) answers ${response.status}; left out of the mix`);
    return null;
  }
  return path;
}

await assertSiteRunning();
const eventSlug = await firstSlug('veranstaltungens');
const articleSlug = await firstSlug('articles');
const paths = [
  '/',
  '/job-boerse',
  await newestJobPath(),
  await pageIfServed('event page', eventSlug && `/veranstaltungen/${eventSlug}`),
  await pageIfServed('article', articleSlug && `/ratgeber/${articleSlug}`),
  '/cms/api/footer?locale=de',
  '/jobs-api/jobs?page=1',
].filter(Boolean);

const memory = { before: gatewayRssMib(), highest: gatewayRssMib() };
const sampler = setInterval(() => {
  const rss = gatewayRssMib();
  memory.highest = rss === null ? null : Math.max(memory.highest, rss);
}, 1000);

const byPath = new Map(paths.map((path) => [path, { answers: 0, non2xx: 0, latencies: [] }]));
const instance = autocannon({
  url: BASE_URL,
  connections: CONNECTIONS,
  duration: SECONDS,
  timeout: TIMEOUT_SECONDS,
  headers: BROWSER_HEADERS,
  requests: paths.map((path) => ({ method: 'GET', path })),
});
// Each connection sends the mix in order, one request at a time: its n-th answer is for the n-th path.
const sent = new Map();
instance.on('response', (client, status, _bytes, latency) => {
  const index = sent.get(client) ?? 0;
  sent.set(client, index + 1);
  const figures = byPath.get(paths[index % paths.length]);
  figures.answers += 1;
  figures.latencies.push(latency);
  if (status < 200 || status >= 300) {
    figures.non2xx += 1;
  }
});
const result = await instance;
clearInterval(sampler);
// The memory a little later, once the run's garbage could be collected.
await new Promise((resolve) => setTimeout(resolve, 5000));
memory.after = gatewayRssMib();

console.info(`Gateway at ${BASE_URL}: ${CONNECTIONS} connections for ${SECONDS} s on a mix of ${paths.length} paths, gzip accepted`);
console.table({
  'whole run': {
    'req/s': Math.round(result.requests.average),
    requests: result.requests.total,
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    'non-2xx': result.non2xx,
  },
});
console.table(
  Object.fromEntries(
    [...byPath].map(([path, figures]) => [
      path,
      {
        answers: figures.answers,
        'p50 ms': Math.round(percentile(figures.latencies, 0.5)),
        'p99 ms': Math.round(percentile(figures.latencies, 0.99)),
        'non-2xx': figures.non2xx,
      },
    ]),
  ),
);
if (GATEWAY_PID) {
  console.info(`gateway memory (RSS, MiB): before ${memory.before}, highest during ${memory.highest}, 5 s after ${memory.after}`);
} else {
  console.info('gateway memory: pass --pid <gateway pid> to read it');
}
