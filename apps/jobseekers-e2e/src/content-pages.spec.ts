import { cmsTitle, contentPagesOf, describeContentPages, expect, test } from '@jobpoint/e2e-utils';
import type { Page } from '@playwright/test';

describeContentPages(contentPagesOf('jobseekers'));

/** The pages in the default layout, which has no newsletter box. */
const LEGAL_PAGES = ['/impressum', '/datenschutzerklaerung', '/cookie-bestimmungen', '/nutzungshinweise'];

test.describe('/faq', () => {
  test('opens a question by keyboard and shows its answer', async ({ page }) => {
    await page.goto('/faq', { waitUntil: 'networkidle' });
    // The accordion answers keys once the page has hydrated; a slow phone can take a moment after load.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const questions = page.getByRole('main').locator('button[aria-expanded]');
    await expect(questions.first()).toBeVisible();
    expect(await questions.count()).toBeGreaterThan(1);

    for (const [index, key] of [
      [0, 'Enter'],
      [1, 'Space'],
    ] as const) {
      const question = questions.nth(index);
      const answer = page.locator(`[id="${await question.getAttribute('aria-controls')}"]`);
      await expect(question).toHaveAttribute('aria-expanded', 'false');
      await expect(answer).toBeHidden();
      await question.focus();
      await page.keyboard.press(key);
      await expect(question).toHaveAttribute('aria-expanded', 'true');
      await expect(answer).toBeVisible();
      await expect(answer).toHaveText(/\S/);
    }
  });

  test('describes its questions as FAQPage structured data', { tag: '@desktop' }, async ({ page }) => {
    await page.goto('/faq');
    const structuredData = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (json) => JSON.parse(json) as { '@type'?: string; mainEntity?: { name: string }[] },
    );
    const faq = structuredData.find((data) => data['@type'] === 'FAQPage');
    const questions = page.getByRole('main').locator('button[aria-expanded]');
    expect(faq?.mainEntity?.length).toBe(await questions.count());
    expect(faq?.mainEntity?.map((question) => question.name)).toContain((await questions.first().innerText()).trim());
  });
});

test.describe('start-up script', () => {
  test('the home page preloads the code of its FAQ and hydrates it without the Markdown renderer', { tag: '@desktop' }, async ({ page }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

    const preloads = await page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(preloads.filter((href) => /\/faq-block-[\w-]+\.js$/.test(href))).toHaveLength(1);
    // The answers keep the server's HTML while the page hydrates: nothing renders Markdown in the browser.
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    expect(scripts.filter((url) => url.includes('markdown-body'))).toEqual([]);

    const question = page.getByRole('main').locator('button[aria-expanded]').first();
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(`[id="${await question.getAttribute('aria-controls')}"]`)).toHaveText(/\S/);
  });
});

test.describe('start-up script after the header image', () => {
  /** Holds every rendition of the home page's header image until `release`; notes when the start-up script is asked for. */
  async function holdHeaderImage(page: Page) {
    const html = await (await page.request.get('/')).text();
    const preload = /<link rel="preload" as="image" href="([^"]+)" imagesrcset="([^"]+)"/.exec(html);
    expect(preload, 'the home page preloads its header image').not.toBeNull();
    const renditions = new Set([preload?.[1], ...(preload?.[2].split(', ').map((candidate) => candidate.split(' ')[0]) ?? [])]);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route((url) => renditions.has(url.pathname), async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    });
    const events: string[] = [];
    page.on('request', (request) => /\/assets\/main-[^/]+\.js$/.test(request.url()) && events.push('script asked for'));
    page.on('requestfinished', (request) => renditions.has(new URL(request.url()).pathname) && events.push('image loaded'));
    return { events, release };
  }

  test('the home page asks for its script once its header image is there', { tag: '@desktop' }, async ({ page }) => {
    const image = await holdHeaderImage(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    // The page has run its start-up tag by now: without the image, no script yet.
    expect(image.events).toEqual([]);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    image.release();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    // (Held, the preload and the image itself may each be asked for: intercepted requests are not shared.)
    expect([...new Set(image.events)]).toEqual(['image loaded', 'script asked for']);
    const preloads = await page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(preloads.filter((href) => /\/faq-block-[\w-]+\.js$/.test(href))).toHaveLength(1);
  });

  test('a header image that does not come holds the script back only for a while', { tag: '@desktop' }, async ({ page }) => {
    const image = await holdHeaderImage(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    expect(image.events).toEqual(['script asked for']);
    image.release();
  });
});

test.describe('/downloads without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('links each file, and the gateway serves it', { tag: '@desktop' }, async ({ page, request }) => {
    await page.goto('/downloads');
    const links = page.getByRole('main').locator('a[href*="/uploads/"]');
    await expect(links.first()).toBeVisible();
    for (const href of await links.evaluateAll((anchors) =>
      anchors.map((anchor) => anchor.getAttribute('href') ?? ''),
    )) {
      const file = await request.get(href);
      expect(file.status(), href).toBe(200);
      expect(file.headers()['content-type'], href).not.toContain('text/html');
    }
  });
});

test('/kontakt links its phone numbers and e-mail addresses', async ({ page }) => {
  await page.goto('/kontakt');
  const main = page.getByRole('main');
  await expect(main.locator('a[href^="tel:"]').first()).toBeVisible();
  await expect(main.locator('a[href^="mailto:"]').first()).toBeVisible();
});

for (const locale of ['de', 'ar']) {
  test(`/kontakt shows no phone number that is not a link, the one in its text included, in ${locale}`, async ({ page }) => {
    await page.goto(`/kontakt?locale=${locale}`);
    const unlinked = await page.getByRole('main').evaluate((main) => {
      const numbers: string[] = [];
      const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const [number] of (node.textContent ?? '').matchAll(/(?:\+\d{2,3}|\b0)\d{1,4}(?: \d{2,5}){2,4}/g)) {
          if (!node.parentElement?.closest('a[href^="tel:"]')) numbers.push(number);
        }
      }
      return numbers;
    });
    expect(unlinked).toEqual([]);
    await expect(page.getByRole('main').getByRole('link', { name: '030 555 123 40' }).first()).toHaveAttribute('href', 'tel:03055512340');
  });
}

test.describe('the footer newsletter box', () => {
  for (const path of LEGAL_PAGES) {
    test(`is not on ${path}`, async ({ page }) => {
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('contentinfo').locator('form')).toHaveCount(0);
    });
  }

  test('is on /faq', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('contentinfo').locator('form')).toBeVisible();
  });
});

test('answers 404 with the not-found page below a content page', { tag: '@desktop' }, async ({ page }) => {
  const response = await page.goto('/ueber-uns/x');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Diese Seite konnte nicht gefunden werden')).toBeVisible();
});

test('shows a content page in German for an unknown locale', { tag: '@desktop' }, async ({ page, request }) => {
  const response = await page.goto('/faq?locale=xx');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  const { title } = await cmsTitle(request, 'faq', 'de');
  await expect(page.locator('h1')).toHaveText(title);
});
