import { mediaUrl, type Article } from '@jobpoint/cms-client';
import type { Locale } from '@jobpoint/i18n';

/** Google shows at most this many characters of a headline. */
export const HEADLINE_MAX_LENGTH = 110;

export interface BlogPostingOptions {
  /** The absolute URL of the article's page. */
  url: string;
  /** The site's origin, for the image and the organisation. */
  origin: string;
  /** The language the article is written in (the German one on a Turkish page, for instance). */
  inLanguage: Locale;
  /** The organisation that writes and publishes the Ratgeber. */
  organizationName: string;
}

function absolute(url: string | undefined, origin: string): string | undefined {
  return url?.startsWith('/') ? `${origin}${url}` : url;
}

function headline(title: string): string {
  return title.length <= HEADLINE_MAX_LENGTH ? title : `${title.slice(0, HEADLINE_MAX_LENGTH - 1).trimEnd()}…`;
}

/** The image and its large rendition as absolute URLs; Google picks the one that fits. */
function images(article: Article, origin: string): string[] {
  const { image } = article;
  const urls = [image?.url, image?.formats?.['large']?.url].map((url) => absolute(mediaUrl(url), origin));
  return [...new Set(urls.filter((url): url is string => Boolean(url)))];
}

/**
 * schema.org `BlogPosting` of a Ratgeber article with what Google's article rich result reads: headline,
 * image, the dates, author and publisher, plus description, language and the page it is the main
 * entity of.
 */
export function buildBlogPosting(article: Article, { url, origin, inLanguage, organizationName }: BlogPostingOptions): Record<string, unknown> {
  const organization = { '@type': 'Organization', name: organizationName, url: origin };
  const published = article.publishedAt ?? article.createdAt;
  const posting = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: headline(article.title),
    description: article.description || article.seo?.metaDescription || undefined,
    image: images(article, origin),
    datePublished: published,
    dateModified: article.updatedAt ?? published,
    author: organization,
    publisher: organization,
    inLanguage,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    articleSection: article.categories.map((category) => category.name),
    keywords: article.tags.map((tag) => tag.name).join(', ') || undefined,
  };
  // Fields the article leaves empty are dropped, not sent as undefined or as empty lists.
  return JSON.parse(JSON.stringify(posting, (_key, value: unknown) => (Array.isArray(value) && value.length === 0 ? undefined : value))) as Record<string, unknown>;
}
