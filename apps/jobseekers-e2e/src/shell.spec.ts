import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { BASE_URL, expect, expectNoAxeViolations, holdBack, test } from '@jobpoint/e2e-utils';

/** The CMS token of the local stand-in (README); it must never reach the browser. */
const LOCAL_CMS_TOKEN = 'local-cms-read-token-2f7c9a41d8e3b56f';

const isMobile = (projectName: string) => projectName === 'mobile';

test.describe('server rendering', () => {
  test('sends the home page with its CMS content, head and state', { tag: '@desktop' }, async ({ request }) => {
    const page = await request.get('/');
    expect(page.status()).toBe(200);
    const html = await page.text();
    const content = await (await request.get('/cms/api/arbeitssuchende?locale=de&populate[headerSection]=true&populate[seo]=true')).json();
    const attributes = content.data.attributes;
    expect(html).toContain('<html lang="de" dir="ltr"');
    expect(html).toContain(`>${attributes.headerSection.title}<`);
    expect(html).toContain(`<title>${attributes.seo.metaTitle}</title>`);
    expect(html).toMatch(/<meta name="description" content="[^"]+">/);
    expect(html).toContain(`<link rel="canonical" href="${BASE_URL}/">`);
    for (const locale of ['de', 'en', 'tr', 'ar']) {
      const address = locale === 'de' ? `${BASE_URL}/` : `${BASE_URL}/?locale=${locale}`;
      expect(html).toContain(`<link rel="alternate" hreflang="${locale}" href="${address}">`);
    }
    expect(html).toMatch(/<script id="__PAGE_STATE__" type="application\/json" nonce="[^"]+">/);
  });

  test('compresses HTML and caches hashed assets for good', { tag: '@desktop' }, async ({ request }) => {
    const page = await request.get('/', { headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers()['content-encoding']).toBe('gzip');
    // The start-up script, named in the page's inline start-up tag (ADR 056).
    const script = (await page.text()).match(/"(\/static\/jobseekers\/assets\/main-[^"]+\.js)"/)?.[1];
    expect(script).toBeTruthy();
    const asset = await request.get(script as string);
    expect(asset.status()).toBe(200);
    expect(asset.headers()['cache-control']).toContain('immutable');
  });

  test('links PNG icons of the sizes it declares, for both audiences', { tag: '@desktop' }, async ({ request }) => {
    // A PNG's size is in its IHDR chunk: width and height at bytes 16 and 20, the colour type at byte 25.
    const png = async (href: string) => {
      const response = await request.get(href);
      expect(response.headers()['content-type'], href).toBe('image/png');
      const bytes = await response.body();
      return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20), hasAlpha: bytes[25] === 6 };
    };
    for (const pagePath of ['/', '/arbeitgebende']) {
      const html = await (await request.get(pagePath)).text();
      // One icon: offered an SVG icon as well, a browser would take that one.
      expect(html.match(/<link rel="icon"/g), pagePath).toHaveLength(1);
      const icon = /<link rel="icon" href="([^"]+)" type="image\/png" sizes="(\d+)x(\d+)">/.exec(html);
      expect(icon, pagePath).toBeTruthy();
      const [, iconHref, width, height] = icon as RegExpExecArray;
      expect(await png(iconHref)).toMatchObject({ width: Number(width), height: Number(height) });
      const touchIcon = /<link rel="apple-touch-icon" href="([^"]+)">/.exec(html)?.[1];
      expect(touchIcon, pagePath).toBeTruthy();
      // iOS fills what is transparent with black: the touch icon is opaque.
      expect(await png(touchIcon as string)).toEqual({ width: 180, height: 180, hasAlpha: false });
    }
  });

  test('sends security headers with a nonce for the state script and no inline scripts', { tag: '@desktop' }, async ({ request }) => {
    const page = await request.get('/');
    const headers = page.headers();
    const csp = headers['content-security-policy'];
    const nonce = (await page.text()).match(/nonce="([^"]+)"/)?.[1];
    expect(csp).toContain(`script-src 'self' 'nonce-${nonce}'`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  test('keeps the CMS token out of pages and scripts', { tag: '@desktop' }, async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).not.toContain(LOCAL_CMS_TOKEN);
    // Every script the page names: in its inline start-up tag, or in a `src` or `href` attribute.
    const scripts = [...new Set([...html.matchAll(/"(\/static\/[^"]+\.js)"/g)].map((match) => match[1]))];
    expect(scripts.length).toBeGreaterThan(1);
    for (const script of scripts) {
      expect(await (await request.get(script)).text()).not.toContain(LOCAL_CMS_TOKEN);
    }
  });

  test('forwards only the content endpoints to the CMS', { tag: '@desktop' }, async ({ request }) => {
    expect((await request.get('/cms/api/footer?locale=de')).status()).toBe(200);
    expect((await request.get('/cms/api/users')).status()).toBe(404);
    expect((await request.get('/cms/admin')).status()).toBe(404);
    expect((await request.post('/cms/api/footer', { data: {} })).status()).toBe(405);
  });

  test('forwards the jobs service without caching', { tag: '@desktop' }, async ({ request }) => {
    const jobs = await request.get('/jobs-api/jobs?page=1');
    expect(jobs.status()).toBe(200);
    expect(jobs.headers()['cache-control']).toContain('no-store');
  });

  test('answers the health check', { tag: '@desktop' }, async ({ request }) => {
    expect((await request.get('/healthz')).status()).toBe(200);
  });
});

test.describe('hydration', () => {
  test('takes over the page without refetching what the server loaded', { tag: '@desktop' }, async ({ page }) => {
    const contentCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/cms/api/')) {
        contentCalls.push(request.url());
      }
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(page.locator('h1')).toBeVisible();
    expect(contentCalls).toEqual([]);
  });
});

test.describe('layout', () => {
  test('keeps what is on the screen in place while the footer is still arriving', { tag: '@desktop' }, async ({ page, request }) => {
    // A short page whose footer is on a phone's first screen, sent in two parts with a pause inside the
    // footer, as a slow network or a busy phone delivers it: the browser paints the part it has.
    const html = await (await request.get('/suche')).text();
    const cut = html.indexOf('<footer') + 1500;
    expect(cut < html.indexOf('</footer>')).toBe(true);
    const send = async (url: string, answer: ServerResponse) => {
      if (url === '/suche') {
        answer.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        answer.write(html.slice(0, cut));
        await new Promise((resolve) => setTimeout(resolve, 500));
        answer.end(html.slice(cut));
        return;
      }
      const upstream = await fetch(`${BASE_URL}${url}`);
      answer.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream' });
      answer.end(Buffer.from(await upstream.arrayBuffer()));
    };
    const proxy = createServer((incoming, answer) => {
      send(incoming.url ?? '/', answer).catch(() => answer.writeHead(502).end());
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    try {
      await page.setViewportSize({ width: 412, height: 823 });
      await page.addInitScript(() => {
        const shifts: number[] = [];
        Object.assign(window, { layoutShifts: shifts });
        new PerformanceObserver((list) => list.getEntries().forEach((entry) => shifts.push((entry as unknown as { value: number }).value))).observe({
          type: 'layout-shift',
          buffered: true,
        });
      });
      await page.goto(`http://127.0.0.1:${(proxy.address() as AddressInfo).port}/suche`, { waitUntil: 'load' });
      await expect(page.locator('footer')).toBeInViewport();
      const { shifts, paintedEarly } = await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        const [firstPaint] = performance.getEntriesByName('first-contentful-paint');
        return { shifts: (window as unknown as { layoutShifts: number[] }).layoutShifts, paintedEarly: firstPaint.startTime < navigation.responseEnd };
      });
      expect(paintedEarly).toBe(true);
      expect(shifts).toEqual([]);
    } finally {
      proxy.close();
    }
  });
});

test.describe('unknown routes and errors', () => {
  test('answers 404 with the not-found page', { tag: '@desktop' }, async ({ page }) => {
    const response = await page.goto('/diese-seite-gibt-es-nicht?locale=en');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('This page could not be found')).toBeVisible();
  });

  test('shows the not-found page in German by default', { tag: '@desktop' }, async ({ page }) => {
    const response = await page.goto('/gibt-es-nicht');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Diese Seite konnte nicht gefunden werden')).toBeVisible();
  });

  const NOT_FOUND_TITLES = {
    de: '404 Seite nicht gefunden – jobpoint berlin',
    en: '404 Not Found – jobpoint berlin',
    tr: '404 Sayfa bulunamadı – jobpoint berlin',
    ar: '404 الصفحة غير موجودة – jobpoint berlin',
  };

  async function expectNotFoundHead(page: Page, title: string): Promise<void> {
    await expect(page).toHaveTitle(title);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('link[rel="canonical"], link[rel="alternate"]')).toHaveCount(0);
  }

  test('titles the not-found page in the visitor’s language for both audiences, not indexed, naming no address', { tag: '@desktop' }, async ({ page }) => {
    for (const path of ['/gibt/es/nicht', '/gibt-es-nicht', '/arbeitgebende/gibt-es-nicht']) {
      for (const [locale, title] of Object.entries(NOT_FOUND_TITLES)) {
        const response = await page.goto(`${path}?locale=${locale}`);
        expect(response?.status(), `${path} ${locale}`).toBe(404);
        await expectNotFoundHead(page, title);
      }
    }
  });

  test('titles the not-found page reached inside the app as the server does', { tag: '@desktop' }, async ({ page }) => {
    for (const [start, unknown] of [
      ['/faq?locale=tr', '/gibt/es/nicht?locale=tr'],
      ['/faq?locale=tr', '/gibt-es-nicht?locale=tr'],
      ['/arbeitgebende?locale=tr', '/arbeitgebende/gibt-es-nicht?locale=tr'],
    ]) {
      await page.goto(start);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
      // A navigation of the app's router (as the back button makes one), not a new document.
      await page.evaluate((path) => {
        window.history.pushState(null, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, unknown);
      await expect(page.getByText('Bu sayfa bulunamadı')).toBeVisible();
      await expectNotFoundHead(page, NOT_FOUND_TITLES.tr);
    }
  });
});

test.describe('language', () => {
  test('renders Arabic right to left from the first byte', async ({ request, page }) => {
    const html = await (await request.get('/?locale=ar')).text();
    expect(html.startsWith('<!DOCTYPE html><html lang="ar" dir="rtl"')).toBe(true);
    await page.goto('/?locale=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('falls back to German for an unknown locale', { tag: '@desktop' }, async ({ page }) => {
    await page.goto('/?locale=xx');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });

  test('switches the language, remembers it in a cookie and reloads with ?locale=', async ({ page, context }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /^Sprache: Deutsch/ }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect(page).toHaveURL(/[?&]locale=en/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'lang')?.value).toBe('en');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('header', () => {
  test('cycles the text size 100 → 110 → 120 → 100 and keeps it across reloads', async ({ page }) => {
    await page.goto('/');
    const html = page.locator('html');
    const button = page.getByRole('button', { name: /^Textgröße/ });
    await button.click();
    await expect(html).toHaveAttribute('style', /font-size: ?110%/);
    await page.reload();
    await expect(html).toHaveAttribute('style', /font-size: ?110%/);
    await page.getByRole('button', { name: /^Textgröße/ }).click();
    await expect(html).toHaveAttribute('style', /font-size: ?120%/);
    await page.getByRole('button', { name: /^Textgröße/ }).click();
    await expect(html).toHaveAttribute('style', /font-size: ?100%/);
  });

  test('gets a shadow once the page is scrolled', async ({ page }) => {
    await page.goto('/');
    const header = page.locator('header').first();
    await expect(header).toHaveCSS('box-shadow', 'none');
    await page.mouse.wheel(0, 600);
    await expect(header).not.toHaveCSS('box-shadow', 'none');
  });

  test('links the easy-language seal and the contact page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: /Einfache Sprache/ }).first()).toHaveAttribute('href', '/einfache-sprache');
    await expect(page.getByRole('link', { name: 'Kontakt' }).first()).toHaveAttribute('href', '/kontakt');
  });

  test('hides the contact label at 350 px and keeps its accessible name', async ({ page }) => {
    await page.setViewportSize({ width: 340, height: 700 });
    await page.goto('/');
    const contact = page.getByRole('banner').getByRole('link', { name: 'Kontakt' });
    await expect(contact).toBeVisible();
    const label = contact.getByText('Kontakt');
    expect(await label.evaluate((element) => element.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
  });

  test('never moves the announcement for visitors who prefer reduced motion, and shows no pause button', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto('/');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    const ticker = page.getByRole('complementary', { name: 'Ankündigung' });
    await expect(ticker).toBeVisible();
    const text = ticker.locator('p');
    const transform = await text.evaluate((element) => getComputedStyle(element).transform);
    expect(['none', 'matrix(1, 0, 0, 1, 0, 0)']).toContain(transform);
    expect(await text.evaluate((element) => element.getAnimations().length)).toBe(0);
    await expect(ticker.getByRole('button', { name: 'Laufschrift anhalten' })).toBeHidden();
  });

  for (const locale of ['de', 'ar']) {
    test(`shows the announcement's start in view from the first paint, before and after the page has started, in ${locale}`, async ({ page }) => {
      const startUp = await holdBack(page, /\/assets\/main-[^/]*\.js$/);
      await page.setViewportSize({ width: 320, height: 700 });
      await page.goto(`/?locale=${locale}`, { waitUntil: 'commit' });
      const text = page.getByRole('complementary').locator('p');
      await expect(text).toBeVisible();
      // How much of the band's width the text covers: all of it (but the band's padding) while it is in view.
      const uncovered = () =>
        text.evaluate((element) => {
          const band = (element.parentElement as HTMLElement).getBoundingClientRect();
          const box = element.getBoundingClientRect();
          const covered = Math.min(box.right, band.right) - Math.max(box.left, band.left);
          return band.width - Math.max(0, covered);
        });
      expect(await uncovered()).toBeLessThanOrEqual(25);
      await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
      startUp.release();
      await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
      // At 320 px the text is wider than its band, so it moves, from where it stood: the band stays full.
      await expect(text).toHaveAttribute('data-moving', '');
      expect(await uncovered()).toBeLessThanOrEqual(25);
    });
  }

  test('keeps a short announcement standing where it fits, without a pause button', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 800 });
    await page.goto('/');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    const ticker = page.getByRole('complementary', { name: 'Ankündigung' });
    const text = ticker.locator('p');
    // The demo announcement (about 130 characters) fits a 1440 px band.
    expect(await text.evaluate((element) => element.getBoundingClientRect().width < (element.parentElement as HTMLElement).clientWidth)).toBe(true);
    expect(await text.evaluate((element) => element.getAnimations().length)).toBe(0);
    await expect(text).not.toHaveAttribute('data-moving', '');
    await expect(ticker.getByRole('button', { name: 'Laufschrift anhalten' })).toBeHidden();
  });

  test('keeps the moving announcement in view through its whole pass on a phone, in both directions', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const locale of ['de', 'ar']) {
      await page.goto(`/?locale=${locale}`);
      const text = page.getByRole('complementary').locator('p[data-moving]');
      await expect(text).toBeAttached();
      // Starting the movement shifts no layout (it counts against the page's CLS).
      const tickerShift = await text.evaluate(
        (element) =>
          new Promise<number>((resolve) => {
            let shift = 0;
            new PerformanceObserver((entries) => {
              for (const entry of entries.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node }[] })[]) {
                shift += entry.sources.some(({ node }) => node && element.closest('aside')?.contains(node)) ? entry.value : 0;
              }
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve(shift), 500);
          }),
      );
      expect(tickerShift, locale).toBe(0);
      // The pass sampled at 21 moments, its start and end included: some of the text is always in the band.
      const outOfView = await text.evaluate((element) => {
        const [animation] = element.getAnimations();
        const duration = Number(animation.effect?.getComputedTiming().duration);
        const band = (element.parentElement as HTMLElement).getBoundingClientRect();
        const words = document.createRange();
        words.selectNodeContents(element);
        return Array.from({ length: 21 }, (_, step) => step).filter((step) => {
          animation.currentTime = (duration * step) / 20;
          const box = words.getBoundingClientRect();
          return box.right <= band.left + 1 || box.left >= band.right - 1;
        });
      });
      expect(outOfView, locale).toEqual([]);
    }
  });
});

test.describe('navigation', () => {
  test('opens a dropdown on hover and on keyboard focus, and marks the current page', async ({ page }, testInfo) => {
    test.skip(isMobile(testInfo.project.name), 'desktop navigation');
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(nav.getByRole('link', { name: 'Startseite' })).toHaveAttribute('aria-current', 'page');
    // Every button in the main navigation opens the dropdown of an item with children.
    const trigger = nav.getByRole('button').first();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await trigger.hover();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(0, 600);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await trigger.focus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('opens the drawer on mobile, expands items by their chevron and closes again', async ({ page }, testInfo) => {
    test.skip(!isMobile(testInfo.project.name), 'mobile drawer');
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: 'Menü', exact: true });
    await expect(menuButton).toBeVisible();
    await expect(menuButton.locator('[data-icon="menu"]')).toBeAttached();
    await menuButton.click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    const chevron = drawer.getByRole('button', { name: /^Untermenü/ }).first();
    await expect(chevron).toHaveAttribute('aria-expanded', 'false');
    await chevron.click();
    await expect(chevron).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer.getByRole('link', { name: 'Für Arbeitgebende' })).toBeVisible();
    await drawer.getByRole('button', { name: 'Menü schließen' }).click();
    await expect(drawer).toBeHidden();
  });

  test('has no menu button on desktop', async ({ page }, testInfo) => {
    test.skip(isMobile(testInfo.project.name), 'desktop');
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Menü', exact: true })).toBeHidden();
  });

  test('switches to the employers section with a full page load', async ({ page }) => {
    await page.goto('/');
    const link = page.getByRole('link', { name: 'Für Arbeitgebende' }).first();
    if (!(await link.isVisible())) {
      await page.getByRole('button', { name: 'Menü', exact: true }).click();
    }
    await page.getByRole('link', { name: 'Für Arbeitgebende' }).filter({ visible: true }).first().click();
    await expect(page).toHaveURL(/\/arbeitgebende$/);
    await expect(page.locator('h1')).toBeVisible();
  });
});

test.describe('footer', () => {
  test('links home, the FAQ and the cookie policy, and shows the current year', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: /Häufige Fragen/ })).toHaveAttribute('href', '/faq');
    await expect(footer.getByRole('link', { name: /Cookie-Bestimmungen/ })).toHaveAttribute('href', '/cookie-bestimmungen');
    await expect(footer.getByText(`© ${new Date().getFullYear()} jobpoint berlin`)).toBeVisible();
  });
});

test.describe('accessibility', () => {
  for (const locale of ['de', 'ar']) {
    test(`the job-seeker home page in ${locale} has no WCAG 2.1 AA violations`, async ({ page }) => {
      await page.goto(`/?locale=${locale}`);
      await expectNoAxeViolations(page);
    });
  }

  test('can be used by keyboard: the skip link leads to the main content', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Zum Inhalt springen' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });

  test('has no horizontal scrolling at 320 px and 120 % text', async ({ page, context }) => {
    await context.addCookies([{ name: 'textSize', value: '120', url: BASE_URL }]);
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto('/');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('a content service that is down', () => {
  const port = 4291;
  let gateway: ChildProcess | undefined;

  test.beforeAll(async () => {
    gateway = spawn('node', ['dist/apps/gateway/main.js'], {
      cwd: path.resolve(__dirname, '../../..'),
      env: { ...process.env, PORT: String(port), CMS_URL: 'http://127.0.0.1:9' },
      stdio: 'ignore',
    });
    await expect
      .poll(() => fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.status, () => 0), { timeout: 20_000 })
      .toBe(200);
  });

  test.afterAll(() => {
    gateway?.kill();
  });

  test('answers the failed page load with its status and the error page, without the layout parts', { tag: '@desktop' }, async ({ page }) => {
    const response = await page.goto(`http://localhost:${port}/?locale=en`);
    expect(response?.status()).toBeGreaterThanOrEqual(500);
    await expect(page.getByRole('heading', { name: 'An error occurred' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Home page', exact: true })).toHaveAttribute('href', /^\/(\?locale=en)?$/);
  });
});
