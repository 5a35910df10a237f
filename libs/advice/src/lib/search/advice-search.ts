import type { ArticleSearch } from '@jobpoint/cms-client';
import { PAGES, type PageQueryParam } from '@jobpoint/site-routes';

/**
 * The Ratgeber's search lives in the page URL, so it can be shared, reloaded and walked back with the
 * browser's back button, and the server renders the same list for the same URL. Names are short and
 * German like the job board's; tags and categories are named by their slug, which is the same in every
 * language of the CMS.
 */
export const ADVICE_SEARCH_PARAMS = { query: 'q', tag: 'tag', category: 'kategorie', page: 'seite' } as const satisfies Record<keyof ArticleSearch, PageQueryParam<'advice'>>;

export const ADVICE_PATH = PAGES.advice.path;

/** A CMS slug: letters, digits and hyphens (Strapi's uid also allows `_`, `.` and `~`). */
const SLUG = /^[A-Za-z0-9][A-Za-z0-9_.~-]{0,199}$/;

export function isSlug(value: string | null | undefined): value is string {
  return typeof value === 'string' && SLUG.test(value);
}

/**
 * The search a URL query describes. Unknown or malformed values fall back to their defaults instead of
 * failing, because people edit and truncate URLs.
 */
export function adviceSearchFromQuery(params: URLSearchParams): ArticleSearch {
  const tag = params.get(ADVICE_SEARCH_PARAMS.tag);
  const category = params.get(ADVICE_SEARCH_PARAMS.category);
  const page = params.get(ADVICE_SEARCH_PARAMS.page);
  return {
    query: (params.get(ADVICE_SEARCH_PARAMS.query) ?? '').trim(),
    tag: isSlug(tag) ? tag : null,
    category: isSlug(category) ? category : null,
    page: page && /^\d{1,6}$/.test(page) && Number(page) > 0 ? Number(page) : 1,
  };
}

/** The URL query of a search; defaults are left out, so the plain Ratgeber has no query at all. */
export function queryFromAdviceSearch(search: ArticleSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.query.trim()) params.set(ADVICE_SEARCH_PARAMS.query, search.query.trim());
  if (search.tag) params.set(ADVICE_SEARCH_PARAMS.tag, search.tag);
  if (search.category) params.set(ADVICE_SEARCH_PARAMS.category, search.category);
  if (search.page > 1) params.set(ADVICE_SEARCH_PARAMS.page, String(search.page));
  return params;
}

/** The Ratgeber's path for a search. */
export function adviceHref(search: ArticleSearch): string {
  const query = queryFromAdviceSearch(search).toString();
  return query ? `${ADVICE_PATH}?${query}` : ADVICE_PATH;
}

/** Whether the search narrows the list at all (text, tag or category). */
export function isFiltered(search: ArticleSearch): boolean {
  return Boolean(search.query.trim() || search.tag || search.category);
}

/** Past the plain list's first page: the top and newest articles step aside so the results come first. */
export function isNarrowed(search: ArticleSearch): boolean {
  return isFiltered(search) || search.page > 1;
}

/** A changed search starts again on its first page. */
export function withFilter(search: ArticleSearch, change: Partial<Omit<ArticleSearch, 'page'>>): ArticleSearch {
  return { ...search, ...change, page: 1 };
}

