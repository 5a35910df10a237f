#!/usr/bin/env node
/**
 * Prints the JavaScript each route loads: the scripts fetched until the page has hydrated (`<html
 * data-hydrated>`, the first-load script a visitor waits for) and all scripts until network idle (with
 * the code of linked pages, fetched when the browser is idle), with their size gzip-compressed.
 * Usage: node tools/bench/route-javascript.mjs [path ...]   (site running; BASE_URL overrides the origin)
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { kb, measureJavaScript } from './lib/first-load-javascript.mjs';
import { assertSiteRunning, BASE_URL } from './lib/lighthouse.mjs';

const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/arbeitgebende'];
await assertSiteRunning();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const rows = [];
try {
  for (const path of paths) {
    const javascript = await measureJavaScript(browser, `${BASE_URL}${path}`);
    rows.push({
      route: path,
      'first load: files': javascript.firstFiles,
      'raw (kB)': kb(javascript.firstRaw),
      'gzip (kB)': kb(javascript.firstGzip),
      'with prefetched pages: files': javascript.allFiles,
      'gzip (kB), all': kb(javascript.allGzip),
    });
  }
} finally {
  await browser.close();
}
console.info(`JavaScript loaded per route from ${BASE_URL}`);
console.table(rows);
