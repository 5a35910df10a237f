import { DEFAULT_LOCALE, localizedUrl, LOCALES, type Locale, type LocalePaths } from '@jobpoint/i18n';

/** A page of the site for the sitemap: its path (without language) and when it last changed. */
export interface SitemapEntry {
  path: string;
  /**
   * The page's path in each language where its versions have a slug each (events, articles, editor
   * pages), and only the languages it is listed in; else `path` in every language.
   */
  paths?: LocalePaths;
  /** ISO 8601 date or date-time; left out when the source does not know it. */
  lastmod?: string;
}

/** One `<url>`: the address of one language version and the addresses of all versions. */
export interface SitemapUrl {
  loc: string;
  lastmod?: string;
  alternates: { hreflang: string; href: string }[];
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/**
 * The language versions of a page, addressed as the page's head does (`localizedUrl`): German at the bare
 * path (also the `x-default`), every other language with `?locale=`, each at that language's path; where
 * `paths` is given, only the languages it names. Each version lists all versions as alternates.
 */
export function localizedUrls(entry: SitemapEntry, origin: string): SitemapUrl[] {
  const href = (locale: Locale) => localizedUrl(origin, entry.paths?.[locale] ?? entry.path, locale);
  const locales = LOCALES.filter((locale) => !entry.paths || entry.paths[locale]);
  const alternates = [
    ...locales.map((locale) => ({ hreflang: locale, href: href(locale) })),
    // A page without a German version is there by default in the first language it has.
    { hreflang: 'x-default', href: href(locales.includes(DEFAULT_LOCALE) ? DEFAULT_LOCALE : (locales[0] ?? DEFAULT_LOCALE)) },
  ];
  return locales.map((locale) => ({ loc: href(locale), lastmod: entry.lastmod, alternates }));
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

export function renderUrlset(urls: readonly SitemapUrl[]): string {
  const items = urls.map(
    (url) =>
      `<url><loc>${escapeXml(url.loc)}</loc>` +
      (url.lastmod ? `<lastmod>${escapeXml(url.lastmod)}</lastmod>` : '') +
      url.alternates
        .map((alt) => `<xhtml:link rel="alternate" hreflang="${alt.hreflang}" href="${escapeXml(alt.href)}"/>`)
        .join('') +
      '</url>\n',
  );
  return (
    XML_DECLARATION +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    items.join('') +
    '</urlset>\n'
  );
}

export function renderSitemapIndex(parts: readonly { loc: string; lastmod?: string }[]): string {
  const items = parts.map(
    (part) =>
      `<sitemap><loc>${escapeXml(part.loc)}</loc>${part.lastmod ? `<lastmod>${escapeXml(part.lastmod)}</lastmod>` : ''}</sitemap>\n`,
  );
  return (
    XML_DECLARATION +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    items.join('') +
    '</sitemapindex>\n'
  );
}
