import { DEFAULT_LOCALE, isLocale, LOCALE_QUERY_PARAM, LOCALES, type Locale } from './locales';

/** A page's slug in each language it is written in: events and Ratgeber articles translate it with the title. */
export type LocalizedSlugs = Partial<Record<Locale, string>>;

/** A page's path in each language, where the languages' versions have paths of their own (a slug each). */
export type LocalePaths = Partial<Record<Locale, string>>;

/** The languages whose version a page shows where it has none in the page's language, in this order. */
const FALLBACK_LOCALES: readonly Locale[] = [DEFAULT_LOCALE, 'en'];

/** The language a URL names with `?locale=`, or null where it names none (or one the site does not have). */
export function urlLocaleOf(url: URL): Locale | null {
  const value = url.searchParams.get(LOCALE_QUERY_PARAM);
  return isLocale(value) ? value : null;
}

/** The slug of the version a page shows in a language: its own, else the German, else the English one. */
export function slugForLocale(slugs: LocalizedSlugs, locale: Locale): string | undefined {
  return [locale, ...FALLBACK_LOCALES].map((candidate) => slugs[candidate]).find(Boolean);
}

/** A page's path in every language, each with the slug of the version shown in it (`slugForLocale`). */
export function localizedPaths(slugs: LocalizedSlugs, pathOf: (slug: string) => string): LocalePaths {
  return Object.fromEntries(
    LOCALES.flatMap((locale) => {
      const slug = slugForLocale(slugs, locale);
      return slug ? [[locale, pathOf(slug)]] : [];
    }),
  );
}

/**
 * The slug a page with one slug per language is to be redirected to, or null where the request is at one
 * of its addresses: the slug of the URL's language (German where the URL names none) and, on a URL that
 * names no language, the slug of the language the visitor reads it in (their `lang` cookie). The target
 * depends on the URL alone, so a browser that keeps the permanent redirect is never sent astray.
 */
export function slugRedirect({
  slug,
  slugs,
  url,
  locale,
}: {
  slug: string;
  slugs: LocalizedSlugs;
  url: URL;
  /** The page's language. */
  locale: Locale;
}): string | null {
  const urlLocale = urlLocaleOf(url);
  const own = slugForLocale(slugs, urlLocale ?? DEFAULT_LOCALE);
  if (!own || slug === own || (!urlLocale && slug === slugForLocale(slugs, locale))) {
    return null;
  }
  return own;
}

/**
 * Where a page with one slug per language answers (ADR 086): `redirectTo`, the address (with the URL's
 * query) its loader redirects to permanently when the request is not at one of the page's addresses, and
 * the page's path in every language for its canonical and alternate links.
 */
export function localizedPage({
  pathOf,
  ...request
}: Parameters<typeof slugRedirect>[0] & { pathOf: (slug: string) => string }): { redirectTo: string | null; paths: LocalePaths } {
  const target = slugRedirect(request);
  return {
    redirectTo: target === null ? null : `${pathOf(target)}${request.url.search}`,
    paths: localizedPaths(request.slugs, pathOf),
  };
}
