#!/usr/bin/env node
/**
 * Prints the JavaScript each route loads before it is interactive: every script the page fetches until
 * the load event and network idle, with its size as sent gzip-compressed.
 * Usage: node tools/bench/route-javascript.mjs [path ...]   (site running; BASE_URL overrides the origin)
 */
import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { assertSiteRunning, BASE_URL } from './lib/lighthouse.mjs';

const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/arbeitgebende'];
await assertSiteRunning();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});
const rows = [];
try {
  for (const path of paths) {
    const page = await browser.newPage();
    const scripts = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push(response.body().then((body) => ({ url: response.url(), raw: body.length, gzip: gzipSync(body).length })));
      }
    });
    await page.goto(`${BASE_URL}${path}`, { waitUntil: 'networkidle' });
    const loaded = await Promise.all(scripts);
    rows.push({
      route: path,
      files: loaded.length,
      'raw (kB)': kb(loaded.reduce((sum, s) => sum + s.raw, 0)),
      'gzip (kB)': kb(loaded.reduce((sum, s) => sum + s.gzip, 0)),
    });
    await page.close();
  }
} finally {
  await browser.close();
}
console.info(`JavaScript loaded per route from ${BASE_URL}`);
console.table(rows);

function kb(bytes) {
  return Number((bytes / 1024).toFixed(1));
}
