import Fastify, { type FastifyInstance } from 'fastify';
import { Writable } from 'node:stream';
import { createCmsReader } from '@jobpoint/cms-reader';
import { SITE_PAGES } from '@jobpoint/site-routes';
import { jobFixture } from '@jobpoint/test-utils';
import { loadConfig } from '../lib/config';
import { sitemapPlugin, type SitemapPluginOptions } from './sitemap-plugin';

const ORIGIN = 'https://site.test';
const config = loadConfig({
  NODE_ENV: 'test',
  PUBLIC_URL: ORIGIN,
  JOBS_SERVICE_URL: 'http://jobs.test',
  CMS_URL: 'http://cms.test',
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The jobs service with 12 jobs on pages of 10. */
const jobsService: typeof fetch = async (input) => {
  const page = Number(new URL(String(input)).searchParams.get('page'));
  const ids = page === 1 ? [...Array(10).keys()].map((i) => 1300 - i) : [1290, 1289];
  return json({
    data: ids.map((id) => ({
      ...jobFixture({ id, title: id === 1289 ? 'Koch/Köchin' : 'Pflegefachkraft (m/w/d)' }),
      updated_at: '2026-11-20T08:00:00.000Z',
    })),
    last_page: 2,
  });
};

/** The CMS in Strapi 4's response format: single types with their date, events and articles by slug. */
const cms: typeof fetch = async (input) => {
  const url = new URL(String(input));
  const collections: Record<string, string[]> = {
    '/api/veranstaltungens': ['jobdating-pflege'],
    '/api/articles': ['der-perfekte-lebenslauf', 'a&b'],
  };
  const slugs = collections[url.pathname];
  if (slugs) {
    // The event has an English version under a slug of its own.
    const localizations = url.pathname === '/api/veranstaltungens' ? { data: [{ id: 9, attributes: { locale: 'en', slug: 'job-dating-care' } }] } : { data: [] };
    const data = slugs.map((slug, index) => ({
      id: index + 1,
      attributes: { slug, updatedAt: '2026-11-21T09:00:00.000Z', localizations },
    }));
    return json({ data, meta: { pagination: { page: 1, pageSize: 100, pageCount: 1, total: slugs.length } } });
  }
  if (url.pathname === '/api/seiten') {
    // One editor page in German and Arabic under the same slug, one in English only.
    const locale = url.searchParams.get('locale');
    const pages = [
      { documentId: 'ankommen', slug: 'ankommen-in-berlin', locales: ['de', 'ar'], updatedAt: locale === 'ar' ? '2026-11-22T09:00:00.000Z' : '2026-11-20T09:00:00.000Z' },
      { documentId: 'welcome', slug: 'welcome-day', locales: ['en'], updatedAt: '2026-11-18T09:00:00.000Z' },
    ].filter((page) => page.locales.includes(locale ?? 'de'));
    const data = pages.map((page, index) => ({ id: index + 1, documentId: page.documentId, attributes: { slug: page.slug, updatedAt: page.updatedAt } }));
    return json({ data, meta: { pagination: { page: 1, pageSize: 100, pageCount: 1, total: data.length } } });
  }
  return url.pathname === '/api/faq'
    ? json({ data: { id: 2, attributes: { updatedAt: '2026-11-19T07:00:00.000Z' } }, meta: {} })
    : json({ data: null, error: {} }, 404);
};

const down: typeof fetch = async () => {
  throw new TypeError('fetch failed');
};

let logs: string[];

async function gateway({ cmsFetch = cms, ...options }: Partial<SitemapPluginOptions> & { cmsFetch?: typeof fetch } = {}): Promise<FastifyInstance> {
  logs = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'warn', stream } });
  const reader = createCmsReader({ baseUrl: config.CMS_URL, token: config.CMS_API_TOKEN, responseFormat: 'v4', fetchFn: cmsFetch });
  await app.register(sitemapPlugin, { config, cms: reader, jobsFetch: jobsService, ...options });
  await app.ready();
  return app;
}

/** The registry's sitemap pages, 12 jobs, 1 event and 2 articles, each in four languages, and the editor pages' three versions. */
const ALL_URLS = (SITE_PAGES.filter((page) => page.sitemap).length + 12 + 1 + 2) * 4 + 3;

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

describe('GET /sitemap.xml', () => {
  it('lists the registry’s sitemap pages, every job at its canonical path, every event and article, in every language', async () => {
    const app = await gateway();
    const response = await app.inject('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=600, stale-while-revalidate=1200');
    const listed = locs(response.body);
    for (const page of SITE_PAGES) {
      expect(listed.includes(`${ORIGIN}${page.path}`)).toBe(page.sitemap);
    }
    expect(listed).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/job-boerse/pflegefachkraft-m-w-d-1300`,
        `${ORIGIN}/job-boerse/koch-k%C3%B6chin-1289?locale=ar`,
        `${ORIGIN}/veranstaltungen/jobdating-pflege?locale=tr`,
        `${ORIGIN}/veranstaltungen/job-dating-care?locale=en`,
        `${ORIGIN}/ratgeber/der-perfekte-lebenslauf?locale=en`,
        `${ORIGIN}/ratgeber/a%26b`,
      ]),
    );
    // An event's English page is at its English slug only, and every version names it so.
    expect(listed).not.toContain(`${ORIGIN}/veranstaltungen/jobdating-pflege?locale=en`);
    expect(response.body).toContain(
      `<url><loc>${ORIGIN}/veranstaltungen/jobdating-pflege</loc><lastmod>2026-11-21T09:00:00.000Z</lastmod>` +
        `<xhtml:link rel="alternate" hreflang="de" href="${ORIGIN}/veranstaltungen/jobdating-pflege"/>` +
        `<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/veranstaltungen/job-dating-care?locale=en"/>`,
    );
    expect(listed).toHaveLength(ALL_URLS);
    expect(response.body).toContain(
      `<url><loc>${ORIGIN}/faq?locale=en</loc><lastmod>2026-11-19T07:00:00.000Z</lastmod><xhtml:link rel="alternate" hreflang="de" href="${ORIGIN}/faq"/>`,
    );
    expect(response.body).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/faq"/>`);
  });

  it('names as alternates only the addresses it lists, each language version at its canonical URL', async () => {
    const app = await gateway();
    const { body } = await app.inject('/sitemap.xml');
    const listed = new Set(locs(body));
    const alternates = [...body.matchAll(/<xhtml:link rel="alternate" hreflang="[^"]+" href="([^"]*)"\/>/g)].map((match) => match[1]);
    expect(alternates.length).toBeGreaterThan(listed.size);
    expect(alternates.filter((href) => !listed.has(href))).toEqual([]);
  });

  it('lists every editor page in the languages it is written in, each version naming the others', async () => {
    const app = await gateway();
    const { body } = await app.inject('/sitemap.xml');
    const listed = locs(body);
    expect(listed.filter((loc) => /ankommen|welcome/.test(loc))).toEqual([
      `${ORIGIN}/ankommen-in-berlin`,
      `${ORIGIN}/ankommen-in-berlin?locale=ar`,
      `${ORIGIN}/welcome-day?locale=en`,
    ]);
    const alternates =
      `<xhtml:link rel="alternate" hreflang="de" href="${ORIGIN}/ankommen-in-berlin"/>` +
      `<xhtml:link rel="alternate" hreflang="ar" href="${ORIGIN}/ankommen-in-berlin?locale=ar"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/ankommen-in-berlin"/></url>`;
    expect(body).toContain(`<url><loc>${ORIGIN}/ankommen-in-berlin?locale=ar</loc><lastmod>2026-11-22T09:00:00.000Z</lastmod>${alternates}`);
    expect(body).toContain(
      `<url><loc>${ORIGIN}/welcome-day?locale=en</loc><lastmod>2026-11-18T09:00:00.000Z</lastmod>` +
        `<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/welcome-day?locale=en"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/welcome-day?locale=en"/></url>`,
    );
  });

  it('leaves out what a service that is down would give, logs it, and still answers 200', async () => {
    const app = await gateway({ jobsFetch: down, cmsFetch: down });
    const response = await app.inject('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    const listed = locs(response.body);
    expect(listed).toContain(`${ORIGIN}/faq`);
    expect(
      listed.some(
        (loc) => loc.includes('/job-boerse/') || loc.includes('/ratgeber/') || loc.includes('/veranstaltungen/'),
      ),
    ).toBe(false);
    expect(response.body).not.toContain('<lastmod>');
    expect(response.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=120');
    expect(logs.join('')).toMatch(/"source":"jobs".*a source did not answer/);
  });

  it('leaves out a service that answers with an error or with something else than it should', async () => {
    const app = await gateway({
      jobsFetch: async () => json({ message: 'oops' }, 500),
      cmsFetch: async () => json({ unexpected: true }),
    });
    const response = await app.inject('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(locs(response.body)).toContain(`${ORIGIN}/job-boerse`);
  });

  it('becomes an index of parts past the limit, each part served at its address', async () => {
    const app = await gateway({ maxUrlsPerFile: 40 });
    const index = await app.inject('/sitemap.xml');
    expect(index.body).toContain('<sitemapindex');
    const parts = locs(index.body);
    expect(parts[0]).toBe(`${ORIGIN}/sitemap-1.xml`);
    const partBodies = await Promise.all(parts.map((loc) => app.inject(new URL(loc).pathname)));
    expect(partBodies.every((part) => part.statusCode === 200 && part.body.includes('<urlset'))).toBe(true);
    expect(partBodies.every((part) => locs(part.body).length <= 40)).toBe(true);
    expect(partBodies.reduce((sum, part) => sum + locs(part.body).length, 0)).toBe(ALL_URLS);
    expect((await app.inject(`/sitemap-${parts.length + 1}.xml`)).statusCode).toBe(404);
    expect((await app.inject('/sitemap-0.xml')).statusCode).toBe(404);
  });

  it('has no parts while it fits in one file', async () => {
    const app = await gateway();
    expect((await app.inject('/sitemap-1.xml')).statusCode).toBe(404);
  });
});

describe('GET /robots.txt', () => {
  it('keeps crawlers out of the service forwarders and names the sitemap', async () => {
    const app = await gateway();
    const response = await app.inject('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(
      `User-agent: *\nAllow: /\nDisallow: /cms/\nDisallow: /jobs-api/\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
    );
  });
});
