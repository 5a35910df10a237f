/**
 * The content endpoints that the browser may read through the gateway. Anything else under
 * `/cms` (admin, users, upload management, other plugins) is refused before it reaches the CMS.
 */
export const CMS_CONTENT_ENDPOINTS = new Set([
  'ag-shop-a-job-seite',
  'anmeldung',
  'arbeitgebende',
  'arbeitssuchende',
  'articles',
  'avgs-coaching',
  'bewerbungsberatung',
  'bewertungs',
  'categories',
  'chat-contact',
  'cookie-bestimmungen',
  'datenschutzerklaerung',
  'download-seite',
  'einfache-sprache-seite',
  'email-vorlagen',
  'faq',
  'foerderung',
  'footer',
  'home',
  'impressum',
  'jb-anleitung',
  'jobboerse',
  'jobboerse-detail-seite',
  'joboerse-nutzungsbedingungen',
  'jobs',
  'kontakt',
  'ladengeschaeft-seite',
  'merkliste-seite',
  'messe-block',
  'messe-filters',
  'mini-newsletter',
  'mobi-job',
  'navigation-erweiterung',
  'newsletter',
  'notification',
  'nutzungshinweise',
  'ratgeber',
  'rating-block',
  'social-buttons',
  'sprachen',
  'standort-block',
  'standorte',
  'tags',
  'uberuns',
  'unternehmensbewertungens',
  'veranstaltungen-formate',
  'veranstaltungen-view',
  'veranstaltungens',
  'veranstaltungsbewertungens',
]);

/** Collections the site also reads one entry of, by id (`/api/veranstaltungens/{id}`). */
const CMS_ENTRY_COLLECTIONS = new Set(['veranstaltungens', 'articles']);

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
