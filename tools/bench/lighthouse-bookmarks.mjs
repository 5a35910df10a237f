#!/usr/bin/env node
/**
 * Lighthouse (mobile) for the Merkliste, whose list the browser reads from localStorage after hydration:
 * with nothing stored and with the newest jobs of the jobs service stored under `jobbookmark`, in each
 * language asked for; the median of RUNS runs of score, LCP, TBT and CLS.
 * Usage: node tools/bench/lighthouse-bookmarks.mjs [--locales=de,ar]   (site running; BASE_URL overrides)
 * Env: BENCH_RUNS (3), BENCH_BOOKMARKS (6, the jobs stored).
 */
import { chromium } from '@playwright/test';
import { assertSiteRunning, audit, BASE_URL, launchChrome, medianVitals } from './lib/lighthouse.mjs';
import { localesArgument } from './lib/site-paths.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const STORED = Number(process.env.BENCH_BOOKMARKS ?? 6);
const PATH = '/job-boerse/merkliste';
const STORAGE_KEY = 'jobbookmark';

const locales = localesArgument(process.argv.slice(2));

await assertSiteRunning();
const { data: jobs } = await fetch(`${BASE_URL}/jobs-api/jobs?page=1`).then((response) => response.json());
const lists = { empty: [], [`${Math.min(STORED, jobs.length)} jobs`]: jobs.slice(0, STORED) };

/**
 * Stores `list` for the site in the browser Lighthouse drives (an empty list: nothing stored). Only the list
 * is kept between runs: the service worker and its caches, which Lighthouse's storage reset would remove,
 * are removed here, so each run loads the page from the site.
 */
async function store(port, list) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(`${BASE_URL}/robots.txt`);
    await page.evaluate(
      async ([key, value]) => {
        await Promise.all(
          (await navigator.serviceWorker.getRegistrations()).map((registration) => registration.unregister()),
        );
        await Promise.all((await caches.keys()).map((name) => caches.delete(name)));
        if (value) {
          window.localStorage.setItem(key, value);
        } else {
          window.localStorage.removeItem(key);
        }
      },
      [STORAGE_KEY, list.length > 0 ? JSON.stringify(list) : null],
    );
    await page.close();
  } finally {
    await browser.close();
  }
}

const chrome = await launchChrome();
const rows = [];
try {
  for (const locale of locales) {
    for (const [name, list] of Object.entries(lists)) {
      const results = [];
      for (let run = 0; run < RUNS; run += 1) {
        await store(chrome.port, list);
        const url = `${BASE_URL}${PATH}?locale=${locale}`;
        results.push(await audit(url, chrome.port, { keepStorage: true, performanceOnly: true }));
      }
      rows.push({ lang: locale, stored: name, ...medianVitals(results) });
    }
  }
} finally {
  await chrome.kill();
}
console.info(`Lighthouse (mobile) of ${PATH}, median of ${RUNS} runs, against ${BASE_URL}`);
console.table(rows);
