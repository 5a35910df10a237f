import { isLocale, LOCALE_QUERY_PARAM } from '@jobpoint/i18n';
import { appForPath, pageQueryParams, pagesOf, type SiteApp, type SitePage } from '@jobpoint/site-routes';
import { SITE_APPS } from '../lib/page-renderer';

/** A registry path as a pattern, compiled once: React Router's `matchRoutes` flattens and ranks every route on every call (about 1 ms). */
interface PagePattern {
  page: SitePage;
  pattern: RegExp;
  paramNames: string[];
}

/**
 * A registry path matched as React Router matches a route's path: case-insensitive, any trailing slashes,
 * a `:name` segment taking one non-empty segment (the spec checks this against `matchRoutes`). Within an
 * app, the pattern with the fewest parameters comes first, as React Router ranks a static segment above a
 * parameter.
 */
function pagePattern(page: SitePage): PagePattern {
  const paramNames: string[] = [];
  const source = page.path.replace(/[\\.*+^${}|()[\]]/g, '\\$&').replace(/\/:([\w-]+)/g, (_match, name: string) => {
    paramNames.push(name);
    return '/([^\\/]+)';
  });
  return { page, pattern: new RegExp(`^${source}\\/*$`, 'i'), paramNames };
}

const PATTERNS = Object.fromEntries(
  SITE_APPS.map((siteApp) => [siteApp, pagesOf(siteApp).map(pagePattern).sort((a, b) => a.paramNames.length - b.paramNames.length)]),
) as Record<SiteApp, PagePattern[]>;

/** Each segment decoded, as the router reads a path; a slash inside a segment stays encoded. */
function decodedPath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replace(/\//g, '%2F');
      } catch {
        return segment;
      }
    })
    .join('/');
}

/** The registry's page the app renders for a path, with the path's parameters; null where only its 404 is. */
export function routedPage(pathname: string): { page: SitePage; params: Record<string, string> } | null {
  const decoded = decodedPath(pathname);
  for (const { page, pattern, paramNames } of PATTERNS[appForPath(pathname)]) {
    const match = pattern.exec(decoded);
    if (match) {
      return { page, params: Object.fromEntries(paramNames.map((name, index) => [name, (match[index + 1] ?? '').replace(/%2F/g, '/')])) };
    }
  }
  return null;
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
