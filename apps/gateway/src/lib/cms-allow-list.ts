import { CMS_BROWSER_READS, CONTENT_WIDGETS, contentDescriptions } from '@jobpoint/cms-client';
import { SITE_PAGES } from '@jobpoint/site-routes';

/** The registry's single types that a content description shows as blocks. */
const DESCRIBED = contentDescriptions().filter((description) =>
  SITE_PAGES.some((page) => page.singleType === description.singleType),
);

/**
 * The widgets the site's pages show: those the content descriptions list, and every one, which an editor
 * page may place (cms-client `EDITOR_WIDGET_COMPONENTS` offers them all).
 */
const WIDGETS_SHOWN = new Set([
  ...DESCRIBED.flatMap((description) => description.blocks.flatMap((block) => ('widget' in block ? [block.widget] : []))),
  ...(Object.keys(CONTENT_WIDGETS) as (keyof typeof CONTENT_WIDGETS)[]),
]);

/**
 * The content endpoints that the browser may read through the gateway: every single type of the page
 * registry, what the pages' widgets read, and what the layout and the page modules read. Anything
 * else under `/cms` (admin, users, upload management, other plugins, content no page shows) is refused
 * before it reaches the CMS.
 */
export const CMS_CONTENT_ENDPOINTS: ReadonlySet<string> = new Set([
  ...SITE_PAGES.flatMap((page) => (page.singleType ? [page.singleType] : [])),
  ...[...WIDGETS_SHOWN].flatMap((widget) => CONTENT_WIDGETS[widget]),
  ...Object.values(CMS_BROWSER_READS).flat(),
]);

/** Collections the site also reads one entry of, by its document id (`/api/veranstaltungens/{id}`). */
const CMS_ENTRY_COLLECTIONS = new Set(['veranstaltungens']);

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;
const UPLOAD_FILE = /^\/uploads\/[A-Za-z0-9][A-Za-z0-9_.-]{0,200}$/;

/** The navigations the site renders (NAVIGATION_IDS), as they appear in a path. */
export function navigationPathIds(ids: Record<string, Record<string, string | number>>): ReadonlySet<string> {
  return new Set(Object.values(ids).flatMap((byLocale) => Object.values(byLocale).map(String)));
}

/**
 * Whether a path below `/cms` may be forwarded to the content service. A navigation is only rendered
 * for the site's own ids: the navigation plugin answers 500 to an id it does not know.
 */
export function isAllowedCmsPath(path: string, navigationIds: ReadonlySet<string>): boolean {
  if (UPLOAD_FILE.test(path) && !path.includes('..')) {
    return true;
  }
  const segments = path.split('/');
  if (segments[0] !== '' || segments[1] !== 'api') {
    return false;
  }
  const [, , first, second, third, ...rest] = segments;
  if (first === 'navigation') {
    return second === 'render' && third !== undefined && navigationIds.has(third) && rest.length === 0;
  }
  if (!first || !CMS_CONTENT_ENDPOINTS.has(first) || rest.length > 0 || third !== undefined) {
    return false;
  }
  return second === undefined || (CMS_ENTRY_COLLECTIONS.has(first) && SEGMENT.test(second));
}
