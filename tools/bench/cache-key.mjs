#!/usr/bin/env node
/**
 * What the page cache sees (ADR 044, 156): every request a new address that names no other page.
 * autocannon, 20 connections for 10 s each, a browser's headers: `/faq?utm_source=<unique>` (a newsletter
 * link with a tracking id per recipient), then `/gibt-es-nicht-<n>` (never-seen unknown paths). Prints
 * requests/s, p50/p99, the answers by status, errors and timeouts beside the goals (at least 1 000 and
 * 500 requests/s, no errors). With --pid, also the gateway's CPU time per answer (user and system, from
 * /proc), which the load of other processes on the machine changes less than requests/s. Starts nothing;
 * nothing here asserts on time.
 * Usage: node tools/bench/cache-key.mjs [--pid <gateway pid>]   (site running; BASE_URL overrides the origin)
 * Env: BENCH_SECONDS (10), BENCH_CONNECTIONS (20).
 */
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { assertSiteRunning, BASE_URL } from './lib/lighthouse.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
/** autocannon's own limit per request; a request without an answer by then counts as a timeout. */
const TIMEOUT_SECONDS = 10;
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' };
const pidIndex = process.argv.indexOf('--pid');
const GATEWAY_PID = pidIndex > 0 ? Number(process.argv[pidIndex + 1]) : null;
/** Linux counts a process's CPU time in ticks of 1/100 s (`getconf CLK_TCK`). */
const TICKS_PER_SECOND = 100;

/** The gateway's CPU time so far in ms (user and system, all its threads), or null without --pid. */
function gatewayCpuMs() {
  if (!GATEWAY_PID) {
    return null;
  }
  // The fields after the command name, which may hold spaces, start after its closing parenthesis.
  const fields = readFileSync(`/proc/${GATEWAY_PID}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/** The runs: autocannon puts a number of its own for each request in place of `[<id>]`. */
const RUNS = [
  { name: 'tracking parameter', path: '/faq?utm_source=newsletter-[<id>]', status: 200, goal: 1000 },
  { name: 'unknown path', path: '/gibt-es-nicht-[<id>]', status: 404, goal: 500 },
];

async function run({ name, path, status, goal }) {
  const statuses = {};
  const instance = autocannon({
    url: `${BASE_URL}${path}`,
    idReplacement: true,
    connections: CONNECTIONS,
    duration: SECONDS,
    timeout: TIMEOUT_SECONDS,
    headers: BROWSER_HEADERS,
  });
  instance.on('response', (_client, answered) => (statuses[answered] = (statuses[answered] ?? 0) + 1));
  const cpuBefore = gatewayCpuMs();
  const result = await instance;
  const cpuAfter = gatewayCpuMs();
  const expected = statuses[status] ?? 0;
  const answers = Object.values(statuses).reduce((sum, count) => sum + count, 0);
  return {
    run: name,
    'req/s': Math.round(result.requests.average),
    goal: `≥ ${goal}`,
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'expected status': status,
    'answered so': expected,
    'answered otherwise': answers - expected,
    errors: result.errors,
    timeouts: result.timeouts,
    ...(cpuBefore === null ? {} : { 'gateway CPU ms/answer': Number(((cpuAfter - cpuBefore) / Math.max(answers, 1)).toFixed(2)) }),
  };
}

await assertSiteRunning();
const rows = [];
for (const entry of RUNS) {
  rows.push(await run(entry));
}
console.info(`Gateway at ${BASE_URL}: ${CONNECTIONS} connections, ${SECONDS} s per run, gzip accepted, a new address for every request`);
console.table(rows);
