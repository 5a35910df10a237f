import type { Seo } from '@jobpoint/cms-client';
import { mediaUrl } from '@jobpoint/cms-client';
import { DEFAULT_LOCALE, escapeHtml, localizedUrl, LOCALES, type Locale, type LocalePaths } from '@jobpoint/i18n';
import { serializeJsonLd } from '@jobpoint/ui-kit';
import { buildOrganization, isHomePath } from './organization-json-ld';

export interface HeadInput {
  seo: Seo | null | undefined;
  locale: Locale;
  pathname: string;
  /**
   * The page's path in each language it is shown in, where its versions have paths of their own
   * (`PageLoaderData.paths`): the alternates name only those languages. Without it, every language at
   * `pathname`.
   */
  paths?: LocalePaths;
  origin: string;
  /** The site's name: the title of a page whose SEO block has none. */
  fallbackTitle: string;
  /**
   * Given when the page answers 404: what its title says in the page's language (`layout:notFoundTitle`).
   * It is not indexed and names no address (canonical, alternates, `og:url`), so one not-found page serves
   * every unknown path (ADR 044) without showing any of them.
   */
  notFoundTitle?: string;
}

export interface HeadData {
  title: string;
  description: string | undefined;
  robots: string | undefined;
  canonical: string | undefined;
  alternates: { hreflang: string; href: string }[];
  openGraph: { property: string; content: string }[];
  /** JSON-LD blocks of the head: the Organization on the home pages. */
  structuredData: Record<string, unknown>[];
}

/**
 * The head of a page from its CMS SEO block: title, description, canonical and one hreflang alternate per
 * language, each the canonical address of that language's version (`localizedUrl`, at that language's
 * path), plus Open Graph tags from metaSocial.
 */
export function buildHead({ seo, locale, pathname, paths, origin, fallbackTitle, notFoundTitle }: HeadInput): HeadData {
  if (notFoundTitle !== undefined) {
    const title = `${notFoundTitle} – ${fallbackTitle}`;
    return { title, description: undefined, robots: 'noindex', canonical: undefined, alternates: [], openGraph: [], structuredData: [] };
  }
  const pageUrl = (lang: Locale) => localizedUrl(origin, paths?.[lang] ?? pathname, lang);
  const languages = LOCALES.filter((lang) => !paths || paths[lang]);
  // A page without a German version is there by default in the first language it has.
  const defaultUrl = pageUrl(languages.includes(DEFAULT_LOCALE) || languages.length === 0 ? DEFAULT_LOCALE : languages[0]);
  const canonical = locale === DEFAULT_LOCALE ? (sameSiteUrl(seo?.canonicalUrl, origin) ?? pageUrl(DEFAULT_LOCALE)) : pageUrl(locale);
  const title = seo?.metaTitle || fallbackTitle;
  const description = seo?.metaDescription ?? undefined;
  const image = mediaUrl(seo?.metaImage?.url);
  const openGraph = [
    { property: 'og:title', content: title },
    { property: 'og:type', content: 'website' },
    { property: 'og:url', content: canonical },
    { property: 'og:locale', content: locale },
    ...(description ? [{ property: 'og:description', content: description }] : []),
    ...(image ? [{ property: 'og:image', content: absolute(image, origin) }] : []),
  ];
  return {
    title,
    description,
    robots: seo?.metaRobots ?? undefined,
    canonical,
    alternates: [
      ...languages.map((lang) => ({ hreflang: lang, href: pageUrl(lang) })),
      { hreflang: 'x-default', href: defaultUrl },
    ],
    openGraph,
    structuredData: isHomePath(pathname) ? [buildOrganization(origin)] : [],
  };
}

/**
 * An editor's canonical URL counts when it points into this site (a path, or a URL on the site's own
 * origin): a canonical to another host, such as a leftover production domain on a staging system, would
 * tell search engines to drop the page.
 */
function sameSiteUrl(url: string | null | undefined, origin: string): string | undefined {
  if (!url) {
    return undefined;
  }
  if (url.startsWith('/') && !url.startsWith('//')) {
    return `${origin}${url}`;
  }
  try {
    return new URL(url).origin === origin ? url : undefined;
  } catch {
    return undefined;
  }
}

/** A media URL on the site's own path (`/cms/uploads/…`) with the site's origin; one of another host as it is. */
function absolute(url: string, origin: string): string {
  return url.startsWith('/') ? `${origin}${url}` : url;
}

export function renderHeadTags(head: HeadData): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    head.description ? `<meta name="description" content="${escapeHtml(head.description)}">` : '',
    head.robots ? `<meta name="robots" content="${escapeHtml(head.robots)}">` : '',
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}">` : '',
    ...head.alternates.map((alt) => `<link rel="alternate" hreflang="${alt.hreflang}" href="${escapeHtml(alt.href)}">`),
    ...head.openGraph.map((og) => `<meta property="${og.property}" content="${escapeHtml(og.content)}">`),
    ...head.structuredData.map((data) => `<script type="application/ld+json">${serializeJsonLd(data)}</script>`),
  ];
  return tags.join('');
}
