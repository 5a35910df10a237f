import { CMS_CONTENT_TYPES } from './cms-content-types';

/**
 * What changed in the CMS, in the terms of the gateway's caches: the content endpoints (`/api/{resource}`)
 * whose answers may differ now, in one language or in all (`locale: null`), or everything.
 */
export type ContentChange = { kind: 'everything' } | { kind: 'resources'; resources: readonly string[]; locale: string | null };

export const EVERYTHING: ContentChange = { kind: 'everything' };

/** The navigation plugin's content: its render endpoint is `/api/navigation/render/{id}`. */
const NAVIGATION_UIDS = new Set(['plugin::navigation.navigation', 'plugin::navigation.navigation-item']);

const LOCALE = /^[a-z]{2}(-[A-Za-z]{2})?$/;

/**
 * The change a Strapi webhook call tells (`{ event, uid, entry: { locale } }` for entries, `{ event, media }`
 * for the media library): a file, which any page may show, changes everything. Null when the call names
 * nothing the gateway knows (no event, a type it does not know, no object at all): such a call must not
 * empty every cache.
 */
export function changeOfWebhook(body: unknown): ContentChange | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return null;
  }
  const { event, uid, entry } = body as { event?: unknown; uid?: unknown; entry?: unknown };
  if (typeof event === 'string' && event.startsWith('media.')) {
    return EVERYTHING;
  }
  if (typeof event !== 'string' || !event.startsWith('entry.') || typeof uid !== 'string') {
    return null;
  }
  if (NAVIGATION_UIDS.has(uid)) {
    return { kind: 'resources', resources: ['navigation'], locale: null };
  }
  const resources = Object.hasOwn(CMS_CONTENT_TYPES, uid) ? CMS_CONTENT_TYPES[uid] : undefined;
  if (!resources) {
    return null;
  }
  const locale = typeof entry === 'object' && entry !== null ? (entry as { locale?: unknown }).locale : undefined;
  return { kind: 'resources', resources, locale: typeof locale === 'string' && LOCALE.test(locale) ? locale : null };
}

/**
 * What a CMS request read, as `{resource} {locale}`: the endpoint below `/api/` and the language it asked
 * for (`*` for a request without one, whose answer covers every language).
 */
export function cmsReadOf(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const match = /\/api\/([^/?]+)/.exec(parsed.pathname);
  if (!match) {
    return null;
  }
  return `${match[1]} ${parsed.searchParams.get('locale') ?? '*'}`;
}

/** Whether content read as `read` (see `cmsReadOf`) may have changed with `change`. */
export function isAffected(change: ContentChange, read: string): boolean {
  if (change.kind === 'everything') {
    return true;
  }
  const [resource, locale] = read.split(' ');
  return change.resources.includes(resource ?? '') && (change.locale === null || locale === '*' || locale === change.locale);
}

/** Whether a CMS request's answer may have changed with `change`; an address it cannot read: yes. */
export function isAffectedUrl(change: ContentChange, url: string): boolean {
  const read = cmsReadOf(url);
  return read === null || isAffected(change, read);
}
