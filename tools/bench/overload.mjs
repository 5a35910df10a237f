#!/usr/bin/env node
/**
 * The gateway flooded with pages that must render: autocannon sends never-seen addresses
 * (`/job-boerse?q=<unique>`) on 200 connections for 10 s while a second client, in a process of its own
 * (the flood's client takes this one's CPU), asks for a cached page (`/faq`) one request after another. Prints the second client's p50/p99/max, the
 * flood's answers by status, its slowest answer and its timeouts, and, with METRICS_URL, how many renders
 * the gateway shed (`jobpoint_renders_shed_total`). Starts nothing; nothing here asserts on time.
 * Usage: node tools/bench/overload.mjs   (site running; BASE_URL overrides the origin)
 * Env: BENCH_SECONDS (10), BENCH_CONNECTIONS (200), BENCH_CACHED_PATH (/faq),
 *      METRICS_URL (e.g. http://127.0.0.1:9464/metrics; unset: the shed count is not printed).
 */
import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import { percentile } from './lib/stats.mjs';

const BASE_URL = process.env.BASE_URL ?? 'http://localhost:4200';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const CACHED_PATH = process.env.BENCH_CACHED_PATH ?? '/faq';
const METRICS_URL = process.env.METRICS_URL;
/** autocannon's own limit per request; a flood answer slower than this counts as a timeout. */
const TIMEOUT_SECONDS = 10;
/** The pause between two requests of the second client: a visitor, not a second flood. */
const PROBE_PAUSE_MS = 20;
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' };
const SHED_METRIC = 'jobpoint_renders_shed_total';

if (process.argv[2] === '--probe') {
  await probe(process.argv[3]);
} else {
  await main();
}

/** The second client: the cached page, one request at a time, until told to stop. */
async function probe(url) {
  let running = true;
  process.once('message', () => (running = false));
  const samples = [];
  while (running) {
    const startedAt = performance.now();
    const response = await fetch(url, { headers: BROWSER_HEADERS });
    await response.arrayBuffer();
    samples.push({ ms: performance.now() - startedAt, status: response.status, cache: response.headers.get('x-cache') });
    await new Promise((resolve) => setTimeout(resolve, PROBE_PAUSE_MS));
  }
  process.send(samples, () => process.exit(0));
}

/** The shed counter's values by reason, or null without METRICS_URL. */
async function shedCounts() {
  if (!METRICS_URL) {
    return null;
  }
  const text = await (await fetch(METRICS_URL)).text();
  const counts = {};
  for (const [, reason, value] of text.matchAll(new RegExp(`^${SHED_METRIC}\\{reason="([a-z_]+)"\\} (\\S+)$`, 'gm'))) {
    counts[reason] = Number(value);
  }
  return counts;
}

async function main() {
  const cachedUrl = `${BASE_URL}${CACHED_PATH}`;
  // The cached page is in the page cache before the flood starts.
  for (let warm = 0; warm < 3; warm += 1) {
    await (await fetch(cachedUrl, { headers: BROWSER_HEADERS })).arrayBuffer();
  }
  const shedBefore = await shedCounts();
  const prober = fork(new URL(import.meta.url), ['--probe', cachedUrl]);
  const probed = new Promise((resolve, reject) => {
    prober.once('message', resolve);
    prober.once('error', reject);
  });

  const statuses = {};
  const flood = autocannon({
    url: `${BASE_URL}/job-boerse?q=flood-[<id>]`,
    idReplacement: true,
    connections: CONNECTIONS,
    duration: SECONDS,
    timeout: TIMEOUT_SECONDS,
    headers: BROWSER_HEADERS,
  });
  flood.on('response', (_client, status) => (statuses[status] = (statuses[status] ?? 0) + 1));
  const result = await flood;
  prober.send('stop');
  const samples = await probed;
  const shedAfter = await shedCounts();

  const latencies = samples.map(({ ms }) => ms);
  const cacheStates = {};
  for (const { cache } of samples) {
    cacheStates[cache] = (cacheStates[cache] ?? 0) + 1;
  }
  console.info(`Gateway at ${BASE_URL}: ${CONNECTIONS} connections of never-seen /job-boerse?q=… for ${SECONDS} s, ${CACHED_PATH} asked alongside`);
  console.table({
    [`${CACHED_PATH} (second client)`]: {
      requests: samples.length,
      'p50 ms': Math.round(percentile(latencies, 0.5)),
      'p99 ms': Math.round(percentile(latencies, 0.99)),
      'max ms': Math.round(Math.max(...latencies)),
      'non-200': samples.filter(({ status }) => status !== 200).length,
      'x-cache': Object.entries(cacheStates).map(([state, count]) => `${state} ${count}`).join(', '),
    },
  });
  console.table({
    flood: {
      answers: Object.values(statuses).reduce((sum, count) => sum + count, 0),
      ...Object.fromEntries(Object.entries(statuses).map(([status, count]) => [`status ${status}`, count])),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'max ms': result.latency.max,
      timeouts: result.timeouts,
      errors: result.errors,
    },
  });
  if (shedBefore && shedAfter) {
    const shed = Object.fromEntries(Object.entries(shedAfter).map(([reason, value]) => [reason, value - (shedBefore[reason] ?? 0)]));
    console.info(`${SHED_METRIC} during the run:`, shed);
  }
}
