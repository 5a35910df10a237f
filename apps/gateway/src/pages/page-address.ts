import { matchRoutes, type Params } from 'react-router';
import { isLocale, LOCALE_QUERY_PARAM } from '@jobpoint/i18n';
import { appForPath, pageQueryParams, pagesOf, type SiteApp, type SitePage } from '@jobpoint/site-routes';
import { SITE_APPS } from '../lib/renderers';

/** Each app's pages as routes, matched the way the app's router matches them (case, trailing slash, ranks). */
const ROUTES: Record<SiteApp, { path: string; page: SitePage }[]> = Object.fromEntries(
  SITE_APPS.map((siteApp) => [siteApp, pagesOf(siteApp).map((page) => ({ path: page.path, page }))]),
) as Record<SiteApp, { path: string; page: SitePage }[]>;

/** The registry's page the app renders for a path, with the path's parameters; null where only its 404 is. */
export function routedPage(pathname: string): { page: SitePage; params: Params } | null {
  const match = matchRoutes(ROUTES[appForPath(pathname)], pathname)?.at(-1);
  return match ? { page: match.route.page, params: match.params } : null;
}

/**
 * A page's address as the page cache keys it and its render sees it: the path, and of the query only the
 * parameters the page reads (`SitePage.query`, and `locale` where it names a language of the site),
 * sorted by name, repeated ones in their order. `leftOut` holds the rest (a campaign's `utm_source`, an
 * ad's click id, anything unknown): they change nothing on the page.
 */
export interface PageAddress {
  pathname: string;
  /** `?name=value&…` or ''. */
  query: string;
  leftOut: URLSearchParams;
}

export function pageAddress(pathname: string, search: string): PageAddress {
  const read = new Set(pageQueryParams(routedPage(pathname)?.page ?? null));
  const kept: [string, string][] = [];
  const leftOut = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(search)) {
    if (read.has(name) && (name !== LOCALE_QUERY_PARAM || isLocale(value))) {
      kept.push([name, value]);
    } else {
      leftOut.append(name, value);
    }
  }
  // A stable sort: repeated parameters (`kategorie=3&kategorie=1`) keep their order, which a page may read.
  const query = new URLSearchParams(kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))).toString();
  return { pathname, query: query ? `?${query}` : '', leftOut };
}

/**
 * A redirect the page answered, from the address it was rendered for, with the parameters that address
 * left out put back: a campaign's parameters reach the page the visitor lands on, where its analytics
 * reads them. A target that names a parameter itself keeps its own value.
 */
export function withLeftOutParams(location: string, { leftOut }: PageAddress): string {
  if (leftOut.size === 0 || !location.startsWith('/')) {
    return location;
  }
  const hashAt = location.indexOf('#');
  const [target, hash] = hashAt === -1 ? [location, ''] : [location.slice(0, hashAt), location.slice(hashAt)];
  const queryAt = target.indexOf('?');
  const params = new URLSearchParams(queryAt === -1 ? '' : target.slice(queryAt + 1));
  const named = new Set(params.keys());
  for (const [name, value] of leftOut) {
    if (!named.has(name)) {
      params.append(name, value);
    }
  }
  return `${queryAt === -1 ? target : target.slice(0, queryAt)}?${params.toString()}${hash}`;
}
