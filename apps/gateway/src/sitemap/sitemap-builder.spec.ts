/**
 * @jest-environment jest-fixed-jsdom
 */
import { buildSitemap, SitemapCache, type SitemapFiles } from './sitemap-builder';
import type { SitemapSource } from './sitemap-sources';
import { escapeXml } from './sitemap-xml';

const ORIGIN = 'https://site.test';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/** Parses as a crawler would: a document that is not well-formed XML fails the test. */
function parseXml(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  const error = document.getElementsByTagName('parsererror')[0];
  if (error) {
    throw new Error(`Not well-formed XML: ${error.textContent}`);
  }
  return document;
}

function urlsOf(xml: string) {
  return [...parseXml(xml).getElementsByTagNameNS(SITEMAP_NS, 'url')].map((url) => ({
    loc: url.getElementsByTagNameNS(SITEMAP_NS, 'loc')[0]?.textContent,
    lastmod: url.getElementsByTagNameNS(SITEMAP_NS, 'lastmod')[0]?.textContent ?? undefined,
    alternates: Object.fromEntries(
      [...url.getElementsByTagNameNS(XHTML_NS, 'link')].map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]),
    ),
  }));
}

const source = (name: string, paths: string[], lastmod?: string): SitemapSource => ({
  name,
  load: async () => paths.map((path) => ({ path, lastmod })),
});

const failing = (name: string): SitemapSource => ({
  name,
  load: async () => {
    throw new Error(`${name} is down`);
  },
});

describe('buildSitemap', () => {
  it('lists every language version of a page with all alternates, as the page head writes them, and lastmod', async () => {
    const files = await buildSitemap({
      sources: [source('pages', ['/faq'], '2026-11-20T10:00:00.000Z')],
      origin: ORIGIN,
      onSourceError: jest.fn(),
    });
    expect(files.index).toBeNull();
    const urls = urlsOf(files.parts[0]);
    expect(urls.map((url) => url.loc)).toEqual([
      `${ORIGIN}/faq`,
      `${ORIGIN}/faq?locale=en`,
      `${ORIGIN}/faq?locale=tr`,
      `${ORIGIN}/faq?locale=ar`,
    ]);
    for (const url of urls) {
      expect(url.lastmod).toBe('2026-11-20T10:00:00.000Z');
      // Each alternate is the address the sitemap lists that language's version at, its canonical URL.
      expect(url.alternates).toEqual({
        de: `${ORIGIN}/faq`,
        en: `${ORIGIN}/faq?locale=en`,
        tr: `${ORIGIN}/faq?locale=tr`,
        ar: `${ORIGIN}/faq?locale=ar`,
        'x-default': `${ORIGIN}/faq`,
      });
    }
  });

  it('escapes what XML would read as markup, so the document stays well-formed', async () => {
    const path = '/ratgeber/a&b<c>\'"';
    const files = await buildSitemap({
      sources: [source('articles', [path])],
      origin: ORIGIN,
      onSourceError: jest.fn(),
    });
    expect(urlsOf(files.parts[0])[1].loc).toBe(`${ORIGIN}${path}?locale=en`);
    expect(escapeXml(`<a href="x">&'`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;');
  });

  it('leaves out the part of a source that fails, reports it and serves the rest', async () => {
    const onSourceError = jest.fn();
    const files = await buildSitemap({
      sources: [source('pages', ['/faq']), failing('jobs'), source('events', ['/veranstaltungen/jobdating'])],
      origin: ORIGIN,
      onSourceError,
    });
    expect(files.complete).toBe(false);
    expect(urlsOf(files.parts[0]).map((url) => url.loc)).toEqual(
      expect.arrayContaining([`${ORIGIN}/faq`, `${ORIGIN}/veranstaltungen/jobdating`]),
    );
    expect(onSourceError).toHaveBeenCalledWith('jobs', expect.objectContaining({ message: 'jobs is down' }));
  });

  it('lists a path two sources give once', async () => {
    const files = await buildSitemap({
      sources: [source('a', ['/faq']), source('b', ['/faq'])],
      origin: ORIGIN,
      onSourceError: jest.fn(),
    });
    expect(urlsOf(files.parts[0])).toHaveLength(4);
  });

  it('stays one file at the limit and becomes an index of parts past it, a page’s languages kept together', async () => {
    const paths = ['/a', '/b', '/c', '/d', '/e'];
    const atLimit = await buildSitemap({
      sources: [source('pages', paths.slice(0, 2))],
      origin: ORIGIN,
      maxUrlsPerFile: 8,
      onSourceError: jest.fn(),
    });
    expect(atLimit.index).toBeNull();

    const files = await buildSitemap({
      sources: [source('pages', paths, '2026-11-01')],
      origin: ORIGIN,
      maxUrlsPerFile: 8,
      onSourceError: jest.fn(),
    });
    const index = parseXml(files.index ?? '');
    expect(index.documentElement.localName).toBe('sitemapindex');
    expect([...index.getElementsByTagNameNS(SITEMAP_NS, 'loc')].map((loc) => loc.textContent)).toEqual([
      `${ORIGIN}/sitemap-1.xml`,
      `${ORIGIN}/sitemap-2.xml`,
      `${ORIGIN}/sitemap-3.xml`,
    ]);
    expect(index.getElementsByTagNameNS(SITEMAP_NS, 'lastmod')[0].textContent).toBe('2026-11-01');
    expect(files.parts.map((part) => urlsOf(part).length)).toEqual([8, 8, 4]);
    expect(urlsOf(files.parts[2]).map((url) => url.loc)).toEqual([
      `${ORIGIN}/e`,
      `${ORIGIN}/e?locale=en`,
      `${ORIGIN}/e?locale=tr`,
      `${ORIGIN}/e?locale=ar`,
    ]);
  });
});

describe('SitemapCache', () => {
  const files = (label: string, complete = true): SitemapFiles => ({ index: null, parts: [label], complete });

  it('builds once for concurrent requests and again only after the interval, serving the old one meanwhile', async () => {
    let time = 0;
    let builds = 0;
    const cache = new SitemapCache({
      build: async () => files(`build ${++builds}`),
      freshMs: 1000,
      incompleteMs: 100,
      onBuildError: jest.fn(),
      now: () => time,
    });
    const first = await Promise.all([cache.get(), cache.get(), cache.get()]);
    expect(first.map((result) => result.parts[0])).toEqual(['build 1', 'build 1', 'build 1']);
    time = 999;
    expect((await cache.get()).parts[0]).toBe('build 1');
    expect(builds).toBe(1);
    time = 1000;
    expect((await cache.get()).parts[0]).toBe('build 1');
    await Promise.resolve();
    expect(builds).toBe(2);
    expect((await cache.get()).parts[0]).toBe('build 2');
  });

  it('tries again sooner when a part was missing', async () => {
    let time = 0;
    const build = jest.fn(async () => files('partial', false));
    const cache = new SitemapCache({
      build,
      freshMs: 1000,
      incompleteMs: 100,
      onBuildError: jest.fn(),
      now: () => time,
    });
    await cache.get();
    time = 100;
    await cache.get();
    expect(build).toHaveBeenCalledTimes(2);
  });
});
