#!/usr/bin/env node
/**
 * The site with the jobs service (or, with --cms, the CMS) hung, one visitor at a time: starts a gateway
 * of the built site (dist/, built before) on BENCH_PORT (4292) whose service is reached through a TCP
 * proxy this script controls (the shared service keeps running for everyone else), renders a few pages,
 * lets every cache lifetime pass (shortened here, as printed), then makes the proxy accept connections
 * and never answer, and asks each page three times, a while apart, as a visitor now and then would. Prints
 * per page each answer's status, X-Cache and time: the first visitor's answer shows the soft limit
 * (UPSTREAM_SOFT_TIMEOUT_MS), the later ones the page kept as a stand-in.
 * Starts its own gateway and proxy and stops both; nothing here asserts on time.
 * Usage: node tools/bench/hung-service.mjs [--cms]   Env: BENCH_PORT (4292), CMS_URL, JOBS_SERVICE_URL.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gatewayReady, startGateway, stopGateway } from './lib/gateway-process.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4292);
const HUNG = process.argv.includes('--cms') ? 'CMS_URL' : 'JOBS_SERVICE_URL';
const target = new URL(process.env[HUNG] ?? (HUNG === 'CMS_URL' ? 'http://127.0.0.1:1337' : 'http://127.0.0.1:4310'));
const SETTINGS = { CMS_CACHE_SECONDS: '4', PAGE_CACHE_SECONDS: '2', PAGE_CACHE_STALE_SECONDS: '2' };
/** The pause between two visitors of a page: longer than the page's stale window, so each finds it expired. */
const VISITOR_PAUSE_MS = 1000;

/** A TCP proxy to the service that passes, or accepts connections and never answers. */
function serviceProxy() {
  const sockets = new Set();
  let hung = false;
  const track = (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    return socket;
  };
  const server = createServer((client) => {
    track(client);
    if (hung) {
      client.resume();
      return;
    }
    const upstream = track(connect(Number(target.port || 80), target.hostname));
    client.pipe(upstream).pipe(client);
  });
  return {
    listen: () => new Promise((resolve) => server.listen(0, '127.0.0.1', resolve)),
    url: () => `http://127.0.0.1:${server.address().port}`,
    hang: () => {
      hung = true;
      // Kept-alive connections opened before would still reach the service.
      sockets.forEach((socket) => socket.destroy());
    },
    close: () =>
      new Promise((resolve) => {
        sockets.forEach((socket) => socket.destroy());
        server.close(() => resolve());
      }),
  };
}

const proxy = serviceProxy();
await proxy.listen();
const dataDir = mkdtempSync(path.join(tmpdir(), 'jobpoint-bench-hung-'));
const base = `http://localhost:${PORT}`;
const gateway = startGateway(PORT, { ...SETTINGS, [HUNG]: proxy.url(), PUBLIC_URL: base, DATA_DIR: dataDir });

async function ask(pathname) {
  const startedAt = performance.now();
  const response = await fetch(`${base}${pathname}`, { redirect: 'manual', headers: { 'accept-encoding': 'gzip' } });
  await response.arrayBuffer();
  return `${response.status} ${response.headers.get('x-cache') ?? '-'} ${Math.round(performance.now() - startedAt)} ms`;
}

try {
  await gatewayReady(gateway, PORT);
  const job = (await (await fetch(`${base}/jobs-api/jobs?page=1`)).json()).data[0];
  const jobPath = new URL((await fetch(`${base}/job-boerse/${job.id}`, { redirect: 'manual' })).headers.get('location'), base).pathname;
  const seen = ['/', '/faq', '/job-boerse', jobPath, '/job-boerse?q=pflege'];
  for (const pathname of seen) {
    await ask(pathname);
  }
  proxy.hang();
  const waitMs = (Number(SETTINGS.CMS_CACHE_SECONDS) + 1) * 1000;
  await new Promise((resolve) => setTimeout(resolve, waitMs));
  console.info(`${HUNG} hung at the proxy; waited ${waitMs} ms, past every cache lifetime (${JSON.stringify(SETTINGS)})`);
  const rows = {};
  for (const pathname of [...seen, '/job-boerse?q=nie-gesucht']) {
    const answers = [];
    for (let visitor = 0; visitor < 3; visitor += 1) {
      answers.push(await ask(pathname));
      await new Promise((resolve) => setTimeout(resolve, VISITOR_PAUSE_MS));
    }
    rows[pathname] = { seen: seen.includes(pathname) ? 'before' : 'never', first: answers[0], second: answers[1], third: answers[2] };
  }
  console.table(rows);
} finally {
  await stopGateway(gateway);
  await proxy.close();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
