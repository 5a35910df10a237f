import { expect, expectNoAxeViolations, SITE_LOCALES, test } from '@jobpoint/e2e-utils';
import type { APIRequestContext, Page } from '@playwright/test';

/** The seed's example editor page, under the same slug in every language. */
const PATH = '/ankommen-in-berlin';

/** The page's SEO title in a language, read from the real CMS through the gateway as the browser reads it. */
async function cmsPage(request: APIRequestContext, locale: string): Promise<{ metaTitle: string }> {
  const response = await request.get(`/cms/api/seiten?locale=${locale}&filters[slug][$eq]=${PATH.slice(1)}&fields[0]=title&populate[seo]=true`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: { seo?: { metaTitle: string }; attributes?: { seo: { metaTitle: string } } }[] };
  const seo = (body.data[0]?.attributes ?? body.data[0])?.seo;
  if (!seo) throw new Error(`The CMS has no editor page ${PATH} in ${locale}`);
  return { metaTitle: seo.metaTitle };
}

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('an editor page', () => {
  for (const locale of ['de', 'ar'] as const) {
    test(`is rendered on the server in ${locale} with its blocks, its SEO head and the alternates of its languages`, { tag: '@desktop' }, async ({ request }) => {
      const { metaTitle } = await cmsPage(request, locale);
      const query = locale === 'de' ? '' : `?locale=${locale}`;
      const response = await request.get(`${PATH}${query}`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}"`);
      expect(html).toContain(`<title>${metaTitle}</title>`);
      // The opening section carries the h1; the FAQ and the locations follow in the server's HTML.
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      expect(html).toContain('id="faq-section-3"');
      expect(html).toContain('id="locations"');
      // The head names the site's public origin; what counts is each address's path and language.
      const address = (href: string) => `${new URL(href).pathname}${new URL(href).search}`;
      const canonical = /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1] ?? '';
      expect(address(canonical)).toBe(locale === 'de' ? PATH : `${PATH}?locale=${locale}`);
      const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(([, language, href]) => [language, address(href)]);
      expect(alternates).toEqual([...SITE_LOCALES.map((language) => [language, language === 'de' ? PATH : `${PATH}?locale=${language}`]), ['x-default', PATH]]);
    });
  }

  test('shows in Arabic right to left, hydrated, and passes axe', async ({ page, request }) => {
    // A long page: axe reads every location of the widget, which takes a while on a phone.
    test.setTimeout(2 * 60_000);
    const { metaTitle } = await cmsPage(request, 'ar');
    await page.goto(`${PATH}?locale=ar`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page).toHaveTitle(metaTitle);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    // The FAQ's questions open once the page has hydrated: their code came before hydration.
    const question = page.getByRole('main').locator('button[aria-expanded]').first();
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
  });

  test('passes axe in German', { tag: '@desktop' }, async ({ page }) => {
    await page.goto(PATH);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
  });

  test('is linked from the footer and opens from there without loading a new document', { tag: '@desktop' }, async ({ page, request }) => {
    const { metaTitle } = await cmsPage(request, 'de');
    await page.goto('/faq');
    const documents: string[] = [];
    page.on('request', (sent) => {
      if (sent.resourceType() === 'document') documents.push(sent.url());
    });
    await page.getByRole('contentinfo').locator(`a[href="${PATH}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    await expect(page).toHaveTitle(metaTitle);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(documents).toEqual([]);
  });

  test('is in the sitemap in every language it is written in', { tag: '@desktop' }, async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc)).filter((url) => url.pathname === PATH);
    expect(listed.map((url) => url.search)).toEqual(['', '?locale=en', '?locale=tr', '?locale=ar']);
  });

  test('answers 404 with the not-found page for a slug no page has', { tag: '@desktop' }, async ({ page }) => {
    const response = await page.goto('/gibt-es-nicht-xyz');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404 Seite nicht gefunden' })).toBeVisible();
    expect((await page.request.get('/Gross_Geschrieben')).status()).toBe(404);
  });
});
