/**
 * The gateway under a crowd: autocannon on one path with the requests a browser sends (gzip accepted),
 * the first seconds (a fresh server filling its caches) printed apart from the rest.
 */
import autocannon from 'autocannon';
import { BASE_URL } from './lighthouse.mjs';

export const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const COLD_SECONDS = Number(process.env.BENCH_COLD_SECONDS ?? 3);
/** autocannon's own limit per request; a request without an answer by then counts as a timeout. */
const TIMEOUT_SECONDS = 10;
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' };

function percentile(sorted, fraction) {
  return sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];
}

/** Requests/s, p50 and p99 of the answers that arrived between two moments of the run. */
function windowFigures(samples, fromMs, toMs) {
  const inWindow = samples.filter(({ at }) => at >= fromMs && at < toMs);
  const latencies = inWindow.map(({ latency }) => latency).sort((a, b) => a - b);
  return {
    'req/s': Math.round(inWindow.length / ((toMs - fromMs) / 1000)),
    'p50 ms': Math.round(percentile(latencies, 0.5)),
    'p99 ms': Math.round(percentile(latencies, 0.99)),
    'non-2xx': inWindow.filter(({ status }) => status < 200 || status >= 300).length,
  };
}

export async function load(path) {
  const samples = [];
  let started = 0;
  const instance = autocannon({
    url: `${BASE_URL}${path}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    timeout: TIMEOUT_SECONDS,
    headers: BROWSER_HEADERS,
  });
  instance.on('start', () => (started = performance.now()));
  instance.on('response', (_client, status, _bytes, latency) => samples.push({ at: performance.now() - started, latency, status }));
  const result = await instance;
  const total = { 'req/s': Math.round(result.requests.average), 'p50 ms': result.latency.p50, 'p99 ms': result.latency.p99, 'non-2xx': result.non2xx };
  const counts = { errors: result.errors, timeouts: result.timeouts };
  return [
    { page: path, part: `first ${COLD_SECONDS} s`, ...windowFigures(samples, 0, COLD_SECONDS * 1000), errors: '', timeouts: '' },
    { page: path, part: `${COLD_SECONDS}–${SECONDS} s`, ...windowFigures(samples, COLD_SECONDS * 1000, SECONDS * 1000), errors: '', timeouts: '' },
    { page: path, part: 'whole run', ...total, ...counts },
  ];
}

