#!/usr/bin/env node
/**
 * Loads a running jobs service with `GET /jobs` requests (filters, full text, ordering, paging) from a fixed
 * number of concurrent loopback clients for a fixed time, then prints the median and 95th percentile
 * latency and the requests per second. Starts nothing; stops by itself.
 * Usage: node tools/bench/jobs-service.mjs [baseUrl]   (default JOBS_SERVICE_URL or http://127.0.0.1:4310)
 * Env: BENCH_SECONDS (default 10), BENCH_CONCURRENCY (default 10).
 */
import { performance } from 'node:perf_hooks';

const BASE_URL = (process.argv[2] ?? process.env.JOBS_SERVICE_URL ?? 'http://127.0.0.1:4310').replace(/\/+$/, '');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
/** A request that hangs must not hold the benchmark beyond its time. */
const REQUEST_TIMEOUT_MS = 5000;

/** What the job board asks for: plain pages, each filter, full text, ordering and a deep page. */
const QUERIES = [
  '/jobs?page=1',
  '/jobs?page=3&order_by=title&order_dir=asc',
  '/jobs?jobCategories[]=1&jobCategories[]=3',
  '/jobs/?jobCategories[]=4',
  '/jobs?corporateSectors[]=2&workTimeCategories[]=1',
  '/jobs?qualifications[]=5&zipCodes[]=21',
  '/jobs?filter=pflege',
  '/jobs?filter=k%C3%BCche%20teilzeit&order_by=application_deadline',
  '/jobs?special_event_1=1&special_event_2=1',
  '/jobs?id=1250',
  '/jobs?page=12&order_by=created_at&order_dir=asc',
];

function percentile(sorted, fraction) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];
}

async function assertServiceRunning() {
  try {
    const response = await fetch(`${BASE_URL}/healthz`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`status ${response.status}`);
  } catch (error) {
    console.error(`No jobs service answers at ${BASE_URL}/healthz (${error.message}). Start it first:`);
    console.error('  npx nx build jobs-service && node dist/apps/jobs-service/main.js');
    process.exit(1);
  }
}

async function client(deadline, latencies, failures, offset) {
  for (let i = offset; performance.now() < deadline; i += 1) {
    const url = `${BASE_URL}${QUERIES[i % QUERIES.length]}`;
    const started = performance.now();
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      await response.arrayBuffer();
      if (response.ok) latencies.push(performance.now() - started);
      else failures.push(`${response.status} ${url}`);
    } catch (error) {
      failures.push(`${error.name} ${url}`);
    }
  }
}

await assertServiceRunning();
const latencies = [];
const failures = [];
const started = performance.now();
const deadline = started + SECONDS * 1000;
await Promise.all(Array.from({ length: CONCURRENCY }, (_, n) => client(deadline, latencies, failures, n)));
const elapsed = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);

console.info(`GET /jobs with filters against ${BASE_URL}: ${CONCURRENCY} clients for ${SECONDS} s`);
console.table({
  requests: latencies.length,
  failures: failures.length,
  'requests/s': Math.round(latencies.length / elapsed),
  'median (ms)': Number(percentile(latencies, 0.5).toFixed(2)),
  'p95 (ms)': Number(percentile(latencies, 0.95).toFixed(2)),
});
if (failures.length > 0) {
  console.error(`First failures:\n  ${[...new Set(failures)].slice(0, 5).join('\n  ')}`);
  process.exitCode = 1;
}
