#!/usr/bin/env node
/**
 * What the gateway's metrics cost in throughput: `/` at 50 connections (gzip accepted, so from the page
 * cache) on two gateways started from dist/ against the running services, one with its metrics port
 * (scraped every second while it is loaded, more often than Prometheus would) and one with METRICS_PORT=0
 * (no metrics at all). The two take turns in short rounds, in the order A B B A A B B A …, so that both
 * see the same machine: on a shared machine single rounds vary a lot, so the median round counts.
 * Prints requests/s (median round, and every round), p50 and p99 of each; nothing here asserts on time.
 * Usage: node tools/bench/metrics-cost.mjs   (after `nx run gateway:build`; the CMS, jobs and search
 * services running: CMS_URL, JOBS_SERVICE_URL, SEARCH_URL as for the gateway)
 * Env: BENCH_SECONDS (5 per round), BENCH_ROUNDS (4), BENCH_CONNECTIONS (50).
 */
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../scripts/temporary-postgres.mjs';
import { gatewayReady, startGateway, stopGateway } from './lib/gateway-process.mjs';
import { percentile } from './lib/stats.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARM_UP_SECONDS = 5;
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' };

async function load(url, seconds) {
  return autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: BROWSER_HEADERS });
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'jobpoint-metrics-cost-'));
const gateways = [];
try {
  const metricsPort = await freePort();
  const targets = [
    { name: 'with metrics', port: await freePort(), metricsUrl: `http://127.0.0.1:${metricsPort}/metrics` },
    { name: 'without metrics (METRICS_PORT=0)', port: await freePort(), metricsUrl: null },
  ];
  for (const [index, target] of targets.entries()) {
    gateways.push(startGateway(target.port, { METRICS_PORT: String(target.metricsUrl ? metricsPort : 0), DATA_DIR: path.join(dataDir, String(index)) }));
  }
  await Promise.all(targets.map((target, index) => gatewayReady(gateways[index], target.port)));
  const figures = new Map(targets.map((target) => [target, { rates: [], p50: [], p99: [], non2xx: 0, errors: 0 }]));
  for (const target of targets) {
    await load(`http://127.0.0.1:${target.port}/`, WARM_UP_SECONDS);
  }
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const target of round % 2 === 0 ? targets : [...targets].reverse()) {
      const scraper = target.metricsUrl ? setInterval(() => void fetch(target.metricsUrl).then((response) => response.text()), 1000) : null;
      const result = await load(`http://127.0.0.1:${target.port}/`, SECONDS);
      clearInterval(scraper);
      const entry = figures.get(target);
      entry.rates.push(Math.round(result.requests.total / SECONDS));
      entry.p50.push(result.latency.p50);
      entry.p99.push(result.latency.p99);
      entry.non2xx += result.non2xx;
      entry.errors += result.errors + result.timeouts;
    }
  }
  const scraped = await (await fetch(targets[0].metricsUrl)).text();
  const series = scraped.split('\n').filter((line) => line && !line.startsWith('#')).length;
  console.info(`/ at ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s per gateway, taking turns (A B B A …); gzip accepted`);
  console.table(
    Object.fromEntries(
      [...figures].map(([target, entry]) => [
        target.name,
        {
          'req/s (median round)': percentile(entry.rates, 0.5),
          'req/s (per round)': entry.rates.join(' / '),
          'p50 ms (per round)': entry.p50.join(' / '),
          'p99 ms (per round)': entry.p99.join(' / '),
          'non-2xx': entry.non2xx,
          'errors+timeouts': entry.errors,
        },
      ]),
    ),
  );
  console.info(`the metered gateway's /metrics after the run: ${series} series, ${Math.round(scraped.length / 1024)} KiB`);
} finally {
  await Promise.all(gateways.map(stopGateway));
  rmSync(dataDir, { recursive: true, force: true });
}
