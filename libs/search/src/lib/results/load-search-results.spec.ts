import { searchApi } from '@jobpoint/search-client';
import { createTestStore, searchDownHandler, searchHandlers, startMockServer } from '@jobpoint/test-utils';
import { loadSearchResults, resultsSearchArgs, searchResultsSeo } from './load-search-results';

const server = startMockServer(...searchHandlers);

describe('loadSearchResults', () => {
  it('runs the search into the store for the server render', async () => {
    const store = createTestStore({ apis: [searchApi] });
    await loadSearchResults(store.dispatch, 'de', { query: 'Bewerbung', page: 1 });
    const args = { query: 'Bewerbung', locale: 'de' as const, page: 0, hitsPerPage: 20 };
    expect(searchApi.endpoints.search.select(args)(store.getState()).data?.nbHits).toBe(2);
  });

  it('answers 503 in the visitor language when the search service is down', async () => {
    server.use(searchDownHandler);
    const store = createTestStore({ apis: [searchApi] });
    const failure = await loadSearchResults(store.dispatch, 'en', { query: 'Bewerbung', page: 1 }).catch(
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({
      data: { message: 'Search is not available right now. Please try again later.' },
      init: { status: 503, statusText: 'Service Unavailable' },
    });
  });

  it('sends nothing without a query', async () => {
    const requests: Request[] = [];
    server.events.on('request:start', ({ request }) => {
      requests.push(request);
    });
    await expect(loadSearchResults(createTestStore({ apis: [searchApi] }).dispatch, 'de', { query: '', page: 1 })).resolves.toBeUndefined();
    server.events.removeAllListeners();
    expect(requests).toHaveLength(0);
  });

  it('asks for twenty hits from the page’s first one, counted from 0', () => {
    expect(resultsSearchArgs('tr', { query: 'Pflege', page: 3 })).toEqual({ query: 'Pflege', locale: 'tr', page: 2, hitsPerPage: 20 });
  });

  it('gives the page a title with the query and keeps it out of search engines', () => {
    expect(searchResultsSeo('de', { query: 'Pflege', page: 1 })).toEqual({
      metaTitle: 'Suchergebnisse: Pflege',
      metaRobots: 'noindex, follow',
    });
    expect(searchResultsSeo('en', { query: '', page: 1 }).metaTitle).toBe('Search results');
  });
});

