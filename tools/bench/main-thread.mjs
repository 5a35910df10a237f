#!/usr/bin/env node
/**
 * Where a page's start-up spends the browser's main thread: a phone-like run (360 px wide, CPU slowed
 * four times) recorded as a Chromium trace. Prints per page the median of three loads: first contentful
 * paint, the long tasks (over 50 ms) after it and their blocking time (the part over 50 ms, as Total
 * Blocking Time counts it), script evaluation, style and layout, and the longest task.
 * Usage: node tools/bench/main-thread.mjs [path ...]   (site running; BASE_URL overrides the origin)
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { assertSiteRunning, BASE_URL } from './lib/lighthouse.mjs';

const RUNS = 3;
const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;
const SETTLE_MS = 5000;

const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/job-boerse', '/arbeitgebende'];
await assertSiteRunning();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });

async function measure(path) {
  const page = await browser.newPage({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'blink.user_timing'] });
  await page.goto(`${BASE_URL}${path}`, { waitUntil: 'load' });
  await page.waitForTimeout(SETTLE_MS);
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
  await page.close();

  // The page's renderer: the thread that painted its first content, and that thread's navigation start.
  const fcp = traceEvents.find((event) => event.name === 'firstContentfulPaint');
  const navigation = traceEvents.find(
    (event) => event.name === 'navigationStart' && event.args?.data?.navigationId === fcp?.args?.data?.navigationId,
  );
  const origin = navigation?.ts ?? fcp?.ts ?? 0;
  const onMain = traceEvents.filter((event) => event.pid === fcp?.pid && event.tid === fcp?.tid && event.ph === 'X');
  const sum = (names) => onMain.filter((event) => names.includes(event.name)).reduce((total, event) => total + event.dur / 1000, 0);
  const tasks = onMain.filter((event) => event.name === 'RunTask' && event.dur / 1000 > LONG_TASK_MS && event.ts >= (fcp?.ts ?? origin));
  return {
    fcp: fcp ? (fcp.ts - origin) / 1000 : NaN,
    longTasks: tasks.length,
    blocking: tasks.reduce((total, task) => total + task.dur / 1000 - LONG_TASK_MS, 0),
    longest: Math.max(0, ...tasks.map((task) => task.dur / 1000)),
    script: sum(['EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'TimerFire', 'EventDispatch', 'FireAnimationFrame', 'RunMicrotasks']),
    styleLayout: sum(['UpdateLayoutTree', 'Layout']),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rows = [];
try {
  for (const path of paths) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      runs.push(await measure(path));
    }
    const pick = (key) => Math.round(median(runs.map((result) => result[key])));
    rows.push({
      page: path,
      'FCP (ms)': pick('fcp'),
      'long tasks': pick('longTasks'),
      'blocking (ms)': pick('blocking'),
      'longest (ms)': pick('longest'),
      'script (ms)': pick('script'),
      'style+layout (ms)': pick('styleLayout'),
    });
  }
} finally {
  await browser.close();
}
console.info(`Main thread at start-up (${CPU_SLOWDOWN}× slower CPU, median of ${RUNS}) against ${BASE_URL}`);
console.table(rows);
