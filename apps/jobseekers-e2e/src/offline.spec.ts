import { expect, expectNoAxeViolations, test } from '@jobpoint/e2e-utils';
import type { Page } from '@playwright/test';

const PAGES_CACHE = 'jobpoint-pages';

/** The page is controlled by the site's service worker: it installed, activated and took the page over. */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The worker keeps a page (its HTML) for use without a network. */
async function pageKept(page: Page, path: string): Promise<void> {
  await page.waitForFunction(
    async ({ cacheName, url }) => Boolean(await (await caches.open(cacheName)).match(url, { ignoreVary: true })),
    { cacheName: PAGES_CACHE, url: new URL(path, page.url()).href },
  );
}

/** Only the worker's caches are left: the browser's own HTTP cache is emptied, as a phone's often is. */
async function clearBrowserCache(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  // Without a network the browser logs every request it could not send (the worker's update check, a
  // page asked of the network before the kept copy is shown, a logo the worker had not kept because the
  // page that showed it loaded before the worker was there): expected here, and nothing else is.
  test.afterEach(({ consoleErrors }) => {
    const offlineErrors = consoleErrors.filter((text) => /net::ERR_(INTERNET_DISCONNECTED|FAILED)/.test(text));
    for (const text of offlineErrors) consoleErrors.splice(consoleErrors.indexOf(text), 1);
  });

  test('the Merkliste and every visited job open again without a network', { tag: '@desktop' }, async ({ page, context }) => {
    await page.goto('/job-boerse');
    await controlledByServiceWorker(page);

    // One job opened by a link inside the app, one loaded as a whole page.
    const firstLink = page.locator('main h3 a').first();
    const firstTitle = (await firstLink.textContent()) ?? '';
    await firstLink.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstTitle);
    const firstPath = new URL(page.url()).pathname;
    // The job is on the Merkliste, kept in this browser as the list's own storage holds it.
    const saved = { id: Number(/(\d+)$/.exec(firstPath)?.[1]), title: firstTitle };
    await page.addInitScript((job) => window.localStorage.setItem('jobbookmark', JSON.stringify([job])), saved);

    const jobs = (await (await page.request.get('/jobs-api/jobs?page=2')).json()) as {
      data: { id: number; title: string }[];
    };
    await page.goto(`/job-boerse/${jobs.data[0].id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(jobs.data[0].title);
    const secondPath = new URL(page.url()).pathname;

    await page.goto('/job-boerse/merkliste');
    await expect(page.getByRole('link', { name: firstTitle })).toBeVisible();
    for (const path of [firstPath, secondPath, '/job-boerse/merkliste']) {
      await pageKept(page, path);
    }

    await clearBrowserCache(page);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('link', { name: firstTitle })).toBeVisible();
    await page.goto(firstPath);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstTitle);
    // The company's logo, kept when the job was shown.
    const logo = page.locator('main img[src*="/jobs-api/logos/"]').first();
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await page.goto(secondPath);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(jobs.data[0].title);
    await context.setOffline(false);
  });

  test('a job page that began the visit starts again without a network, in its language', { tag: '@desktop' }, async ({ page, context }) => {
    const jobs = (await (await page.request.get('/jobs-api/jobs')).json()) as { data: { id: number; title: string }[] };
    await page.goto(`/job-boerse/${jobs.data[0].id}?locale=ar`);
    await controlledByServiceWorker(page);
    const { pathname, search } = new URL(page.url());
    await pageKept(page, pathname + search);

    await clearBrowserCache(page);
    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(jobs.data[0].title);
    // The page's script started from the worker's copies: the bookmark button works.
    const save = page.locator('main button[aria-pressed]');
    await expect(save).toBeEnabled();
    await save.click();
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    await context.setOffline(false);
  });

  test('a page never visited shows the offline page in the visitor’s language', async ({ page, context }) => {
    await page.goto('/');
    await controlledByServiceWorker(page);
    await context.setOffline(true);

    await page.goto('/impressum');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Keine Internetverbindung');
    await expect(page.getByRole('link', { name: 'Zur Merkliste' })).toHaveAttribute('href', '/job-boerse/merkliste');
    await expectNoAxeViolations(page);

    await page.goto('/impressum?locale=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('لا يوجد اتصال بالإنترنت');
    await expectNoAxeViolations(page);
    await context.setOffline(false);
  });

  test('a new deployment’s worker takes over the open page at once', { tag: '@desktop' }, async ({ page }) => {
    await page.goto('/');
    await controlledByServiceWorker(page);
    const before = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
    expect(new URL(before).pathname).toBe('/sw.js');

    // Another worker for the site's scope, as a deployment brings: without a reload or a closed tab, it
    // installs, skips waiting and takes control of the open page.
    const after = await page.evaluate(async () => {
      const changed = new Promise<string>((resolve) =>
        navigator.serviceWorker.addEventListener(
          'controllerchange',
          () => resolve(navigator.serviceWorker.controller?.scriptURL ?? ''),
          { once: true },
        ),
      );
      await navigator.serviceWorker.register('/sw.js?deployment=next');
      return changed;
    });
    expect(new URL(after).search).toBe('?deployment=next');

    // Pages keep coming from the network first under the new worker.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(
      await page.evaluate(() =>
        performance
          .getEntriesByType('navigation')
          .map((entry) => (entry as PerformanceNavigationTiming).transferSize > 0),
      ),
    ).toEqual([true]);
  });
});
