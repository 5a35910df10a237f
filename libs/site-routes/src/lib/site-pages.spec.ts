import { appForPath } from './route-table';
import { eventPath, PAGES, pagePath, pageQueryParams, pagesOf, ROUTES, SITE_PAGES } from './site-pages';

/** What must hold for every entry of the registry, whichever pages it holds. */
describe('SITE_PAGES', () => {
  it('names every path and every key once', () => {
    const paths = SITE_PAGES.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(SITE_PAGES.map((page) => page.key)).size).toBe(SITE_PAGES.length);
  });

  it.each(SITE_PAGES.map((page) => [page.key, page] as const))('%s has a path of plain lower-case segments and named parameters', (_key, page) => {
    expect(page.path).toMatch(/^\/((:[a-zA-Z]+|[a-z0-9-]+)(\/(:[a-zA-Z]+|[a-z0-9-]+))*)?$/);
  });

  it.each(SITE_PAGES.map((page) => [page.key, page] as const))('%s is served by the app the registry names, in that app’s chrome', (_key, page) => {
    expect(appForPath(pagePath(page.key, { jobParam: 'koch-1', slug: 'eintrag', pageSlug: 'ankommen-in-berlin' }))).toBe(page.app);
    if (page.app === 'employers') {
      expect(page.layout).toBe('employers');
    } else {
      expect(page.layout).not.toBe('employers');
    }
  });

  it.each(SITE_PAGES.map((page) => [page.key, page] as const))('%s is listed and searched only as a page of its own content', (_key, page) => {
    if (page.path.includes(':')) {
      // A page per entry: its source lists each entry, and it has no single type of its own.
      expect(page).toMatchObject({ sitemap: false, searchIndex: false, singleType: null });
    }
    if (page.searchIndex) {
      // The search finds a page by its single type's SEO block.
      expect(page.singleType).not.toBeNull();
    }
  });

  it('names no CMS single type twice', () => {
    const types = SITE_PAGES.flatMap((page) => (page.singleType ? [page.singleType] : []));
    expect(new Set(types).size).toBe(types.length);
  });

  it('keeps the search results page out of the sitemap and the page search', () => {
    expect(PAGES.search).toMatchObject({ sitemap: false, searchIndex: false });
  });

  it.each(SITE_PAGES.map((page) => [page.key, page] as const))('%s declares each query parameter it reads once, as a plain name beside `locale`', (_key, page) => {
    const params = pageQueryParams(page);
    expect(params[0]).toBe('locale');
    expect(new Set(params).size).toBe(params.length);
    params.forEach((param) => expect(param).toMatch(/^[a-z]+$/));
  });

  it('has the pages that keep a search or a list in their address declare its parameters, and no page a campaign’s', () => {
    expect(PAGES.jobBoard.query).toEqual(expect.arrayContaining(['q', 'kategorie', 'plz', 'arbeitszeit', 'branche', 'qualifikation', 'sonderaktion', 'seite', 'sortierung']));
    expect(PAGES.events.query).toEqual(expect.arrayContaining(['q', 'art', 'monat', 'zeit', 'format', 'standort', 'sprache', 'sortierung', 'seite']));
    expect(PAGES.counselling.query).toEqual(PAGES.events.query);
    expect(PAGES.advice.query).toEqual(['q', 'tag', 'kategorie', 'seite']);
    expect(PAGES.search.query).toEqual(['q', 'page']);
    expect(PAGES.fair.query).toEqual(['messe', 'branche', 'seite']);
    expect(PAGES.editorPage.query).toEqual(PAGES.fair.query);
    const declared = SITE_PAGES.flatMap((page) => pageQueryParams(page));
    for (const tracking of ['utm_source', 'utm_medium', 'utm_campaign', 'fbclid', 'gclid', 'mc_cid', 'mc_eid']) {
      expect(declared).not.toContain(tracking);
    }
    expect(pageQueryParams(null)).toEqual(['locale']);
  });

  it('builds links from keys', () => {
    expect(ROUTES.about).toBe('/ueber-uns');
    expect(PAGES.jobDetail.app).toBe('jobseekers');
    expect(pagePath('article', { slug: 'lebenslauf tipps' })).toBe('/ratgeber/lebenslauf%20tipps');
    expect(pagePath('article')).toBe('/ratgeber/');
  });
});

describe('pagesOf', () => {
  it('gives each app its own pages, in the registry’s order, and every page to one app', () => {
    expect(pagesOf('employers').map((page) => page.key)).toEqual(['employersHome', 'jobBoardManual', 'jobBoardTerms', 'fair']);
    const jobseekers = pagesOf('jobseekers');
    expect(jobseekers.every((page) => page.app === 'jobseekers')).toBe(true);
    expect(jobseekers.length + pagesOf('employers').length).toBe(SITE_PAGES.length);
  });
});

describe('eventPath', () => {
  it('links an event by its slug, escaped', () => {
    expect(eventPath({ slug: 'sommerfest 2026' })).toBe('/veranstaltungen/sommerfest%202026');
  });

  it('is null for an event without a slug', () => {
    expect([eventPath({}), eventPath({ slug: null }), eventPath({ slug: '' })]).toEqual([null, null, null]);
  });
});
