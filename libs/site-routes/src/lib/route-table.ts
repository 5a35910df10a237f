/**
 * Which audience app owns a path. The gateway routes requests by it, and links use it to decide between
 * a client-side navigation (same app) and a full page load (the other app).
 */
export type SiteApp = 'jobseekers' | 'employers';

/** Paths the employers app owns, each with everything below it. Everything else is the job seekers'. */
export const EMPLOYER_PATH_PREFIXES = [
  '/arbeitgebende',
  '/jobboerse-anleitung',
  '/jobboerse-nutzungsbedingungen',
  '/shop-a-job-messe',
] as const;

export function appForPath(pathname: string): SiteApp {
  const owned = EMPLOYER_PATH_PREFIXES.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
  return owned ? 'employers' : 'jobseekers';
}

/** The routes of spec §2 that the shell links to by name. */
export const ROUTES = {
  jobseekersHome: '/',
  employersHome: '/arbeitgebende',
  counselling: '/beratung',
  cookiePolicy: '/cookie-bestimmungen',
  privacy: '/datenschutzerklaerung',
  downloads: '/downloads',
  easyLanguage: '/einfache-sprache',
  faq: '/faq',
  funding: '/foerderung',
  legalNotice: '/impressum',
  jobBoard: '/job-boerse',
  bookmarks: '/job-boerse/merkliste',
  contact: '/kontakt',
  shop: '/ladengeschaeft',
  newsletter: '/newsletter',
  usageNotes: '/nutzungshinweise',
  advice: '/ratgeber',
  about: '/ueber-uns',
  events: '/veranstaltungen',
} as const;
