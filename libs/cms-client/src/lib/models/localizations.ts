import { isLocale, type Locale, type LocalizedSlugs } from '@jobpoint/i18n';

/** Populate tree of an entry's versions in the other languages: the slug of each. */
export const LOCALIZATIONS_POPULATE = { fields: ['slug', 'locale'] };

/** An entry's version in another language, as `LOCALIZATIONS_POPULATE` reads it. */
export interface Localization {
  locale: string;
  slug?: string | null;
}

/** An entry's slug in each language it is written in: its own, in the language it came in, and its versions'. */
export function localizedSlugs(entry: { slug?: string | null; localizations: readonly Localization[] }, locale: Locale): LocalizedSlugs {
  const slugs: LocalizedSlugs = {};
  for (const { locale: other, slug } of entry.localizations) {
    if (isLocale(other) && slug) slugs[other] = slug;
  }
  if (entry.slug) slugs[locale] = entry.slug;
  return slugs;
}
