export const LOCALES = ['de', 'en', 'tr', 'ar'] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'de';

/** The cookie that remembers the visitor's language between visits. */
// Stryker disable next-line StringLiteral: a name, not logic.
export const LOCALE_COOKIE = 'lang';

/** The query parameter that selects the language of a page (`?locale=en`). */
export const LOCALE_QUERY_PARAM = 'locale';

/**
 * The address of a page's version in a language, as its canonical link names it: German at the bare path,
 * every other language with `?locale=`. Alternates, in the head and in the sitemap, name these addresses
 * too, so search engines find each version under the one address it calls its own.
 */
export function localizedUrl(origin: string, path: string, locale: Locale): string {
  return locale === DEFAULT_LOCALE ? `${origin}${path}` : `${origin}${path}?${LOCALE_QUERY_PARAM}=${locale}`;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function localeDirection(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/**
 * The page language: `?locale=` first, then the `lang` cookie, then German. A value that names no
 * supported language counts as absent at its level, so `?locale=xx` with a `lang=en` cookie falls back
 * to German only because the query asked for something explicitly: an unknown query value means de.
 */
export function resolveLocale(input: { query?: string | null; cookie?: string | null }): Locale {
  if (input.query !== undefined && input.query !== null && input.query !== '') {
    return isLocale(input.query) ? input.query : DEFAULT_LOCALE;
  }
  return isLocale(input.cookie) ? input.cookie : DEFAULT_LOCALE;
}

/** Names of the languages in their own script, for the language switch. */
// Stryker disable all: text, not logic.
export const LOCALE_NAMES: Record<Locale, string> = {
  de: 'Deutsch',
  en: 'English',
  tr: 'Türkçe',
  ar: 'العربية',
};
// Stryker restore all
