/**
 * The JavaScript a page loads, gzip-compressed: the scripts requested until it has hydrated (`<html
 * data-hydrated>`, the first-load script a visitor waits for) and all scripts until network idle (with the
 * code of linked pages, fetched when the browser is idle).
 */
import { gzipSync } from 'node:zlib';

/** One page load in a Playwright browser; sizes in bytes. */
export async function measureJavaScript(browser, url) {
  const page = await browser.newPage();
  try {
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
    await page.goto(url, { waitUntil: 'load' });
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
    return {
      firstFiles: first.length,
      firstRaw: sum(first, 'raw'),
      firstGzip: sum(first, 'gzip'),
      allFiles: loaded.length,
      allGzip: sum(loaded, 'gzip'),
    };
  } finally {
    await page.close();
  }
}

export function kb(bytes) {
  return Number((bytes / 1024).toFixed(1));
}

function sum(scripts, key) {
  return scripts.reduce((total, script) => total + script[key], 0);
}
