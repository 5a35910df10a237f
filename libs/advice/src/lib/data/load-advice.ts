import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { data, redirect } from 'react-router';
import { articlesApi, localizedSlugs, type ArticleSearch, type Seo } from '@jobpoint/cms-client';
import { localizedPage, type Locale, type LocalePaths } from '@jobpoint/i18n';
import { pagePath } from '@jobpoint/site-routes';
import { settle } from '@jobpoint/store';
import { adviceResources } from '../i18n/advice-resources';
import { isNarrowed, isSlug } from '../search/advice-search';
import type { TocEntry } from '../toc/table-of-contents';

export type AdviceDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/** What the Ratgeber's list needs to find its data in the store. */
export interface AdviceListData {
  locale: Locale;
  /** The language the articles are shown in: the page's, or German where the Ratgeber has none in it. */
  articleLocale: Locale;
  search: ArticleSearch;
}

/**
 * Loads the Ratgeber for a search: the page's texts and the newest articles first (they tell which
 * language the articles are in), then the top articles, the page of the search, the tags and the
 * categories in that language. Never throws: the page says so when the articles are missing.
 */
export async function loadAdviceList(dispatch: AdviceDispatch, { locale, search }: { locale: Locale; search: ArticleSearch }): Promise<AdviceListData> {
  const [, latest] = await Promise.all([
    settle(dispatch(articlesApi.endpoints.getAdvicePage.initiate(locale))),
    settle(dispatch(articlesApi.endpoints.getLatestArticles.initiate(locale))),
  ]);
  const articleLocale = latest?.data?.locale ?? locale;
  await Promise.all([
    isNarrowed(search) ? undefined : settle(dispatch(articlesApi.endpoints.getTopArticles.initiate({ locale: articleLocale }))),
    settle(dispatch(articlesApi.endpoints.getArticles.initiate({ locale: articleLocale, ...search }))),
    settle(dispatch(articlesApi.endpoints.getArticleTags.initiate({ locale: articleLocale }))),
    settle(dispatch(articlesApi.endpoints.getArticleCategories.initiate({ locale: articleLocale }))),
  ]);
  return { locale, articleLocale, search };
}

type ArticlesState = Parameters<ReturnType<typeof articlesApi.endpoints.getAdvicePage.select>>[0];

/** The Ratgeber's SEO block from the CMS, or its title when the CMS has none. */
export function selectAdviceSeo(state: ArticlesState, locale: Locale): Seo {
  const page = articlesApi.endpoints.getAdvicePage.select(locale)(state).data?.content;
  return page?.seo ?? { metaTitle: page?.headerSection?.title || adviceResources[locale].title };
}

/** What an article's page needs to find its data in the store. */
export interface ArticlePageData {
  locale: Locale;
  slug: string;
  /** The site's origin, for the article's structured data; the server's, so hydration matches. */
  origin: string;
  /** The article's table of contents (`tableOfContents`). */
  toc: TocEntry[];
  /** The page's path in each language: each language's own slug, German's where it has none (ADR 086). */
  paths: LocalePaths;
}

const articlePagePath = (slug: string) => pagePath('article', { slug });

function fail(status: 404 | 503): never {
  throw data(null, { status, statusText: status === 404 ? 'Not Found' : 'Service Unavailable' });
}

/**
 * Loads an article and the articles related to it. A malformed or unknown slug is a 404 (the not-found
 * page); a failing CMS is a 503 error page. A slug that is not the article's address in the URL's
 * language is a permanent redirect there, keeping the query (ADR 086).
 */
export async function loadArticle(dispatch: AdviceDispatch, { locale, slug, url }: { locale: Locale; slug: string | undefined; url: URL }): Promise<ArticlePageData> {
  if (!isSlug(slug)) fail(404);
  const result = await settle(dispatch(articlesApi.endpoints.getArticle.initiate({ locale, slug })));
  const found = result?.data;
  if (!found) {
    const error = result?.error as FetchBaseQueryError | undefined;
    // Strapi rejects a filter value it cannot read (400) as it would an unknown slug: no page here.
    fail(result && (!error || error.status === 400) ? 404 : 503);
  }
  const { redirectTo, paths } = localizedPage({ slug, slugs: localizedSlugs(found.content, found.locale), url, locale, pathOf: articlePagePath });
  if (redirectTo) throw redirect(redirectTo, 301);
  const [{ tableOfContents }] = await Promise.all([
    import('../toc/table-of-contents'),
    settle(dispatch(articlesApi.endpoints.getRelatedArticles.initiate(relatedArgs(found.content, found.locale)))),
  ]);
  return { locale, slug, origin: url.origin, toc: tableOfContents(found.content.content), paths };
}

/** The related list of an article, asked for the same way by the loader and the page. */
export function relatedArgs(article: { slug: string; tags: { slug: string }[]; categories: { slug: string }[] }, locale: Locale) {
  return {
    locale,
    slug: article.slug,
    tagSlugs: article.tags.map((tag) => tag.slug),
    categorySlugs: article.categories.map((category) => category.slug),
  };
}

/** The head of an article's page: its SEO block, or its title and description. */
export function selectArticleSeo(state: ArticlesState, { locale, slug }: Pick<ArticlePageData, 'locale' | 'slug'>): Seo | null {
  const article = articlesApi.endpoints.getArticle.select({ locale, slug })(state).data?.content;
  if (!article) return null;
  return article.seo ?? { metaTitle: article.title, metaDescription: article.description };
}
