import type { ServiceContext } from '@jobpoint/store';
import { searchClientFor } from './search-client';
import { SEARCH_HITS_PER_PAGE, SEARCH_SNIPPET_ATTRIBUTES } from './search-constants';
import type { SearchArgs, SearchError, SearchHit, SearchResultPage } from './search-hit';

function toSearchError(error: unknown): SearchError {
  const status = (error as { status?: unknown }).status;
  const message = error instanceof Error ? error.message : String(error);
  // A response with a status (403, 400) is the service's answer; anything else means it was not reached.
  return typeof status === 'number' && status > 0 ? { status, message } : { status: 'FETCH_ERROR', message };
}

/** One page of site search results in the visitor's language (jobs, articles, events, pages). */
export async function searchSite(
  config: ServiceContext['search'],
  { query, locale, page = 0, hitsPerPage = SEARCH_HITS_PER_PAGE }: SearchArgs,
): Promise<{ data: SearchResultPage } | { error: SearchError }> {
  try {
    const { results } = await (
      await searchClientFor(config)
    ).searchForHits<SearchHit>({
      requests: [
        {
          indexName: config.indexName,
          query,
          page,
          hitsPerPage,
          attributesToSnippet: SEARCH_SNIPPET_ATTRIBUTES,
          facetFilters: [[`language:${locale}`]],
        },
      ],
    });
    const [result] = results;
    const { suggestedQuery } = result as { suggestedQuery?: unknown };
    return {
      data: {
        hits: result.hits as SearchHit[],
        nbHits: result.nbHits ?? 0,
        page: result.page ?? page,
        nbPages: result.nbPages ?? 0,
        hitsPerPage: result.hitsPerPage ?? hitsPerPage,
        query: result.query ?? query,
        ...(typeof suggestedQuery === 'string' && suggestedQuery !== '' ? { suggestedQuery } : {}),
      },
    };
  } catch (error) {
    return { error: toSearchError(error) };
  }
}
