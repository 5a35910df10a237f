import { eventPath, PAGES, pagePath, pagesOf, ROUTES, SITE_PAGES } from './site-pages';

/** The routes of the product, as docs/product-overview.md lists them. */
const PRODUCT_ROUTES = [
  '/',
  '/arbeitgebende',
  '/beratung',
  '/beratung/avgs',
  '/beratung/bewerbungsberatung',
  '/cookie-bestimmungen',
  '/datenschutzerklaerung',
  '/downloads',
  '/einfache-sprache',
  '/faq',
  '/foerderung',
  '/impressum',
  '/job-boerse',
  '/job-boerse/merkliste',
  '/job-boerse/:jobParam',
  '/jobboerse-anleitung',
  '/jobboerse-nutzungsbedingungen',
  '/kontakt',
  '/ladengeschaeft',
  '/newsletter',
  '/nutzungshinweise',
  '/ratgeber',
  '/ratgeber/:slug',
  '/shop-a-job-messe',
  '/suche',
  '/ueber-uns',
  '/veranstaltungen',
  '/veranstaltungen/latest',
  '/veranstaltungen/:slug',
];

describe('SITE_PAGES', () => {
  it('has every route of the product exactly once', () => {
    const paths = SITE_PAGES.map((page) => page.path);
    expect([...paths].sort()).toEqual([...PRODUCT_ROUTES].sort());
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(SITE_PAGES.map((page) => page.key)).size).toBe(SITE_PAGES.length);
  });

  it('gives the employers their home, the job board manual and terms, and the fair', () => {
    expect(pagesOf('employers').map((page) => page.path)).toEqual([
      '/arbeitgebende',
      '/jobboerse-anleitung',
      '/jobboerse-nutzungsbedingungen',
      '/shop-a-job-messe',
    ]);
    expect(pagesOf('employers').every((page) => page.layout === 'employers')).toBe(true);
  });

  it('shows the legal pages in the default layout, without the newsletter box', () => {
    const defaults = SITE_PAGES.filter((page) => page.layout === 'default').map((page) => page.path);
    expect(defaults).toEqual(['/cookie-bestimmungen', '/datenschutzerklaerung', '/impressum', '/nutzungshinweise']);
  });

  it('keeps pages with a parameter out of the sitemap and the page search', () => {
    for (const page of SITE_PAGES.filter((entry) => entry.path.includes(':'))) {
      expect(page).toMatchObject({ sitemap: false, searchIndex: false, singleType: null });
    }
  });

  it('keeps the search results page out of the sitemap and the page search', () => {
    expect(PAGES.search).toMatchObject({
      path: '/suche',
      app: 'jobseekers',
      layout: 'jobseekers',
      sitemap: false,
      searchIndex: false,
    });
  });

  it('names no CMS single type twice', () => {
    const types = SITE_PAGES.flatMap((page) => (page.singleType ? [page.singleType] : []));
    expect(new Set(types).size).toBe(types.length);
  });

  it('builds links from keys', () => {
    expect(ROUTES.about).toBe('/ueber-uns');
    expect(PAGES.jobDetail.app).toBe('jobseekers');
    expect(pagePath('article', { slug: 'lebenslauf tipps' })).toBe('/ratgeber/lebenslauf%20tipps');
  });

  it('links an event by its slug, and an event without one nowhere', () => {
    expect(eventPath({ slug: 'jobdating-pflege' })).toBe('/veranstaltungen/jobdating-pflege');
    expect(eventPath({ slug: 'café & co' })).toBe('/veranstaltungen/caf%C3%A9%20%26%20co');
    expect(eventPath({ slug: null })).toBeNull();
    expect(eventPath({ slug: '' })).toBeNull();
  });
});
