import type { Locale } from '@jobpoint/i18n';
import { LOCALIZATIONS_POPULATE } from '../lib/models/localizations';
import { SEO_POPULATE } from '../lib/models/shared';
import type { StrapiParams } from '../lib/strapi/strapi-query';

export const ARTICLES_PATH = '/api/articles';
export const TAGS_PATH = '/api/tags';
export const CATEGORIES_PATH = '/api/categories';
export const ADVICE_PAGE_PATH = '/api/ratgeber';

/** Page sizes of the Ratgeber (docs/product-overview.md, Constants: top articles 15, latest blogs 3). */
export const TOP_ARTICLES_LIMIT = 15;
const LATEST_ARTICLES_LIMIT = 3;
export const RELATED_ARTICLES_LIMIT = 3;
/** Articles per page of the full list: three rows of three cards on a wide screen. */
export const ARTICLE_PAGE_SIZE = 9;
/** Strapi's default `maxLimit`: more tags or categories than this would not fit a filter anyway. */
const TAXONOMY_LIMIT = 100;
/** The longest search text sent to the CMS; people paste, the CMS need not scan a novel. */
export const ARTICLE_QUERY_MAX_LENGTH = 100;

/**
 * Newest first (spec §7 Articles). The id breaks ties between articles created in the same
 * millisecond (a seed, an import), so that paging never shows one twice or skips one.
 */
const ARTICLE_SORT = ['createdAt:desc', 'id:desc'];

const SUMMARY_FIELDS = ['title', 'slug', 'description', 'TopArtikel', 'createdAt', 'updatedAt', 'publishedAt', 'locale'];
const ARTICLE_FIELDS = [...SUMMARY_FIELDS, 'content', 'tableOfContents'];

/** What a card needs of the relations: the image, and each tag's and category's name and slug. */
const SUMMARY_POPULATE = {
  image: true,
  tags: { fields: ['name', 'slug', 'color'] },
  categories: { fields: ['name', 'slug'] },
};

/** A search of the full list, as the URL describes it; tags and categories are named by slug. */
export interface ArticleSearch {
  query: string;
  tag: string | null;
  category: string | null;
  /** 1-based. */
  page: number;
}

export const DEFAULT_ARTICLE_SEARCH: ArticleSearch = { query: '', tag: null, category: null, page: 1 };

/**
 * Strapi filters of a search: the text in the title, a tag name or a category name (case-insensitive),
 * and the chosen tag and category. `undefined` when nothing filters.
 */
export function articleSearchFilters({ query, tag, category }: Omit<ArticleSearch, 'page'>): StrapiParams | undefined {
  const text = query.trim().slice(0, ARTICLE_QUERY_MAX_LENGTH);
  const conditions: StrapiParams[] = [];
  if (text) {
    conditions.push({
      $or: [{ title: { $containsi: text } }, { tags: { name: { $containsi: text } } }, { categories: { name: { $containsi: text } } }],
    });
  }
  if (tag) conditions.push({ tags: { slug: { $eq: tag } } });
  if (category) conditions.push({ categories: { slug: { $eq: category } } });
  return conditions.length > 0 ? { $and: conditions } : undefined;
}

/** One page of the full list for a search, newest first. */
export function articleListParams(locale: Locale, search: ArticleSearch, pageSize = ARTICLE_PAGE_SIZE): StrapiParams {
  return {
    locale,
    filters: articleSearchFilters(search),
    sort: ARTICLE_SORT,
    pagination: { page: Math.max(1, Math.floor(search.page)), pageSize },
    fields: SUMMARY_FIELDS,
    populate: SUMMARY_POPULATE,
  };
}

/** The articles the editors marked as top (`TopArtikel`), newest first, at most 15. */
export function topArticlesParams(locale: Locale): StrapiParams {
  return {
    locale,
    filters: { TopArtikel: { $eq: true } },
    sort: ARTICLE_SORT,
    pagination: { page: 1, pageSize: TOP_ARTICLES_LIMIT },
    fields: SUMMARY_FIELDS,
    populate: SUMMARY_POPULATE,
  };
}

/** The newest articles, without the one named (the article being read). */
export function latestArticlesParams(locale: Locale, { excludeSlug, limit = LATEST_ARTICLES_LIMIT }: { excludeSlug?: string; limit?: number } = {}): StrapiParams {
  return {
    locale,
    filters: excludeSlug ? { slug: { $ne: excludeSlug } } : undefined,
    sort: ARTICLE_SORT,
    pagination: { page: 1, pageSize: limit },
    fields: SUMMARY_FIELDS,
    populate: SUMMARY_POPULATE,
  };
}

/** One article by its slug, with everything its page shows and its SEO block. */
export function articleBySlugParams(locale: Locale, slug: string): StrapiParams {
  return {
    locale,
    filters: { slug: { $eq: slug } },
    pagination: { page: 1, pageSize: 1 },
    fields: ARTICLE_FIELDS,
    populate: { ...SUMMARY_POPULATE, seo: SEO_POPULATE, localizations: LOCALIZATIONS_POPULATE },
  };
}

export interface RelatedArticlesArgs {
  locale: Locale;
  /** The article being read, left out of the list. */
  slug: string;
  tagSlugs: readonly string[];
  categorySlugs: readonly string[];
}

/** Articles that share a tag or a category with the one being read, newest first. */
export function relatedArticlesParams({ locale, slug, tagSlugs, categorySlugs }: RelatedArticlesArgs): StrapiParams {
  const shared: StrapiParams[] = [];
  if (tagSlugs.length > 0) shared.push({ tags: { slug: { $in: [...tagSlugs] } } });
  if (categorySlugs.length > 0) shared.push({ categories: { slug: { $in: [...categorySlugs] } } });
  const latest = latestArticlesParams(locale, { excludeSlug: slug, limit: RELATED_ARTICLES_LIMIT });
  // An article without tags and categories is related to none: the newest ones stand in.
  return shared.length > 0 ? { ...latest, filters: { $and: [{ slug: { $ne: slug } }, { $or: shared }] } } : latest;
}

/** The tags (with their colours) or categories a filter offers, by name. */
export function taxonomyParams(locale: Locale, kind: 'tags' | 'categories'): StrapiParams {
  return {
    locale,
    sort: ['name:asc'],
    pagination: { page: 1, pageSize: TAXONOMY_LIMIT },
    fields: kind === 'tags' ? ['name', 'slug', 'color'] : ['name', 'slug'],
  };
}

/** The Ratgeber page's texts with its header image and SEO block. */
export const ADVICE_PAGE_POPULATE = { seo: SEO_POPULATE, headerSection: { populate: { image: true } } };
