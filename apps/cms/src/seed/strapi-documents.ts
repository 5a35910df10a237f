import type { Core, UID } from '@strapi/strapi';

export const LOCALES = ['de', 'en', 'tr', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'de';

/** Content for one document: de is required, the other locales are optional. */
export type Localized<T> = { de: T } & Partial<Record<Exclude<Locale, 'de'>, T>>;
export type Data = Record<string, unknown>;

interface DocumentRef {
  id: number;
  documentId: string;
}

/**
 * The seed works with content types by uid string; the generated content-type typings are not part of
 * the repository, so the document service is used through this narrow, loosely typed view.
 */
interface LooseDocuments {
  findFirst(params: Data): Promise<(DocumentRef & Data) | null>;
  findMany(params: Data): Promise<(DocumentRef & Data)[]>;
  count(params: Data): Promise<number>;
  create(params: Data): Promise<DocumentRef & Data>;
  update(params: Data): Promise<(DocumentRef & Data) | null>;
}

export function documents(strapi: Core.Strapi, uid: string): LooseDocuments {
  return strapi.documents(uid as UID.ContentType) as unknown as LooseDocuments;
}

/** Creates and publishes one document in every locale given; returns its documentId. */
export async function createLocalized(strapi: Core.Strapi, uid: string, content: Localized<Data>): Promise<string> {
  const service = documents(strapi, uid);
  const created = await service.create({ locale: DEFAULT_LOCALE, data: content.de, status: 'published' });
  for (const locale of LOCALES) {
    const data = content[locale];
    if (locale === DEFAULT_LOCALE || !data) continue;
    await service.update({ documentId: created.documentId, locale, data, status: 'published' });
  }
  return created.documentId;
}

/**
 * Adds the locales of `content` that an existing document lacks (a database seeded before a language was
 * written gets it on the next start); locales it has are left alone, with any editor's changes. Returns
 * how many locales were added.
 */
export async function addMissingLocales(strapi: Core.Strapi, uid: string, documentId: string, content: Localized<Data>): Promise<number> {
  const service = documents(strapi, uid);
  let added = 0;
  for (const locale of LOCALES) {
    const data = content[locale];
    if (locale === DEFAULT_LOCALE || !data) continue;
    if (await service.findFirst({ filters: { documentId }, locale })) continue;
    await service.update({ documentId, locale, data, status: 'published' });
    added += 1;
  }
  return added;
}

/**
 * Fills a single type: creates it when empty, otherwise only adds missing locales (keeps editors'
 * changes on later starts). Returns true when anything was written.
 */
export async function seedSingleType(strapi: Core.Strapi, uid: string, content: Localized<Data>): Promise<boolean> {
  const existing = await documents(strapi, uid).findFirst({ locale: DEFAULT_LOCALE });
  if (!existing) {
    await createLocalized(strapi, uid, content);
    return true;
  }
  return (await addMissingLocales(strapi, uid, existing.documentId, content)) > 0;
}

/** True when a collection already holds documents (then its seed is skipped as a whole). */
export async function hasDocuments(strapi: Core.Strapi, uid: string): Promise<boolean> {
  return (await documents(strapi, uid).count({ locale: DEFAULT_LOCALE })) > 0;
}

/** Slug creation (docs/product-overview.md, Validation): words, lower-case, joined with hyphens, URL-safe. */
export function slugify(text: string): string {
  const words = text
    .normalize('NFKD')
    .replace(/ß/g, 'ss')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .match(/[a-z0-9]+/g);
  return words ? words.join('-') : '';
}
