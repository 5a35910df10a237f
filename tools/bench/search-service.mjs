#!/usr/bin/env node
/**
 * Bounded loopback load on a running search service: for a fixed time, a fixed number of workers post
 * the multi-query the site's search box sends (5 hits, snippets, one language) and wait for each answer
 * before the next. Prints the median and 95th percentile latency and the requests per second.
 *
 *   node tools/bench/search-service.mjs [--url http://127.0.0.1:4320] [--seconds 10] [--concurrency 10]
 *
 * Credentials: SEARCH_APP_ID and SEARCH_API_KEY (local defaults). Nothing is asserted; the numbers
 * depend on the machine and on the size of the index.
 */
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.SEARCH_URL ?? 'http://127.0.0.1:4320' },
    seconds: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '10' },
  },
});

const durationMs = Number(values.seconds) * 1000;
const concurrency = Number(values.concurrency);
if (!(durationMs > 0 && durationMs <= 60_000) || !(concurrency > 0 && concurrency <= 50)) {
  console.error('--seconds must be 1..60 and --concurrency 1..50 (this is a loopback check, not a stress test)');
  process.exit(2);
}

const appId = process.env.SEARCH_APP_ID ?? 'JOBPOINTLOCAL';
const apiKey = process.env.SEARCH_API_KEY ?? 'local-search-only-key';
const endpoint = `${values.url.replace(/\/+$/, '')}/1/indexes/*/queries?x-algolia-application-id=${encodeURIComponent(appId)}&x-algolia-api-key=${encodeURIComponent(apiKey)}`;

/** What visitors type, word by word as the debounced box sends it, in the site's languages. */
const QUERIES = [
  ['Bewerbung', 'de'],
  ['Bewerbungen schreiben', 'de'],
  ['Pflege', 'de'],
  ['Jobmesse', 'de'],
  ['Beratung Berlin', 'de'],
  ['application', 'en'],
  ['job fair', 'en'],
  ['başvuru', 'tr'],
  ['تدريب', 'ar'],
];

function body(i) {
  const [query, locale] = QUERIES[i % QUERIES.length];
  return JSON.stringify({
    requests: [
      {
        indexName: 'jobpoint',
        query,
        hitsPerPage: 5,
        page: 0,
        attributesToSnippet: ['name:10', 'content:35', 'type:10', 'description:35'],
        facetFilters: [[`language:${locale}`]],
      },
    ],
  });
}

async function check() {
  const response = await fetch(endpoint, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: body(0) });
  if (!response.ok) {
    throw new Error(`${values.url} answered ${response.status}: ${await response.text()}`);
  }
  const { results } = await response.json();
  return results[0].nbHits;
}

const latencies = [];
let failures = 0;
let sent = 0;

async function worker(deadline) {
  while (performance.now() < deadline) {
    const i = sent++;
    const started = performance.now();
    try {
      const response = await fetch(endpoint, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: body(i) });
      await response.arrayBuffer();
      if (response.ok) {
        latencies.push(performance.now() - started);
      } else {
        failures += 1;
      }
    } catch {
      failures += 1;
    }
  }
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
}

try {
  const hits = await check();
  console.info(`search service at ${values.url}: "${QUERIES[0][0]}" has ${hits} hits; ${concurrency} workers for ${values.seconds} s`);
} catch (error) {
  console.error(`search service not usable: ${error.message}`);
  process.exit(1);
}

const started = performance.now();
await Promise.all(Array.from({ length: concurrency }, () => worker(started + durationMs)));
const elapsedS = (performance.now() - started) / 1000;
const sorted = latencies.sort((a, b) => a - b);

console.info(`requests:        ${sorted.length} ok, ${failures} failed`);
console.info(`requests/second: ${(sorted.length / elapsedS).toFixed(1)}`);
console.info(`median latency:  ${percentile(sorted, 50).toFixed(1)} ms`);
console.info(`p95 latency:     ${percentile(sorted, 95).toFixed(1)} ms`);
