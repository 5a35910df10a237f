import { LOCALE_QUERY_PARAM } from '@jobpoint/i18n';

/**
 * Which audience app owns a path. The gateway routes requests by it, and links use it to decide between
 * a client-side navigation (same app) and a full page load (the other app).
 */
export type SiteApp = 'jobseekers' | 'employers';

/**
 * The chrome a page is shown in: the job seekers' (newsletter box, search, link to employers), the
 * employers' (newsletter box, job-market login, link to job seekers) or the default one of the legal pages
 * (no newsletter box). See docs/product-overview.md, "Layouts".
 */
export const PAGE_LAYOUTS = ['jobseekers', 'employers', 'default'] as const;
export type PageLayout = (typeof PAGE_LAYOUTS)[number];

/**
 * Where a page's chrome comes from: one of the layouts, or `content` for a page whose content names its
 * layout (an editor page); such a page shows its 404 in the app's first layout.
 */
export type PageLayoutChoice = PageLayout | 'content';

export interface SitePage {
  /** The page's name in code: route id, link name. */
  key: string;
  /** React Router path pattern; `:name` for a parameter. */
  path: string;
  /** The audience app that renders it. */
  app: SiteApp;
  /** The CMS single type that holds its content, or `null` when its content is a collection or none. */
  singleType: string | null;
  layout: PageLayoutChoice;
  /** Listed in `sitemap.xml` (pages with a parameter are listed per entry by their own source). */
  sitemap: boolean;
  /** Indexed by the site search as a page hit. */
  searchIndex: boolean;
  /**
   * The query parameters the page reads, besides `locale`, which every page reads: each value shows
   * another page, so the page cache keys on them. Every other parameter (a campaign's `utm_source`, an
   * ad's click id) reaches neither the page cache's key nor the render (ADR 156).
   */
  query?: readonly string[];
}

// Stryker disable all: route data, checked by its invariants (site-pages.spec) and the end-to-end tests, not by mutation.
/** The events search's parameters (`EVENT_PARAMS` of the events feature), on the events and counselling pages. */
const EVENT_SEARCH_QUERY = ['q', 'art', 'monat', 'zeit', 'format', 'standort', 'sprache', 'sortierung', 'seite', 'vergangene'] as const;

/** A job alert's pages (`JOB_ALERT_PARAMS`): the alert's token, and what the gateway did on a form's POST. */
const JOB_ALERT_QUERY = ['token', 'beendet', 'gespeichert'] as const;

/** The fair's exhibitor list (`FAIR_QUERY` of the content pages), on the fair's page and any editor page. */
const FAIR_EXHIBITORS_QUERY = ['messe', 'branche', 'seite'] as const;

/**
 * Every route of the site, once. The gateway's route table, both apps' routes, the search service's page
 * list and the sitemap read it; nothing else spells a path.
 */
export const SITE_PAGES = [
  { key: 'jobseekersHome', path: '/', app: 'jobseekers', singleType: 'arbeitssuchende', layout: 'jobseekers', sitemap: true, searchIndex: true },
  { key: 'employersHome', path: '/arbeitgebende', app: 'employers', singleType: 'arbeitgebende', layout: 'employers', sitemap: true, searchIndex: true },
  { key: 'counselling', path: '/beratung', app: 'jobseekers', singleType: 'home', layout: 'jobseekers', sitemap: true, searchIndex: false, query: EVENT_SEARCH_QUERY },
  { key: 'avgsCoaching', path: '/beratung/avgs', app: 'jobseekers', singleType: 'avgs-coaching', layout: 'jobseekers', sitemap: true, searchIndex: true },
  { key: 'applicationCounselling', path: '/beratung/bewerbungsberatung', app: 'jobseekers', singleType: 'bewerbungsberatung', layout: 'jobseekers', sitemap: true, searchIndex: true },
  { key: 'cookiePolicy', path: '/cookie-bestimmungen', app: 'jobseekers', singleType: 'cookie-bestimmungen', layout: 'default', sitemap: true, searchIndex: false },
  { key: 'privacy', path: '/datenschutzerklaerung', app: 'jobseekers', singleType: 'datenschutzerklaerung', layout: 'default', sitemap: true, searchIndex: true },
  { key: 'downloads', path: '/downloads', app: 'jobseekers', singleType: 'download-seite', layout: 'jobseekers', sitemap: true, searchIndex: true },
  { key: 'easyLanguage', path: '/einfache-sprache', app: 'jobseekers', singleType: 'einfache-sprache-seite', layout: 'jobseekers', sitemap: true, searchIndex: true },
  { key: 'faq', path: '/faq', app: 'jobseekers', singleType: 'faq', layout: 'jobseekers', sitemap: true, searchIndex: true },
  { key: 'funding', path: '/foerderung', app: 'jobseekers', singleType: 'foerderung', layout: 'jobseekers', sitemap: true, searchIndex: true },
  { key: 'legalNotice', path: '/impressum', app: 'jobseekers', singleType: 'impressum', layout: 'default', sitemap: true, searchIndex: true },
  // A job alert's pages, reached from its mails only (they answer private, never cached: the gateway).
  { key: 'jobAlertConfirm', path: '/job-alarm/bestaetigen', app: 'jobseekers', singleType: null, layout: 'default', sitemap: false, searchIndex: false, query: JOB_ALERT_QUERY },
  { key: 'jobAlertEnd', path: '/job-alarm/abmelden', app: 'jobseekers', singleType: null, layout: 'default', sitemap: false, searchIndex: false, query: JOB_ALERT_QUERY },
  { key: 'jobAlertManage', path: '/job-alarm/verwalten', app: 'jobseekers', singleType: null, layout: 'default', sitemap: false, searchIndex: false, query: JOB_ALERT_QUERY },
  {
    key: 'jobBoard',
    path: '/job-boerse',
    app: 'jobseekers',
    singleType: 'jobboerse',
    layout: 'jobseekers',
    sitemap: true,
    searchIndex: true,
    // The search (`SEARCH_PARAMS` of the job board): text, page, ordering and the filter lists.
    query: ['q', 'seite', 'sortierung', 'sonderaktion', 'kategorie', 'branche', 'qualifikation', 'arbeitszeit', 'plz'],
  },
  { key: 'bookmarks', path: '/job-boerse/merkliste', app: 'jobseekers', singleType: 'merkliste-seite', layout: 'jobseekers', sitemap: false, searchIndex: true },
  { key: 'jobDetail', path: '/job-boerse/:jobParam', app: 'jobseekers', singleType: null, layout: 'jobseekers', sitemap: false, searchIndex: false },
  { key: 'jobBoardManual', path: '/jobboerse-anleitung', app: 'employers', singleType: 'jb-anleitung', layout: 'employers', sitemap: true, searchIndex: true },
  { key: 'jobBoardTerms', path: '/jobboerse-nutzungsbedingungen', app: 'employers', singleType: 'joboerse-nutzungsbedingungen', layout: 'employers', sitemap: true, searchIndex: true },
  { key: 'contact', path: '/kontakt', app: 'jobseekers', singleType: 'kontakt', layout: 'jobseekers', sitemap: true, searchIndex: true },
  { key: 'shop', path: '/ladengeschaeft', app: 'jobseekers', singleType: 'ladengeschaeft-seite', layout: 'jobseekers', sitemap: true, searchIndex: true },
  { key: 'newsletter', path: '/newsletter', app: 'jobseekers', singleType: 'newsletter', layout: 'jobseekers', sitemap: true, searchIndex: true },
  { key: 'usageNotes', path: '/nutzungshinweise', app: 'jobseekers', singleType: 'nutzungshinweise', layout: 'default', sitemap: true, searchIndex: true },
  { key: 'advice', path: '/ratgeber', app: 'jobseekers', singleType: 'ratgeber', layout: 'jobseekers', sitemap: true, searchIndex: true, query: ['q', 'tag', 'kategorie', 'seite'] },
  { key: 'article', path: '/ratgeber/:slug', app: 'jobseekers', singleType: null, layout: 'jobseekers', sitemap: false, searchIndex: false },
  { key: 'search', path: '/suche', app: 'jobseekers', singleType: null, layout: 'jobseekers', sitemap: false, searchIndex: false, query: ['q', 'page'] },
  { key: 'fair', path: '/shop-a-job-messe', app: 'employers', singleType: 'ag-shop-a-job-seite', layout: 'employers', sitemap: true, searchIndex: true, query: FAIR_EXHIBITORS_QUERY },
  { key: 'about', path: '/ueber-uns', app: 'jobseekers', singleType: 'uberuns', layout: 'jobseekers', sitemap: true, searchIndex: true },
  { key: 'events', path: '/veranstaltungen', app: 'jobseekers', singleType: 'veranstaltungen-view', layout: 'jobseekers', sitemap: true, searchIndex: true, query: EVENT_SEARCH_QUERY },
  { key: 'latestEvent', path: '/veranstaltungen/latest', app: 'jobseekers', singleType: null, layout: 'jobseekers', sitemap: false, searchIndex: false },
  { key: 'event', path: '/veranstaltungen/:slug', app: 'jobseekers', singleType: null, layout: 'jobseekers', sitemap: false, searchIndex: false },
  // The editors' own pages (CMS collection `seite`): any one-segment path that no route above has; React
  // Router ranks a static path before this pattern (ADR 144).
  { key: 'editorPage', path: '/:pageSlug', app: 'jobseekers', singleType: null, layout: 'content', sitemap: false, searchIndex: false, query: FAIR_EXHIBITORS_QUERY },
] as const satisfies readonly SitePage[];
// Stryker restore all

export type PageKey = (typeof SITE_PAGES)[number]['key'];

type PagesByKey = { [Page in (typeof SITE_PAGES)[number] as Page['key']]: Page };

export const PAGES = Object.fromEntries(SITE_PAGES.map((page) => [page.key, page])) as PagesByKey;

/** The paths of the pages without a parameter, by key, for links. */
export const ROUTES = Object.fromEntries(SITE_PAGES.map((page) => [page.key, page.path])) as {
  [Key in PageKey]: PagesByKey[Key]['path'];
};

/** The query parameters a page of the registry reads (`SitePage.query`), by its key. */
export type PageQueryParam<Key extends PageKey> = PagesByKey[Key] extends { query: readonly (infer Param)[] } ? Param : never;

/** Every query parameter a page reads: `locale` and its own (`SitePage.query`); `locale` alone where no page is (the 404). */
export function pageQueryParams(page: SitePage | null): readonly string[] {
  return [LOCALE_QUERY_PARAM, ...(page?.query ?? [])];
}

export function pagesOf(app: SiteApp): readonly SitePage[] {
  return SITE_PAGES.filter((page) => page.app === app);
}

/** A path of the registry written as a link: `/job-boerse/:jobParam` with `{ jobParam: 'x-1' }`. */
export function pagePath(key: PageKey, params: Record<string, string> = {}): string {
  return PAGES[key].path.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** An event's page, by its slug; null for an event without a slug, which has no page to link to. */
export function eventPath({ slug }: { slug?: string | null }): string | null {
  return slug ? pagePath('event', { slug }) : null;
}
