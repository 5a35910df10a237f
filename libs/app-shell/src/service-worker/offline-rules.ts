import { ROUTES } from '@jobpoint/site-routes';

/** The cache of visited pages (their HTML, as the gateway sent it). */
export const PAGES_CACHE = 'jobpoint-pages';

/** Both apps' script and style files, kept as pages use them. */
export const ASSETS_CACHE = 'jobpoint-assets';

/** Asks the service worker to keep a page that was opened inside the app, where no HTML was loaded. */
export const KEEP_PAGE_MESSAGE = 'jobpoint:keep-page';

export interface KeepPageMessage {
  type: typeof KEEP_PAGE_MESSAGE;
  /** Path and query of the page. */
  url: string;
}

/**
 * Pages that must open again without a network after any visit, also one by a link inside the app: the
 * Merkliste and every job. Other pages are kept when they were loaded as a whole page.
 */
export function isKeptOffline(pathname: string): boolean {
  return pathname.startsWith(`${ROUTES.jobBoard}/`);
}

/** Paths that are the gateway's own and never a page to keep: the service forwarders, downloads, files. */
export function isPageRequestPath(pathname: string): boolean {
  return (
    !/^\/(cms|jobs-api|static|api|_dev)(\/|$)/.test(pathname) &&
    !/\.[a-z0-9]+$/i.test(pathname) &&
    !pathname.endsWith('/pdf')
  );
}

export function isKeepPageMessage(data: unknown): data is KeepPageMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as KeepPageMessage).type === KEEP_PAGE_MESSAGE &&
    typeof (data as KeepPageMessage).url === 'string'
  );
}

/** A file of an app's client build: its name carries a hash of its content. */
export function isHashedAssetPath(pathname: string): boolean {
  return /^\/static\/[a-z-]+\/assets\/[^/]+\.(js|css)$/.test(pathname);
}
