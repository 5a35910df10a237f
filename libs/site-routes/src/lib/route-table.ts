import { SITE_PAGES, type SiteApp } from './site-pages';

/**
 * The employers' pages, each with everything below it (so an unknown path under `/arbeitgebende` shows
 * the not-found page in the employers' chrome). Everything else is the job seekers'.
 */
const EMPLOYER_PATH_PREFIXES: readonly string[] = SITE_PAGES.filter((page) => page.app === 'employers').map(
  (page) => page.path,
);

export function appForPath(pathname: string): SiteApp {
  const owned = EMPLOYER_PATH_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  return owned ? 'employers' : 'jobseekers';
}
