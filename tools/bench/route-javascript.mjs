#!/usr/bin/env node
/**
 * Prints the JavaScript each route loads: the scripts fetched until the page has hydrated (`<html
 * data-hydrated>`, the first-load script a visitor waits for) and all scripts until network idle (with
 * the code of linked pages, fetched when the browser is idle), with their size gzip-compressed.
 * Usage: node tools/bench/route-javascript.mjs [path ...]   (site running; BASE_URL overrides the origin)
 */
import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { assertSiteRunning, BASE_URL } from './lib/lighthouse.mjs';

const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/arbeitgebende'];
await assertSiteRunning();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const rows = [];
try {
  for (const path of paths) {
    const page = await browser.newPage();
    const scripts = [];
    // The page notes when it has hydrated; a script counts as first-load if it was requested before.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.documentElement.hasAttribute('data-hydrated')) {
          window.__hydratedAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
    });
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') {
        // A response still arriving when the page closes is not counted.
        scripts.push(
          response.body().then(
            (body) => ({ url: response.url(), raw: body.length, gzip: gzipSync(body).length }),
            () => null,
          ),
        );
      }
    });
    await page.goto(`${BASE_URL}${path}`, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await page.waitForLoadState('networkidle');
    const requestedBefore = new Set(
      await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime < window.__hydratedAt)
          .map((entry) => entry.name),
      ),
    );
    const loaded = (await Promise.all(scripts)).filter(Boolean);
    const first = loaded.filter((script) => requestedBefore.has(script.url));
    rows.push({
      route: path,
      'first load: files': first.length,
      'raw (kB)': kb(sum(first, 'raw')),
      'gzip (kB)': kb(sum(first, 'gzip')),
      'with prefetched pages: files': loaded.length,
      'gzip (kB), all': kb(sum(loaded, 'gzip')),
    });
    await page.close();
  }
} finally {
  await browser.close();
}
console.info(`JavaScript loaded per route from ${BASE_URL}`);
console.table(rows);

function sum(scripts, key) {
  return scripts.reduce((total, script) => total + script[key], 0);
}

function kb(bytes) {
  return Number((bytes / 1024).toFixed(1));
}
