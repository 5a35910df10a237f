import type { Core } from '@strapi/strapi';

import { COLLECTION_TYPES } from '../content-types';
import { articles } from './content/articles';
import { arrivalPage } from './content/editor-pages';
import { events } from './content/events';
import { companyRatings, customerRatings, eventRatings } from './content/ratings';
import { CATEGORIES, FAIR_SECTORS, FORMATS, LANGUAGES, locations, SOCIAL_BUTTONS, TAGS } from './content/taxonomy';
import type { MediaIds } from './media';
import { addMissingLocales, createLocalized, type Data, DEFAULT_LOCALE, documents, type Locale, type Localized } from './strapi-documents';

type CollectionName = keyof typeof COLLECTION_TYPES;

/**
 * Creates each entry unless one with the same key (slug, name …) exists in German, in which case only
 * the locales it lacks are added; returns documentIds by key, so relations can be set and a second run
 * adds nothing.
 */
async function ensureEntries(strapi: Core.Strapi, name: CollectionName, keyField: string, entries: Localized<Data>[]): Promise<Record<string, string>> {
  const uid = COLLECTION_TYPES[name].uid;
  const ids: Record<string, string> = {};
  for (const entry of entries) {
    const key = String(entry.de[keyField]);
    const existing = await documents(strapi, uid).findFirst({ locale: DEFAULT_LOCALE, filters: { [keyField]: key } });
    if (existing) {
      await addMissingLocales(strapi, uid, existing.documentId, entry);
      ids[key] = existing.documentId;
    } else {
      ids[key] = await createLocalized(strapi, uid, entry);
    }
  }
  return ids;
}

function everyLocale(build: (locale: Locale) => Data): Localized<Data> {
  return { de: build('de'), en: build('en'), tr: build('tr'), ar: build('ar') };
}

/** The documents of the collections that others refer to: formats, languages, locations, fair sectors, categories, tags. */
export function taxonomyContent(media: MediaIds) {
  return {
    formats: FORMATS.map((format) => everyLocale((locale) => ({ name: format.name, info: format.info[locale] }))),
    languages: LANGUAGES.map((language) => everyLocale((locale) => ({ name: language.name, languageName: language.languageName[locale] }))),
    locations: locations(media),
    fairSectors: FAIR_SECTORS.map((sector) => everyLocale((locale) => ({ name: sector[locale], isActive: true }))),
    categories: CATEGORIES.map((category) => everyLocale((locale) => ({ name: category.name[locale], slug: category.slug, description: category.description[locale] }))),
    tags: TAGS.map((tag) => everyLocale((locale) => ({ name: tag.name[locale], slug: tag.slug, color: tag.color }))),
  };
}

export async function seedCollections(strapi: Core.Strapi, media: MediaIds): Promise<void> {
  const taxonomy = taxonomyContent(media);
  const formats = await ensureEntries(strapi, 'veranstaltungen-format', 'name', taxonomy.formats);
  const languages = await ensureEntries(strapi, 'sprache', 'name', taxonomy.languages);
  const places = await ensureEntries(strapi, 'standort', 'Titel', taxonomy.locations);
  await ensureEntries(strapi, 'messe-filter', 'name', taxonomy.fairSectors);
  const categories = await ensureEntries(strapi, 'category', 'slug', taxonomy.categories);
  const tags = await ensureEntries(strapi, 'tag', 'slug', taxonomy.tags);

  await ensureEntries(strapi, 'veranstaltungen', 'slug', events(media, { formats, locations: places, languages }));
  await ensureEntries(strapi, 'article', 'slug', articles(media, { categories, tags }));
  await ensureEntries(strapi, 'bewertung', 'name', customerRatings);
  await ensureEntries(strapi, 'unternehmensbewertungen', 'name', companyRatings);
  await ensureEntries(strapi, 'veranstaltungsbewertungen', 'name', eventRatings);
  await ensureEntries(strapi, 'seite', 'slug', [arrivalPage(media)]);

  // Social buttons are not localized.
  const social = documents(strapi, COLLECTION_TYPES['social-button'].uid);
  for (const entry of SOCIAL_BUTTONS) {
    if (!(await social.findFirst({ filters: { type: entry.type } }))) {
      await social.create({ data: entry, status: 'published' });
    }
  }
}
