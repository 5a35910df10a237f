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
    expect(head).toEqual({
      title: '404 Not Found – jobpoint berlin',
      description: undefined,
      robots: 'noindex',
      canonical: undefined,
      alternates: [],
      openGraph: [],
      structuredData: [],
    });
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

  it('has the German address as x-default for a page whose paths name no language', () => {
    const head = buildHead({ seo: null, locale: 'de', pathname: '/nirgends', paths: {}, origin: 'https://a.b', fallbackTitle: 'x' });
    expect(head.alternates).toEqual([{ hreflang: 'x-default', href: 'https://a.b/nirgends' }]);
  });

  it('ignores a canonical URL to another host, a protocol-relative one and one that is no URL', () => {
    for (const canonicalUrl of ['https://staging.example.org/faq', '//evil.example/faq', 'keine adresse']) {
      const head = buildHead({ seo: { ...seo, canonicalUrl }, locale: 'de', pathname: '/faq', origin: 'https://a.b', fallbackTitle: 'x' });
      expect(head.canonical).toBe('https://a.b/faq');
    }
  });

  it('gives the Open Graph tags of the page, its description and its image included', () => {
    const head = buildHead({ seo: { ...seo, metaRobots: 'index, follow' }, locale: 'en', pathname: '/faq', origin: 'https://a.b', fallbackTitle: 'x' });
    expect(head.robots).toBe('index, follow');
    expect(head.openGraph).toEqual([
      { property: 'og:title', content: 'Jobs & Beratung in Berlin' },
      { property: 'og:type', content: 'website' },
      { property: 'og:url', content: 'https://a.b/faq?locale=en' },
      { property: 'og:locale', content: 'en' },
      { property: 'og:description', content: 'Beratung "für" alle' },
      { property: 'og:image', content: 'https://a.b/cms/uploads/og.png' },
    ]);
  });

  it('keeps an image on another host as it is, and names no description or image where the page has none', () => {
    const elsewhere = buildHead({ seo: { ...seo, metaImage: { url: 'https://cdn.example/og.png' } }, locale: 'de', pathname: '/', origin: 'https://a.b', fallbackTitle: 'x' });
    expect(elsewhere.openGraph).toContainEqual({ property: 'og:image', content: 'https://cdn.example/og.png' });
    const bare = buildHead({ seo: { ...seo, metaDescription: null, metaImage: null }, locale: 'de', pathname: '/faq', origin: 'https://a.b', fallbackTitle: 'x' });
    expect(bare.openGraph.map((tag) => tag.property)).toEqual(['og:title', 'og:type', 'og:url', 'og:locale']);
    expect(bare.robots).toBeUndefined();
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

  it('writes every tag of the head, in order, and none for what the page lacks', () => {
    const paths = { de: '/faq', ar: '/faq' };
    const head = buildHead({ seo: { ...seo, metaRobots: 'index, follow', metaImage: null }, locale: 'de', pathname: '/faq', paths, origin: 'https://a.b', fallbackTitle: 'x' });
    expect(renderHeadTags({ ...head, canonical: 'https://a.b/faq' })).toBe(
      '<title>Jobs &amp; Beratung in Berlin</title>' +
        '<meta name="description" content="Beratung &quot;für&quot; alle">' +
        '<meta name="robots" content="index, follow">' +
        '<link rel="canonical" href="https://a.b/faq">' +
        '<link rel="alternate" hreflang="de" href="https://a.b/faq">' +
        '<link rel="alternate" hreflang="ar" href="https://a.b/faq?locale=ar">' +
        '<link rel="alternate" hreflang="x-default" href="https://a.b/faq">' +
        '<meta property="og:title" content="Jobs &amp; Beratung in Berlin">' +
        '<meta property="og:type" content="website">' +
        '<meta property="og:url" content="https://a.b/faq">' +
        '<meta property="og:locale" content="de">' +
        '<meta property="og:description" content="Beratung &quot;für&quot; alle">',
    );
    expect(renderHeadTags({ ...head, description: undefined, robots: undefined, canonical: undefined, alternates: [], openGraph: [] })).toBe(
      '<title>Jobs &amp; Beratung in Berlin</title>',
    );
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
