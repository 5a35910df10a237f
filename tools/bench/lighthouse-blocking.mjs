#!/usr/bin/env node
/**
 * Where Lighthouse's Total Blocking Time of a page comes from, as Lighthouse itself computes it. Its
 * simulated phone (Lantern) replays the tasks the browser ran, each four times as long (layout twice),
 * and counts the part over 50 ms of every task between the simulated first contentful paint and the
 * simulated time to interactive. This script asks Lantern for those tasks and sorts their blocking time
 * by what the task did:
 * - navigation: the browser's task that commits the navigation (creates the window and its script
 *   context, takes the first bytes); Lantern's first paint leaves it out, so it counts after it;
 * - document: reading the HTML, style, layout and paint;
 * - modules: evaluating the start-up chunks;
 * - callbacks: the start-up steps and hydration (timers, promise jobs, events);
 * - other: anything else (a task over 50 ms that did none of these, e.g. garbage collection).
 * Each page is measured as it is and with its scripts blocked (the server's HTML alone), alternately;
 * the median of BENCH_RUNS runs of each. Starts nothing; nothing here asserts on time.
 * Usage: node tools/bench/lighthouse-blocking.mjs [--locales=de,ar] [path ...]   (site running;
 * BASE_URL overrides the origin; without paths, every route)
 * Env: BENCH_RUNS (3).
 */
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js';
import { assertSiteRunning, audit, auditWithArtifacts, BASE_URL, launchChrome } from './lib/lighthouse.mjs';
import { localePageUrl, localesArgument, sitePaths } from './lib/site-paths.mjs';
import { percentile } from './lib/stats.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BLOCKING_THRESHOLD_MS = 50;
const KINDS = ['navigation', 'document', 'modules', 'callbacks', 'other'];

/** Trace events of a task that say what it did, by kind. */
const EVENTS_OF_KIND = {
  document: ['ParseHTML', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint'],
  modules: ['v8.evaluateModule'],
  callbacks: ['v8.callFunction', 'RunMicrotasks'],
};

/** The time of a task's events with one of `names`, an event inside another one of them counted once. */
function timeOf(events, names) {
  let time = 0;
  let countedUntil = -Infinity;
  for (const event of events.filter((candidate) => names.includes(candidate.name)).sort((a, b) => a.ts - b.ts)) {
    const end = event.ts + (event.dur ?? 0);
    if (event.ts >= countedUntil) {
      time += event.dur ?? 0;
      countedUntil = end;
    } else if (end > countedUntil) {
      time += end - countedUntil;
      countedUntil = end;
    }
  }
  return time;
}

const args = process.argv.slice(2);
const locales = localesArgument(args);
const requested = args.filter((arg) => arg.startsWith('/'));

await assertSiteRunning();
const paths = requested.length > 0 ? requested : await sitePaths();

/** What a task of Lantern's graph did: the kind its events took the most time for. */
function kindOf(cpuNode) {
  if (cpuNode.childEvents.some((event) => event.name === 'DocumentLoader::CommitNavigation')) {
    return 'navigation';
  }
  let kind = 'other';
  let longest = 0;
  for (const [candidate, names] of Object.entries(EVENTS_OF_KIND)) {
    const time = timeOf(cpuNode.childEvents, names);
    if (time > longest) {
      kind = candidate;
      longest = time;
    }
  }
  return kind;
}

/** One simulation's blocking time by kind, counted as Lantern's TBT counts it (its window, its threshold). */
function blockingByKind(estimate, fromMs, untilMs) {
  const byKind = Object.fromEntries(KINDS.map((kind) => [kind, 0]));
  for (const [node, timing] of estimate.nodeTimings) {
    if (node.type !== 'cpu' || timing.duration < BLOCKING_THRESHOLD_MS || timing.endTime < fromMs || timing.startTime > untilMs) {
      continue;
    }
    const clipped = Math.min(timing.endTime, untilMs) - Math.max(timing.startTime, fromMs);
    if (clipped >= BLOCKING_THRESHOLD_MS) {
      byKind[kindOf(node)] += clipped - BLOCKING_THRESHOLD_MS;
    }
  }
  return byKind;
}

/**
 * Lantern's TBT of one run and its parts. Lantern averages two simulations: the optimistic one counts from
 * the pessimistic first paint to the optimistic time to interactive, the pessimistic one the other way.
 */
async function blockingOf(url, port) {
  const { artifacts, lhr } = await auditWithArtifacts(url, port, { performanceOnly: true });
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: lhr.configSettings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  };
  const context = { computedCache: new Map(), settings: lhr.configSettings };
  const tbt = await LanternTotalBlockingTime.request(data, context);
  const fcp = await LanternFirstContentfulPaint.request(data, context);
  const interactive = await LanternInteractive.request(data, context);
  const optimistic = blockingByKind(tbt.optimisticEstimate, fcp.pessimisticEstimate.timeInMs, interactive.optimisticEstimate.timeInMs);
  const pessimistic = blockingByKind(tbt.pessimisticEstimate, fcp.optimisticEstimate.timeInMs, interactive.pessimisticEstimate.timeInMs);
  return {
    tbt: lhr.audits['total-blocking-time'].numericValue,
    hostCpu: lhr.environment.benchmarkIndex,
    ...Object.fromEntries(KINDS.map((kind) => [kind, (optimistic[kind] + pessimistic[kind]) / 2])),
  };
}

const chrome = await launchChrome();
const rows = [];
try {
  for (const path of paths) {
    for (const locale of locales) {
      const url = localePageUrl(path, locale);
      const withScripts = [];
      const withoutScripts = [];
      for (let run = 0; run < RUNS; run += 1) {
        withScripts.push(await blockingOf(url, chrome.port));
        withoutScripts.push(await audit(url, chrome.port, { blockScripts: true, performanceOnly: true }));
      }
      const median = (results, pick) => Math.round(percentile(results.map(pick), 0.5));
      const row = {
        route: path,
        lang: locale,
        'TBT ms': median(withScripts, (result) => result.tbt),
        ...Object.fromEntries(KINDS.map((kind) => [kind, median(withScripts, (result) => result[kind])])),
        'TBT without scripts': median(withoutScripts, (lhr) => lhr.audits['total-blocking-time'].numericValue),
        'host CPU': median(withScripts, (result) => result.hostCpu),
      };
      console.error(JSON.stringify(row));
      rows.push(row);
    }
  }
} finally {
  await chrome.kill();
}
console.info(
  `Lighthouse (mobile) Total Blocking Time by the kind of task it comes from (ms, median of ${RUNS} runs; ` +
    `the parts are medians of their own and need not add up to the TBT) against ${BASE_URL}`,
);
console.table(rows);
