import { expect, test } from '@jobpoint/e2e-utils';

interface SitemapUrl {
  loc: string;
  lastmod: string | null;
  alternates: Record<string, string>;
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
});
