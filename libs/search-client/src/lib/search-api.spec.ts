import { createTestStore, searchDownHandler, searchHandlers, startMockServer } from '@jobpoint/test-utils';
import { http, HttpResponse } from 'msw';
import { searchApi } from './search-api';

const server = startMockServer(...searchHandlers);

function search(query: string, locale: 'de' | 'en' = 'de', page = 0, hitsPerPage?: number) {
  const store = createTestStore({ apis: [searchApi] });
  return store.dispatch(searchApi.endpoints.search.initiate({ query, locale, page, hitsPerPage }));
}

describe('searchApi.search', () => {
  it('asks the index for 5 hits with snippets in the visitor language', async () => {
    let sent: unknown;
    server.use(
      http.post('http://search.test/1/indexes/*/queries', async ({ request }) => {
        sent = JSON.parse(await request.clone().text());
        return undefined;
      }),
    );
    const result = await search('Bewerbung', 'de');
    expect(sent).toEqual({
      requests: [
        {
          indexName: 'jobpoint',
          query: 'Bewerbung',
          page: 0,
          hitsPerPage: 5,
          attributesToSnippet: ['name:10', 'content:35', 'type:10', 'description:35'],
          facetFilters: [['language:de']],
        },
      ],
    });
    expect(result.data?.hits.map((hit) => hit.objectID)).toEqual(['article-1-de', 'event-2-de']);
    expect(result.data?.nbHits).toBe(2);
  });

  it('returns typed hits of both kinds and pages', async () => {
    const first = await search('Berlin', 'de', 0);
    expect(first.data).toMatchObject({ nbHits: 6, nbPages: 2, page: 0 });
    expect(first.data?.hits).toHaveLength(5);
    const job = first.data?.hits.find((hit) => hit.type === 'job');
    expect(job?.type === 'job' && job.company.logo_url).toBe('http://jobs.test/logos/klinik-mitte.png');
    const second = await search('Berlin', 'de', 1);
    expect(second.data?.hits.map((hit) => hit.objectID)).toEqual(['page-faq-de']);
  });

  it('asks for more hits per page when told, as the results page does', async () => {
    const result = await search('Berlin', 'de', 0, 20);
    expect(result.data).toMatchObject({ nbHits: 6, nbPages: 1, page: 0, hitsPerPage: 20 });
    expect(result.data?.hits).toHaveLength(6);
  });

  it("passes on the service's suggestion for a query without hits, and nothing else of its own", async () => {
    server.use(
      http.post(
        'http://search.test/1/indexes/*/queries',
        () =>
          HttpResponse.json({
            results: [
              { hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 5, query: 'Kich', suggestedQuery: 'Koch' },
            ],
          }),
        { once: true },
      ),
    );
    const result = await search('Kich');
    expect(result.data).toEqual({
      hits: [],
      nbHits: 0,
      page: 0,
      nbPages: 0,
      hitsPerPage: 5,
      query: 'Kich',
      suggestedQuery: 'Koch',
    });
    const found = await search('Bewerbung');
    expect(found.data).not.toHaveProperty('suggestedQuery');
  });

  it('reports an unreachable service as a fetch error', async () => {
    server.use(searchDownHandler);
    const result = await search('Bewerbung');
    expect(result.error).toMatchObject({ status: 'FETCH_ERROR' });
  });

  it("reports the service's refusal with its status", async () => {
    server.use(
      http.post('http://search.test/1/indexes/*/queries', () =>
        HttpResponse.json({ message: 'Invalid Application-ID or API key', status: 403 }, { status: 403 }),
      ),
    );
    const result = await search('Bewerbung');
    expect(result.error).toEqual({ status: 403, message: 'Invalid Application-ID or API key' });
  });
});
