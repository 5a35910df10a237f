import type { Core } from '@strapi/strapi';

import { COLLECTION_TYPES, SINGLE_TYPES } from '../content-types';
import { LOCAL_DEFAULTS, LOCAL_SITE_URL } from '../local-defaults';
import { DEFAULT_LOCALE, documents } from '../seed/strapi-documents';
import { COLLECTION_PATHS, SINGLE_TYPE_PATHS } from './site-paths';

/** What Strapi's preview asks for: an entry in a language and a status (`draft` or `published`). */
export interface PreviewTarget {
  documentId: string;
  locale?: string;
  status?: string;
}

type Status = 'draft' | 'published';
const statusOf = (target: PreviewTarget): Status => (target.status === 'draft' ? 'draft' : 'published');

/**
 * The site's address without a trailing slash: SITE_URL, the local gateway when it is not set, null when
 * it is empty (a CMS without a site, which offers no preview).
 */
export function siteUrl(): string | null {
  const value = process.env.SITE_URL ?? LOCAL_SITE_URL;
  return value === '' ? null : value.replace(/\/+$/, '');
}

/** A page's path in a language: German has no parameter, the others `?locale=xx` (the site's own). */
export function localizedPath(path: string, locale?: string): string {
  return !locale || locale === DEFAULT_LOCALE ? path : `${path}?locale=${encodeURIComponent(locale)}`;
}

/** The site's preview entry for a path: it checks the secret, sets the preview cookie and redirects. */
export function previewEntryUrl(path: string, status: Status): string | null {
  const site = siteUrl();
  if (site === null) return null;
  const query = new URLSearchParams({ secret: process.env.PREVIEW_SECRET || LOCAL_DEFAULTS.previewSecret, url: path, status });
  return `${site}/api/preview?${query}`;
}

async function collectionPath(strapi: Core.Strapi, uid: string, pattern: string, target: PreviewTarget): Promise<string | null> {
  const { documentId, locale } = target;
  const entry = await documents(strapi, uid).findFirst({ filters: { documentId }, locale, status: statusOf(target), fields: ['slug'] });
  return typeof entry?.slug === 'string' && entry.slug ? pattern.replace(':slug', encodeURIComponent(entry.slug)) : null;
}

/**
 * Strapi's preview handler (config/admin.ts): the site URL that shows this entry, in its language and
 * status, or null for a content type that is not a page of the site (the admin then shows no preview).
 */
export async function previewUrl(strapi: Core.Strapi, uid: string, target: PreviewTarget): Promise<string | null> {
  const single = Object.entries(SINGLE_TYPES).find(([, type]) => type.uid === uid);
  const collection = Object.entries(COLLECTION_TYPES).find(([, type]) => type.uid === uid);
  let path: string | null = null;
  if (single) {
    path = SINGLE_TYPE_PATHS[single[0] as keyof typeof SINGLE_TYPES] ?? null;
  } else if (collection) {
    const pattern = COLLECTION_PATHS[collection[0] as keyof typeof COLLECTION_TYPES];
    path = pattern ? await collectionPath(strapi, uid, pattern, target) : null;
  }
  return path === null ? null : previewEntryUrl(localizedPath(path, target.locale), statusOf(target));
}
