#!/usr/bin/env node
/**
 * The site with the CMS stopped: starts a gateway of the built site (dist/, built before) on BENCH_PORT
 * (4291) whose CMS is reached through a TCP proxy this script controls (the shared CMS keeps running for
 * everyone else), renders a few pages, stops the CMS at the proxy (connections refused), waits past every
 * cache lifetime (shortened here, as printed) and then asks a mix of pages one after another: pages
 * rendered before, pages never seen, the job board. Prints per page the status, the X-Cache values, the
 * first answer's time (before the circuit opened) and median, p95 and max of the rest.
 * Starts its own gateway and proxy and stops both; nothing here asserts on time.
 * Usage: node tools/bench/faults.mjs   Env: BENCH_PORT (4291), BENCH_ROUNDS (30), CMS_URL, JOBS_SERVICE_URL, SEARCH_URL.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gatewayReady, startGateway, stopGateway } from './lib/gateway-process.mjs';
import { percentile } from './lib/stats.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4291);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const cmsTarget = new URL(process.env.CMS_URL ?? 'http://127.0.0.1:1337');
const SETTINGS = {
  CMS_CACHE_SECONDS: '4',
  PAGE_CACHE_SECONDS: '2',
  PAGE_CACHE_STALE_SECONDS: '2',
  UPSTREAM_TIMEOUT_MS: '5000',
  RENDER_TIMEOUT_MS: '10000',
};

/** A TCP proxy to the CMS that can be stopped (refusing connections) and started again. */
function cmsProxy() {
  const sockets = new Set();
  let server = null;
  let port = 0;
  const track = (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    return socket;
  };
  const listen = () =>
    new Promise((resolve) => {
      server = createServer((client) => {
        track(client);
        const upstream = track(connect(Number(cmsTarget.port || 80), cmsTarget.hostname));
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = server.address().port;
        resolve();
      });
    });
  const stop = () =>
    new Promise((resolve) => {
      sockets.forEach((socket) => socket.destroy());
      server.close(() => resolve());
    });
  return { listen, stop, url: () => `http://127.0.0.1:${port}` };
}

const proxy = cmsProxy();
await proxy.listen();
const dataDir = mkdtempSync(path.join(tmpdir(), 'jobpoint-bench-faults-'));
const base = `http://localhost:${PORT}`;
const gateway = startGateway(PORT, { ...SETTINGS, CMS_URL: proxy.url(), PUBLIC_URL: base, DATA_DIR: dataDir });

async function ask(pathname) {
  const startedAt = performance.now();
  const response = await fetch(`${base}${pathname}`, { redirect: 'manual', headers: { 'accept-encoding': 'gzip' } });
  await response.arrayBuffer();
  return { status: response.status, cache: response.headers.get('x-cache') ?? '-', ms: performance.now() - startedAt };
}

try {
  await gatewayReady(gateway, PORT);
  const job = (await (await fetch(`${base}/jobs-api/jobs?page=1`)).json()).data[0];
  const jobPath = new URL((await fetch(`${base}/job-boerse/${job.id}`, { redirect: 'manual' })).headers.get('location'), base).pathname;
  const mix = [
    { label: 'cached before', path: '/' },
    { label: 'cached before', path: '/impressum' },
    { label: 'cached before', path: jobPath },
    { label: 'job board (cached before)', path: '/job-boerse' },
    { label: 'never seen', path: '/ueber-uns' },
    { label: 'never seen', path: '/newsletter' },
    { label: 'job board, never seen query', path: '/job-boerse?seite=2' },
  ];
  for (const { label, path: pathname } of mix) {
    if (label.includes('cached before')) {
      await ask(pathname);
    }
  }
  await proxy.stop();
  const waitMs = (Number(SETTINGS.CMS_CACHE_SECONDS) + 1) * 1000;
  await new Promise((resolve) => setTimeout(resolve, waitMs));
  console.info(`CMS stopped at the proxy; waited ${waitMs} ms, past every cache lifetime (${JSON.stringify(SETTINGS)})`);

  const results = new Map(mix.map(({ path: pathname }) => [pathname, []]));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const { path: pathname } of mix) {
      results.get(pathname).push(await ask(pathname));
    }
  }
  console.info(`\n${ROUNDS} rounds of the mix, one request at a time`);
  console.info('page | kind | statuses | X-Cache | first (ms) | median (ms) | p95 (ms) | max (ms)');
  for (const { label, path: pathname } of mix) {
    const [first, ...rest] = results.get(pathname);
    const times = rest.map(({ ms }) => ms);
    const statuses = [...new Set(results.get(pathname).map(({ status }) => status))].join('/');
    const caches = [...new Set(results.get(pathname).map(({ cache }) => cache))].join('/');
    const fixed = (value) => value.toFixed(1);
    console.info(
      `${pathname} | ${label} | ${statuses} | ${caches} | ${fixed(first.ms)} | ${fixed(percentile(times, 0.5))} | ${fixed(percentile(times, 0.95))} | ${fixed(Math.max(...times))}`,
    );
  }
} finally {
  await stopGateway(gateway);
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
