#!/usr/bin/env node
/**
 * Every route of the site against the performance budget: each route of the page registry (both apps,
 * the editors' pages included, see lib/site-paths.mjs) in each language asked for, with Lighthouse (mobile,
 * its default simulated phone; the median of RUNS runs of score, LCP, TBT and CLS) and the first-load
 * JavaScript (gzip, as tools/bench/route-javascript.mjs counts it). A row outside the budget (score below
 * 95, more than 250 kB) is marked. Starts nothing; nothing here asserts on time.
 * Usage: node tools/bench/lighthouse-routes.mjs [--locales=de,ar] [path ...]   (site running; BASE_URL
 * overrides the origin; without paths, every route)
 * Env: BENCH_RUNS (3); BENCH_CPU_SLOWDOWN, the simulated phone's CPU slowdown instead of Lighthouse's
 * default 4: the budget is measured at 4, on a quiet host; a higher slowdown shows how a page fares on a
 * slower host (ADR 178).
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { kb, measureJavaScript } from './lib/first-load-javascript.mjs';
import { assertSiteRunning, audit, BASE_URL, launchChrome, medianVitals } from './lib/lighthouse.mjs';
import { localePageUrl, localesArgument, sitePaths } from './lib/site-paths.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CPU_SLOWDOWN = process.env.BENCH_CPU_SLOWDOWN ? Number(process.env.BENCH_CPU_SLOWDOWN) : undefined;
if (CPU_SLOWDOWN !== undefined && !(CPU_SLOWDOWN >= 1)) {
  throw new Error(`BENCH_CPU_SLOWDOWN must be a number of 1 or more, not "${process.env.BENCH_CPU_SLOWDOWN}".`);
}
const BUDGET = { score: 95, firstLoadKb: 250 };

const args = process.argv.slice(2);
const locales = localesArgument(args);
const requested = args.filter((arg) => arg.startsWith('/'));

await assertSiteRunning();
const paths = requested.length > 0 ? requested : await sitePaths();

async function measure(url, chromePort, browser) {
  const results = [];
  for (let run = 0; run < RUNS; run += 1) {
    results.push(await audit(url, chromePort, { performanceOnly: true, cpuSlowdown: CPU_SLOWDOWN }));
  }
  const vitals = medianVitals(results);
  const firstLoadKb = kb((await measureJavaScript(browser, url)).firstGzip);
  const within = vitals.score >= BUDGET.score && firstLoadKb <= BUDGET.firstLoadKb;
  return { ...vitals, 'JS kB': firstLoadKb, budget: within ? 'ok' : 'MISSED' };
}

const chrome = await launchChrome();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const rows = [];
try {
  for (const path of paths) {
    for (const locale of locales) {
      const url = localePageUrl(path, locale);
      const row = { route: path, lang: locale, ...(await measure(url, chrome.port, browser)) };
      // Each row as it is measured: a run over every route takes a while.
      console.error(JSON.stringify(row));
      rows.push(row);
    }
  }
} finally {
  await browser.close();
  await chrome.kill();
}
console.info(
  `Lighthouse (mobile${CPU_SLOWDOWN ? `, CPU slowed ${CPU_SLOWDOWN}× instead of 4×` : ''}), median of ${RUNS} runs, ` +
    `and first-load JavaScript (gzip) against ${BASE_URL}; budget: score ≥ ${BUDGET.score}, JS ≤ ${BUDGET.firstLoadKb} kB`,
);
console.table(rows);
const missed = rows.filter((row) => row.budget !== 'ok');
const verdict = missed.length === 0 ? 'Every route is within the budget' : `${missed.length} of ${rows.length} outside the budget`;
console.info(CPU_SLOWDOWN ? `${verdict} at this slowdown (the budget itself is measured at 4×).` : `${verdict}.`);
