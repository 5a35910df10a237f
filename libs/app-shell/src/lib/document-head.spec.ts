import { LOCALES } from '@jobpoint/i18n';
import { expectValidStructuredData } from '@jobpoint/test-utils';
import { buildHead, renderHeadTags } from './document-head';

const seo = {
  metaTitle: 'Jobs & Beratung in Berlin',
  metaDescription: 'Beratung "für" alle',
  canonicalUrl: 'https://www.example.org/',
  metaImage: { url: '/uploads/og.png' },
  metaSocial: [],
};

describe('buildHead', () => {
  it('uses the SEO block and lists one alternate per language plus x-default', () => {
    const head = buildHead({ seo, locale: 'de', pathname: '/', origin: 'http://localhost:4200', fallbackTitle: 'x' });
    expect(head.title).toBe('Jobs & Beratung in Berlin');
    expect(head.canonical).toBe('http://localhost:4200/');
    expect(head.alternates.map((a) => a.hreflang)).toEqual(['de', 'en', 'tr', 'ar', 'x-default']);
    expect(head.alternates[3].href).toBe('http://localhost:4200/?locale=ar');
    expect(head.openGraph).toContainEqual({
      property: 'og:image',
      content: 'http://localhost:4200/cms/uploads/og.png',
    });
  });

  it("takes the editor's canonical URL when it points into the site", () => {
    const onSite = { ...seo, canonicalUrl: '/beratung' };
    expect(
      buildHead({ seo: onSite, locale: 'de', pathname: '/x', origin: 'https://a.b', fallbackTitle: 'x' }).canonical,
    ).toBe('https://a.b/beratung');
    const sameOrigin = { ...seo, canonicalUrl: 'https://a.b/faq' };
    expect(
      buildHead({ seo: sameOrigin, locale: 'de', pathname: '/x', origin: 'https://a.b', fallbackTitle: 'x' }).canonical,
    ).toBe('https://a.b/faq');
  });

  it('gives a not-found page its title, noindex and no address, so one page serves every unknown path', () => {
    const head = buildHead({ seo: null, locale: 'en', pathname: '/gibt-es-nicht', origin: 'https://a.b', fallbackTitle: 'jobpoint berlin', notFoundTitle: '404 Not Found' });
    expect(head).toMatchObject({ title: '404 Not Found – jobpoint berlin', robots: 'noindex', canonical: undefined, alternates: [], openGraph: [] });
    const tags = renderHeadTags(head);
    expect(tags).toContain('<meta name="robots" content="noindex">');
    expect(tags).not.toContain('canonical');
    expect(tags).not.toContain('gibt-es-nicht');
  });

  it('makes the language version canonical outside German', () => {
    const head = buildHead({
      seo,
      locale: 'tr',
      pathname: '/arbeitgebende',
      origin: 'https://a.b',
      fallbackTitle: 'x',
    });
    expect(head.canonical).toBe('https://a.b/arbeitgebende?locale=tr');
  });

  it("names each language's own path where the page has one per language", () => {
    const paths = { de: '/veranstaltungen/jobdating-pflege', en: '/veranstaltungen/job-dating-care', tr: '/veranstaltungen/job-dating-care', ar: '/veranstaltungen/job-dating-care' };
    const head = buildHead({ seo: null, locale: 'en', pathname: '/veranstaltungen/jobdating-pflege', paths, origin: 'https://a.b', fallbackTitle: 'x' });
    expect(head.canonical).toBe('https://a.b/veranstaltungen/job-dating-care?locale=en');
    expect(head.alternates).toEqual([
      { hreflang: 'de', href: 'https://a.b/veranstaltungen/jobdating-pflege' },
      { hreflang: 'en', href: 'https://a.b/veranstaltungen/job-dating-care?locale=en' },
      { hreflang: 'tr', href: 'https://a.b/veranstaltungen/job-dating-care?locale=tr' },
      { hreflang: 'ar', href: 'https://a.b/veranstaltungen/job-dating-care?locale=ar' },
      { hreflang: 'x-default', href: 'https://a.b/veranstaltungen/jobdating-pflege' },
    ]);
    const german = buildHead({ seo: null, locale: 'de', pathname: '/veranstaltungen/job-dating-care', paths, origin: 'https://a.b', fallbackTitle: 'x' });
    expect(german.canonical).toBe('https://a.b/veranstaltungen/jobdating-pflege');
  });

  it('names as each language’s alternate the canonical URL of that language’s version, in the head of every version', () => {
    const paths = { de: '/veranstaltungen/jobdating-pflege', en: '/veranstaltungen/job-dating-care', tr: '/veranstaltungen/is-bulusmasi', ar: '/veranstaltungen/job-dating-care' };
    const heads = LOCALES.map((locale) => buildHead({ seo: null, locale, pathname: paths[locale], paths, origin: 'https://a.b', fallbackTitle: 'x' }));
    const canonicals = Object.fromEntries(LOCALES.map((locale, index) => [locale, heads[index]?.canonical]));
    expect(canonicals).toEqual({
      de: 'https://a.b/veranstaltungen/jobdating-pflege',
      en: 'https://a.b/veranstaltungen/job-dating-care?locale=en',
      tr: 'https://a.b/veranstaltungen/is-bulusmasi?locale=tr',
      ar: 'https://a.b/veranstaltungen/job-dating-care?locale=ar',
    });
    for (const head of heads) {
      expect(head.alternates).toEqual([...LOCALES.map((locale) => ({ hreflang: locale, href: canonicals[locale] })), { hreflang: 'x-default', href: canonicals['de'] }]);
    }
  });

  it('has the first language a page is written in as x-default when it has no German version, at that language’s canonical URL', () => {
    const paths = { tr: '/yalnizca-turkce', ar: '/yalnizca-turkce' };
    const head = buildHead({ seo: null, locale: 'ar', pathname: '/yalnizca-turkce', paths, origin: 'https://a.b', fallbackTitle: 'x' });
    expect(head.alternates).toEqual([
      { hreflang: 'tr', href: 'https://a.b/yalnizca-turkce?locale=tr' },
      { hreflang: 'ar', href: 'https://a.b/yalnizca-turkce?locale=ar' },
      { hreflang: 'x-default', href: 'https://a.b/yalnizca-turkce?locale=tr' },
    ]);
  });

  it('names only the languages a page is written in where its paths say so', () => {
    const paths = { de: '/ankommen-in-berlin', ar: '/ankommen-in-berlin' };
    const head = buildHead({ seo: null, locale: 'ar', pathname: '/ankommen-in-berlin', paths, origin: 'https://a.b', fallbackTitle: 'x' });
    expect(head.alternates).toEqual([
      { hreflang: 'de', href: 'https://a.b/ankommen-in-berlin' },
      { hreflang: 'ar', href: 'https://a.b/ankommen-in-berlin?locale=ar' },
      { hreflang: 'x-default', href: 'https://a.b/ankommen-in-berlin' },
    ]);
  });

  it('falls back to the given title without an SEO block', () => {
    const head = buildHead({
      seo: null,
      locale: 'en',
      pathname: '/x',
      origin: 'https://a.b',
      fallbackTitle: 'Not found',
    });
    expect(head.title).toBe('Not found');
    expect(head.description).toBeUndefined();
  });

  it('escapes text in the tags', () => {
    const tags = renderHeadTags(
      buildHead({ seo, locale: 'de', pathname: '/', origin: 'https://a.b', fallbackTitle: 'x' }),
    );
    expect(tags).toContain('<title>Jobs &amp; Beratung in Berlin</title>');
    expect(tags).toContain('content="Beratung &quot;für&quot; alle"');
  });
});

describe('the Organization structured data', () => {
  const head = (pathname: string) =>
    buildHead({ seo, locale: 'de', pathname, origin: 'https://a.b', fallbackTitle: 'x' });

  it('is in the head of both home pages and passes the rich-result check', async () => {
    for (const pathname of ['/', '/arbeitgebende']) {
      expect(head(pathname).structuredData).toEqual([
        { '@context': 'https://schema.org', '@type': 'Organization', name: 'jobpoint berlin', url: 'https://a.b/' },
      ]);
      await expectValidStructuredData(head(pathname).structuredData);
    }
    expect(renderHeadTags(head('/'))).toContain(
      '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"jobpoint berlin","url":"https://a.b/"}</script>',
    );
  });

  it('is on no other page', () => {
    expect(head('/faq').structuredData).toEqual([]);
    expect(renderHeadTags(head('/faq'))).not.toContain('ld+json');
  });
});
