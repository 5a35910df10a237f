import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { data } from 'react-router';
import type { Seo } from '@jobpoint/cms-client';
import type { Locale } from '@jobpoint/i18n';
import { searchApi, type SearchArgs } from '@jobpoint/search-client';
import { settle } from '@jobpoint/store';
import { searchResources } from '../i18n/search-resources';
import { SEARCH_RESULTS_PER_PAGE, type SearchResultsQuery } from './search-results-query';

export type SearchDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/** The search a results page runs: its query, in the page's language, 20 hits from its page. */
export function resultsSearchArgs(locale: Locale, { query, page }: SearchResultsQuery): SearchArgs {
  return { query, locale, page: page - 1, hitsPerPage: SEARCH_RESULTS_PER_PAGE };
}

/**
 * Runs the results page's search into the store, so the server renders the hits. Without a query there
 * is nothing to run. A search service that cannot answer is a 503 page that says search is unavailable.
 */
export async function loadSearchResults(
  dispatch: SearchDispatch,
  locale: Locale,
  results: SearchResultsQuery,
): Promise<void> {
  if (results.query === '') return;
  const outcome = await settle(dispatch(searchApi.endpoints.search.initiate(resultsSearchArgs(locale, results))));
  if (!outcome?.data) {
    throw data({ message: searchResources[locale].error }, { status: 503, statusText: 'Service Unavailable' });
  }
}

/** The head of a results page: the query in the title, and no place in search engines' indexes. */
export function searchResultsSeo(locale: Locale, { query }: SearchResultsQuery): Seo {
  const { results } = searchResources[locale];
  return {
    metaTitle: query ? `${results}: ${query}` : results,
    metaRobots: 'noindex, follow',
  };
}
