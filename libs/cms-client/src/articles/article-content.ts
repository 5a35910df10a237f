import type { ArticleSummary } from './article-schema';

export type { AdvicePage, Article, ArticleCategory, ArticleSummary, ArticleTag } from './article-schema';

/** One page of a list and where it stands (spec §3 "Paged result"). */
export interface PagedArticles {
  articles: ArticleSummary[];
  page: number;
  pageSize: number;
  pageCount: number;
  total: number;
}
