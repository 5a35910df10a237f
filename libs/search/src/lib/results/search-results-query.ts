import { ROUTES, type PageQueryParam } from '@jobpoint/site-routes';

/** The results page of the site search. */
export const SEARCH_RESULTS_PATH = ROUTES.search;

/** Hits per page on the results page (the overlay shows 5). */
export const SEARCH_RESULTS_PER_PAGE = 20;

/** Longer queries are cut: nobody types more, and the search service's limit is far above it. */
export const SEARCH_QUERY_MAX_LENGTH = 200;

export const SEARCH_PARAMS = { query: 'q', page: 'page' } as const satisfies Record<string, PageQueryParam<'search'>>;

/** A results page: the query as typed (trimmed) and the page, from 1. */
export interface SearchResultsQuery {
  query: string;
  page: number;
}

/** The results page's state from its URL; a missing or malformed page is the first. */
export function searchResultsFromQuery(params: URLSearchParams): SearchResultsQuery {
  const query = (params.get(SEARCH_PARAMS.query) ?? '').trim().slice(0, SEARCH_QUERY_MAX_LENGTH);
  const page = Number(params.get(SEARCH_PARAMS.page));
  return { query, page: Number.isSafeInteger(page) && page > 1 ? page : 1 };
}

/** The URL of a results page; the first page leaves `page` out. */
export function searchResultsHref({ query, page }: SearchResultsQuery): string {
  const params = new URLSearchParams({ [SEARCH_PARAMS.query]: query });
  if (page > 1) params.set(SEARCH_PARAMS.page, String(page));
  return `${SEARCH_RESULTS_PATH}?${params.toString()}`;
}
