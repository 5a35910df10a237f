import type { Locale } from '@jobpoint/i18n';
import { cmsApi } from '../lib/api/cms-api';
import { fetchLocalizedContent, fetchSingleType, isEmptyList, localizedSingleTypeQuery, type CmsBaseQuery, type ContentResult, type LocalizedContent } from '../lib/strapi/fetch-single-type';
import { isRecord, unwrapResponse } from '../lib/strapi/normalize';
import type { StrapiParams } from '../lib/strapi/strapi-query';
import type { AdvicePage, Article, ArticleCategory, ArticleSummary, ArticleTag, PagedArticles } from './article-content';
import {
  ADVICE_PAGE_PATH,
  ADVICE_PAGE_POPULATE,
  ARTICLE_PAGE_SIZE,
  articleBySlugParams,
  articleListParams,
  ARTICLES_PATH,
  CATEGORIES_PATH,
  latestArticlesParams,
  RELATED_ARTICLES_LIMIT,
  relatedArticlesParams,
  TAGS_PATH,
  taxonomyParams,
  topArticlesParams,
  type ArticleSearch,
  type RelatedArticlesArgs,
} from './article-queries';

/** Arguments of a list in the articles' language (see `getLatestArticles`). */
export interface ArticleListArgs {
  locale: Locale;
}

export interface ArticleSearchArgs extends ArticleSearch {
  locale: Locale;
}

export interface ArticleArgs {
  /** The page's language. */
  locale: Locale;
  slug: string;
}


const articleSchemas = () => import('./article-schema');
const articleList = () => articleSchemas().then((schemas) => schemas.articleListSchema);
const articleSummaryList = () => articleSchemas().then((schemas) => schemas.articleSummaryListSchema);

/** Where a page of the list stands, from Strapi's `meta.pagination`. */
function pagination(body: unknown, fallbackPage: number): Omit<PagedArticles, 'articles'> {
  const meta = isRecord(body) && isRecord(body['meta']) && isRecord(body['meta']['pagination']) ? body['meta']['pagination'] : {};
  const number = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);
  return {
    page: number(meta['page'], fallbackPage),
    pageSize: number(meta['pageSize'], ARTICLE_PAGE_SIZE),
    pageCount: number(meta['pageCount'], 0),
    total: number(meta['total'], 0),
  };
}

/**
 * An article by slug in the page's language, else in German, else in English: the Ratgeber is written in
 * German and English, and a Turkish or Arabic page shows it in the language it has (marked as such).
 * `null` when no language has that slug.
 */
async function fetchArticle(baseQuery: CmsBaseQuery, { locale, slug }: ArticleArgs): Promise<ContentResult<LocalizedContent<Article> | null>> {
  const request = (candidate: Locale) => ({ path: ARTICLES_PATH, params: articleBySlugParams(candidate, slug) });
  const found = await fetchLocalizedContent(baseQuery, request, articleList, locale, isEmptyList);
  if (found.error) return found;
  if (found.data) return { data: { content: found.data.content[0], locale: found.data.locale } };
  if (locale === 'en') return { data: null };
  const english = await fetchSingleType(baseQuery, request('en'), articleList);
  if (english.error) return english;
  const article = english.data?.[0];
  return { data: article ? { content: article, locale: 'en' } : null };
}

/** Articles that share a tag or category with the one being read or, when none do, the newest others. */
async function fetchRelatedArticles(baseQuery: CmsBaseQuery, args: RelatedArticlesArgs): Promise<ContentResult<ArticleSummary[]>> {
  const list = async (params: StrapiParams): Promise<ContentResult<ArticleSummary[]>> => {
    const result = await fetchSingleType(baseQuery, { path: ARTICLES_PATH, params }, articleSummaryList);
    return result.error ? result : { data: result.data ?? [] };
  };
  const related = await list(relatedArticlesParams(args));
  if (related.error || related.data.length > 0) return related;
  return list(latestArticlesParams(args.locale, { excludeSlug: args.slug, limit: RELATED_ARTICLES_LIMIT }));
}

export const articlesApi = cmsApi.injectEndpoints({
  endpoints: (build) => ({
    /** The Ratgeber's own texts, header image and SEO block, German where not translated. */
    getAdvicePage: build.query<LocalizedContent<AdvicePage> | null, Locale>({
      queryFn: localizedSingleTypeQuery(ADVICE_PAGE_PATH, () => articleSchemas().then((schemas) => schemas.advicePageSchema), { populate: ADVICE_PAGE_POPULATE }),
    }),
    /**
     * The newest articles in the page's language, or in German when there are none in it. Its `locale`
     * is the language of the Ratgeber for that page: every other list is asked for in it.
     */
    getLatestArticles: build.query<LocalizedContent<ArticleSummary[]> | null, Locale>({
      queryFn: (locale, _api, _extraOptions, baseQuery) =>
        fetchLocalizedContent(baseQuery, (candidate) => ({ path: ARTICLES_PATH, params: latestArticlesParams(candidate) }), articleSummaryList, locale, isEmptyList),
    }),
    getTopArticles: build.query<ArticleSummary[], ArticleListArgs>({
      query: ({ locale }) => ({ path: ARTICLES_PATH, params: topArticlesParams(locale) }),
      transformResponse: async (body: unknown) => (await articleSummaryList()).parse(unwrapResponse(body)),
    }),
    getArticles: build.query<PagedArticles, ArticleSearchArgs>({
      query: ({ locale, ...search }) => ({ path: ARTICLES_PATH, params: articleListParams(locale, search) }),
      transformResponse: async (body: unknown, _meta, { page }) => ({
        articles: (await articleSummaryList()).parse(unwrapResponse(body)),
        ...pagination(body, page),
      }),
    }),
    getArticleTags: build.query<ArticleTag[], ArticleListArgs>({
      query: ({ locale }) => ({ path: TAGS_PATH, params: taxonomyParams(locale, 'tags') }),
      transformResponse: async (body: unknown) => (await articleSchemas()).articleTagListSchema.parse(unwrapResponse(body)),
    }),
    getArticleCategories: build.query<ArticleCategory[], ArticleListArgs>({
      query: ({ locale }) => ({ path: CATEGORIES_PATH, params: taxonomyParams(locale, 'categories') }),
      transformResponse: async (body: unknown) => (await articleSchemas()).articleCategoryListSchema.parse(unwrapResponse(body)),
    }),
    /** One article with its language (see `fetchArticle`); `null` for an unknown slug. */
    getArticle: build.query<LocalizedContent<Article> | null, ArticleArgs>({
      queryFn: (args, _api, _extraOptions, baseQuery) => fetchArticle(baseQuery, args),
    }),
    /** Articles sharing a tag or category with the one being read, in its language. */
    getRelatedArticles: build.query<ArticleSummary[], RelatedArticlesArgs>({
      queryFn: (args, _api, _extraOptions, baseQuery) => fetchRelatedArticles(baseQuery, args),
    }),
  }),
});

export const {
  useGetAdvicePageQuery,
  useGetLatestArticlesQuery,
  useGetTopArticlesQuery,
  useGetArticlesQuery,
  useGetArticleTagsQuery,
  useGetArticleCategoriesQuery,
  useGetArticleQuery,
  useGetRelatedArticlesQuery,
} = articlesApi;
