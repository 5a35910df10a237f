import { expect, expectNoAxeViolations, SITE_LOCALES, test } from '@jobpoint/e2e-utils';
import type { APIRequestContext, Page } from '@playwright/test';

interface CmsArticle {
  title: string;
  slug: string;
  content: string;
}

/** An article of the real CMS, read through the gateway like the browser reads it. */
async function cmsArticle(request: APIRequestContext, filter: string, locale = 'de'): Promise<CmsArticle> {
  const response = await request.get(`/cms/api/articles?locale=${locale}&${filter}&fields[0]=title&fields[1]=slug&fields[2]=content&sort[0]=createdAt:desc`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { attributes: CmsArticle }[] };
  expect(body.data.length).toBeGreaterThan(0);
  return body.data[0].attributes;
}

type Slugs = Partial<Record<(typeof SITE_LOCALES)[number], string>>;

/** A German article with an English version under a slug of its own, with its slug in each language. */
async function articleWithTranslatedSlug(request: APIRequestContext): Promise<Slugs> {
  const response = await request.get(
    '/cms/api/articles?locale=de&pagination[pageSize]=100&fields[0]=slug&populate[localizations][fields][0]=slug&populate[localizations][fields][1]=locale',
  );
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as {
    data: { attributes: { slug: string; localizations: { data: { attributes: { slug: string; locale: string } }[] } } }[];
  };
  const articles = data.map(({ attributes }): Slugs => ({
    ...Object.fromEntries(attributes.localizations.data.map(({ attributes: other }) => [other.locale, other.slug])),
    de: attributes.slug,
  }));
  const article = articles.find((slugs) => slugs.en && slugs.en !== slugs.de);
  expect(article, 'an article with an English slug of its own').toBeDefined();
  return article as Slugs;
}

/** The path of an article's page in a language: its own slug, else the German one (then the English). */
const articlePathIn = (slugs: Slugs, locale: (typeof SITE_LOCALES)[number]) => `/ratgeber/${slugs[locale] ?? slugs.de ?? slugs.en}`;

/** An article whose content has at least three `##` headings, for the table of contents. */
const articleWithHeadings = (request: APIRequestContext) => cmsArticle(request, 'filters[content][$contains]=%0A%23%23%20');

const results = (page: Page, title = 'Alle Artikel') => page.getByRole('region', { name: title });
const resultLinks = (page: Page, title?: string) => results(page, title).getByRole('heading', { level: 3 }).getByRole('link');

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('Ratgeber list', () => {
  test('searches and filters with the state in the URL, across reload and back', async ({ page }) => {
    await page.goto('/ratgeber');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Top-Artikel' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Neueste Artikel' })).toBeVisible();
    await expect(resultLinks(page).first()).toBeVisible();

    await results(page).getByRole('searchbox', { name: 'Artikel durchsuchen' }).fill('gehalt');
    await results(page).getByRole('button', { name: 'Suchen', exact: true }).click();
    await expect(page).toHaveURL(/\/ratgeber\?q=gehalt$/);
    // A tag name matches as well as a title: "Minijob, Midijob …" carries the tag "Gehalt".
    await expect(resultLinks(page).filter({ hasText: 'Gehalt verhandeln' })).toBeVisible();
    await expect(resultLinks(page).filter({ hasText: 'Minijob' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Top-Artikel' })).toHaveCount(0);
    const found = await resultLinks(page).allTextContents();

    await page.getByRole('navigation', { name: 'Kategorien' }).getByRole('link', { name: 'Arbeit & Recht' }).click();
    await expect(page).toHaveURL(/\/ratgeber\?q=gehalt&kategorie=arbeitsrecht$/);
    await expect(page.getByRole('navigation', { name: 'Kategorien' }).getByRole('link', { name: 'Arbeit & Recht' })).toHaveAttribute('aria-current', 'true');
    const filtered = await resultLinks(page).allTextContents();
    expect(filtered.length).toBeGreaterThan(0);

    await page.reload();
    await expect(resultLinks(page)).toHaveText(filtered);
    await expect(results(page).getByRole('searchbox', { name: 'Artikel durchsuchen' })).toHaveValue('gehalt');

    await page.goBack();
    await expect(page).toHaveURL(/\/ratgeber\?q=gehalt$/);
    await expect(resultLinks(page)).toHaveText(found);
  });

  test('passes axe in German and fits the window', async ({ page }) => {
    await page.goto('/ratgeber');
    await expect(resultLinks(page).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
  });

  test('renders the list of a URL on the server, tags with their colours', { tag: '@desktop' }, async ({ request }) => {
    const html = await (await request.get('/ratgeber?tag=lebenslauf')).text();
    expect(html).toContain('Der perfekte Lebenslauf');
    expect(html).not.toContain('Gehalt verhandeln');
    expect(html).toMatch(/aria-current="true"[^>]*>[\s\S]{0,400}Lebenslauf/);
  });

  test('pages through all articles', { tag: '@desktop' }, async ({ page }) => {
    await page.goto('/ratgeber');
    const pager = page.getByRole('navigation', { name: 'Seiten der Artikelliste' });
    const first = await resultLinks(page).allTextContents();
    await pager.getByRole('link', { name: 'Seite 2' }).click();
    await expect(page).toHaveURL(/\/ratgeber\?seite=2$/);
    await expect(pager.getByRole('link', { name: 'Seite 2' })).toHaveAttribute('aria-current', 'page');
    const second = await resultLinks(page).allTextContents();
    expect(second.length).toBeGreaterThan(0);
    expect(second.some((title) => first.includes(title))).toBe(false);
  });

  test('says when nothing matches and offers a reset', async ({ page }) => {
    const response = await page.goto('/ratgeber?q=zzzz-nichts&tag=%3Cscript%3E');
    expect(response?.status()).toBe(200);
    await expect(page.getByText('Keine Artikel gefunden.')).toBeVisible();
    await page.getByRole('link', { name: 'Filter zurücksetzen' }).click();
    await expect(page).toHaveURL(/\/ratgeber$/);
    await expect(resultLinks(page).first()).toBeVisible();
  });

  test('shows the German articles on an Arabic page, marked German, and passes axe', async ({ page }) => {
    await page.goto('/ratgeber?locale=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // The interface is Arabic, the articles German: each title says so.
    const title = resultLinks(page, 'جميع المقالات').first();
    await expect(title).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'البحث في المقالات' })).toHaveAttribute('placeholder', 'العنوان أو الموضوع أو الفئة');
    await expect(results(page, 'جميع المقالات').locator('h3[lang="de"][dir="ltr"]').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
  });
});

test.describe('Ratgeber article', () => {
  test('is rendered on the server with its content, head and BlogPosting', { tag: '@desktop' }, async ({ request }) => {
    const article = await articleWithHeadings(request);
    const response = await request.get(`/ratgeber/${article.slug}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const firstHeading = /^## (.+)$/m.exec(article.content)?.[1] ?? '';
    expect(html).toContain(`>${article.title}</h1>`);
    expect(html).toContain(firstHeading);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]) as Record<string, unknown>);
    const posting = jsonLd.find((block) => block['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({ headline: article.title, inLanguage: 'de', author: { '@type': 'Organization' }, mainEntityOfPage: { '@id': expect.stringContaining(`/ratgeber/${article.slug}`) } });
    expect(posting?.['datePublished']).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(String((posting?.['image'] as string[])[0])).toMatch(/^https?:\/\//);
  });

  test('scrolls a table-of-contents link to its heading, clear of the header', async ({ page, request }) => {
    const article = await articleWithHeadings(request);
    await page.goto(`/ratgeber/${article.slug}`);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    const toc = page.getByRole('navigation', { name: 'Inhalt' });
    const links = toc.getByRole('link');
    expect(await links.count()).toBeGreaterThan(1);
    const last = links.last();
    const text = (await last.textContent()) ?? '';
    await last.click();
    const heading = page.getByRole('heading', { level: 2, name: text, exact: true });
    const id = await heading.getAttribute('id');
    await expect(page).toHaveURL(new RegExp(`#${encodeURIComponent(id ?? '')}$`));
    // 150 px below the top of the window plus the heading's own top margin (the smooth scroll may take a moment).
    await expect
      .poll(async () => {
        const margin = await heading.evaluate((element) => Number.parseFloat(getComputedStyle(element).marginTop) || 0);
        const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
        return Math.round(top - margin);
      })
      .toBe(150);
  });

  test('shows the German article under the Turkish and Arabic interface, marked German', async ({ page, request }) => {
    const article = await cmsArticle(request, 'filters[TopArtikel][$eq]=true');
    for (const locale of ['tr', 'ar']) {
      const response = await page.goto(`/ratgeber/${article.slug}?locale=${locale}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      const title = page.getByRole('heading', { level: 1, name: article.title });
      await expect(title).toBeVisible();
      await expect(page.locator('[lang="de"][dir="ltr"]').filter({ has: title })).toHaveCount(1);
      await expect(page.getByText(locale === 'tr' ? 'Bu makale yalnızca Almanca olarak mevcuttur.' : 'هذا المقال متوفر باللغة الألمانية فقط.')).toBeVisible();
    }
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
  });

  test('answers at one address per language: any other slug is a permanent redirect there, keeping the query', { tag: '@desktop' }, async ({ request }) => {
    const slugs = await articleWithTranslatedSlug(request);
    const german = articlePathIn(slugs, 'de');
    const english = articlePathIn(slugs, 'en');
    const redirects: [from: string, to: string][] = [
      [`${german}?locale=en`, `${english}?locale=en`],
      [`${english}?locale=de`, `${german}?locale=de`],
      [english, german],
      [`${english}?locale=tr`, `${articlePathIn(slugs, 'tr')}?locale=tr`],
      [`${english}?locale=ar&utm_source=x`, `${articlePathIn(slugs, 'ar')}?locale=ar&utm_source=x`],
    ];
    for (const [from, to] of redirects) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers()['location'], from).toBe(to);
    }
    for (const locale of SITE_LOCALES) {
      const path = articlePathIn(slugs, locale);
      expect((await request.get(`${path}?locale=${locale}`, { maxRedirects: 0 })).status(), path).toBe(200);
    }
  });

  test('is canonical to itself in each language, with hreflang alternates at each language’s own slug', { tag: '@desktop' }, async ({ request, baseURL }) => {
    const slugs = await articleWithTranslatedSlug(request);
    const origin = new URL(baseURL ?? '').origin;
    // Each alternate is the canonical address of its language's page.
    const canonical = (locale: (typeof SITE_LOCALES)[number]) => `${origin}${articlePathIn(slugs, locale)}${locale === 'de' ? '' : `?locale=${locale}`}`;
    const alternates = [
      ...SITE_LOCALES.map((locale) => `<link rel="alternate" hreflang="${locale}" href="${canonical(locale)}">`),
      `<link rel="alternate" hreflang="x-default" href="${canonical('de')}">`,
    ].join('');
    for (const locale of SITE_LOCALES) {
      const path = articlePathIn(slugs, locale);
      const html = await (await request.get(locale === 'de' ? path : `${path}?locale=${locale}`)).text();
      expect(html).toContain(`<link rel="canonical" href="${canonical(locale)}">${alternates}`);
    }
  });

  test('answers 404 with the not-found page for an unknown or malformed slug', { tag: '@desktop' }, async ({ page }) => {
    const unknown = await page.goto('/ratgeber/gibt-es-nicht');
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404 Seite nicht gefunden' })).toBeVisible();
    const malformed = await page.request.get('/ratgeber/%3Cscript%3E');
    expect(malformed.status()).toBe(404);
  });
});
