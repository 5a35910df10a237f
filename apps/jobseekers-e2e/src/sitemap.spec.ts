import type { APIRequestContext } from '@playwright/test';
import { expect, SITE_LOCALES, test } from '@jobpoint/e2e-utils';

interface SitemapUrl {
  loc: string;
  lastmod: string | null;
  alternates: Record<string, string>;
}

/** The job pages: their titles are the jobs' own (ADR 072), checked by the job board's suite. */
const isJobPage = (path: string) => path.startsWith('/job-boerse/');

const decodeEntities = (text: string) =>
  text.replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** Every `<loc>` of the sitemap, as a path with its query. */
async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => {
    const url = new URL(decodeEntities(loc));
    return `${url.pathname}${url.search}`;
  });
}

/** Runs `task` for each item, two at a time (the site renders on two cores shared with the browser). */
async function inBatches<T>(items: readonly T[], task: (item: T) => Promise<void>, size = 2): Promise<void> {
  for (let start = 0; start < items.length; start += size) {
    await Promise.all(items.slice(start, start + size).map(task));
  }
}

test.describe('sitemap and robots.txt', () => {
  test('robots.txt names the sitemap and keeps crawlers out of the service forwarders', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/^Disallow: \/cms\/$/m);
    expect(text).toMatch(/^Disallow: \/jobs-api\/$/m);
    const sitemap = /^Sitemap: (\S+)$/m.exec(text)?.[1] ?? '';
    expect(new URL(sitemap).pathname).toBe('/sitemap.xml');
  });

  test('lists pages, jobs, events and articles from the running services, in four languages, as well-formed XML', async ({
    page,
    request,
  }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers()['cache-control']).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/);
    const xml = await response.text();

    // The browser's XML parser reads it as a crawler would.
    await page.goto('/robots.txt');
    const urls = await page.evaluate((source) => {
      const document = new DOMParser().parseFromString(source, 'application/xml');
      if (document.getElementsByTagName('parsererror').length > 0) throw new Error('not well-formed XML');
      const ns = 'http://www.sitemaps.org/schemas/sitemap/0.9';
      return [...document.getElementsByTagNameNS(ns, 'url')].map((url) => ({
        loc: url.getElementsByTagNameNS(ns, 'loc')[0]?.textContent ?? '',
        lastmod: url.getElementsByTagNameNS(ns, 'lastmod')[0]?.textContent ?? null,
        alternates: Object.fromEntries(
          [...url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map((link) => [
            link.getAttribute('hreflang'),
            link.getAttribute('href'),
          ]),
        ),
      }));
    }, xml);
    const byPath = (path: string): SitemapUrl | undefined =>
      urls.find((url) => new URL(url.loc).pathname === path && !new URL(url.loc).search);

    const faq = byPath('/faq');
    expect(faq?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect(Object.keys(faq?.alternates ?? {})).toEqual(['de', 'en', 'tr', 'ar', 'x-default']);
    expect(faq?.alternates['ar']).toBe(`${new URL(faq?.loc ?? '').origin}/faq?locale=ar`);
    // Every alternate is the address of a language version the sitemap lists, its canonical URL.
    expect(faq?.alternates['de']).toBe(faq?.loc);
    const listed = new Set(urls.map((url) => url.loc));
    expect(urls.flatMap((url) => Object.values(url.alternates)).filter((href) => !listed.has(String(href)))).toEqual([]);
    expect(urls.filter((url) => new URL(url.loc).pathname === '/faq').map((url) => new URL(url.loc).search)).toEqual([
      '',
      '?locale=en',
      '?locale=tr',
      '?locale=ar',
    ]);
    expect(byPath('/job-boerse/merkliste')).toBeUndefined();

    // Every job of the jobs service, at the path its page has.
    const jobs = (await (await request.get('/jobs-api/jobs?page=1')).json()) as {
      data: { id: number }[];
      total: number;
    };
    const jobUrls = urls.filter(
      (url) => /^\/job-boerse\/.+-\d+$/.test(new URL(url.loc).pathname) && !new URL(url.loc).search,
    );
    expect(jobUrls).toHaveLength(jobs.total);
    const job = jobUrls.find((url) => url.loc.endsWith(`-${jobs.data[0].id}`));
    expect(job?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}/);

    // Events and articles of the CMS by their slugs; a job and an article open (the event pages are
    // checked by their own suite).
    expect(urls.some((url) => /^\/veranstaltungen\/[a-z0-9-]+$/.test(new URL(url.loc).pathname))).toBe(true);
    const article = urls.find((url) => /^\/ratgeber\/[^/]+$/.test(new URL(url.loc).pathname));
    for (const listed of [job, article]) {
      expect(listed).toBeDefined();
      const pagePath = new URL(listed?.loc ?? '');
      expect((await request.get(pagePath.pathname + pagePath.search, { maxRedirects: 0 })).status()).toBe(200);
    }
  });

  test('names each event and article once per language, at the address that page calls canonical', async ({ request, baseURL }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'requests only, the same for every viewport');
    test.setTimeout(5 * 60_000);
    const origin = new URL(baseURL ?? '').origin;
    const paths = (await sitemapPaths(request)).filter((path) => /^\/(veranstaltungen|ratgeber)\//.test(path));
    expect(paths.length).toBeGreaterThan(0);
    expect(new Set(paths).size).toBe(paths.length);
    await inBatches(paths, async (path) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      const canonical = /<link rel="canonical" href="([^"]+)">/.exec(await response.text())?.[1];
      expect(decodeEntities(canonical ?? ''), path).toBe(`${origin}${path}`);
    });
  });

  test('gives no two pages of one language the same title: the sitemap and both home pages’ links, in four languages', async ({ request }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'requests only, the same for every viewport');
    test.setTimeout(10 * 60_000);
    const paths = new Set((await sitemapPaths(request)).filter((path) => !isJobPage(path)));
    for (const home of ['/', '/arbeitgebende']) {
      for (const locale of SITE_LOCALES) {
        const html = await (await request.get(`${home}?locale=${locale}`)).text();
        for (const [, href] of html.matchAll(/<a [^>]*href="(\/[^"#]*)/g)) {
          const path = decodeEntities(href);
          if (!isJobPage(path)) paths.add(path);
        }
      }
    }
    // By language (the page's `<html lang>`) and title: the paths that answered with it.
    const pathsByTitle = new Map<string, Set<string>>();
    await inBatches([...paths], async (path) => {
      const response = await request.get(path);
      const finalPath = new URL(response.url()).pathname;
      if (!response.ok() || !(response.headers()['content-type'] ?? '').startsWith('text/html') || isJobPage(finalPath)) return;
      const html = await response.text();
      const lang = /<html lang="([^"]+)"/.exec(html)?.[1];
      const title = decodeEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
      const key = `${lang} ${title}`;
      pathsByTitle.set(key, (pathsByTitle.get(key) ?? new Set()).add(finalPath));
    });
    expect(pathsByTitle.size).toBeGreaterThan(100);
    const shared = [...pathsByTitle].filter(([, titled]) => titled.size > 1).map(([key, titled]) => `${key}: ${[...titled].join(', ')}`);
    expect(shared).toEqual([]);
  });
});
