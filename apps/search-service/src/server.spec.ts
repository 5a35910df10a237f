import { liteClient } from 'algoliasearch/lite';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { RECORDS } from './testing/records';
import { serverWith, SILENT, TEST_CONFIG } from './testing/test-server';
import { Reindexer } from './indexing/reindexer';
import { createSearchServer } from './server';
import { SynonymStore } from './synonyms/synonym-store';

const SEARCH_HEADERS = {
  'x-algolia-application-id': TEST_CONFIG.appId,
  'x-algolia-api-key': TEST_CONFIG.searchApiKey,
};

/** What the site sends (docs/product-overview.md, Services). */
const SITE_REQUEST = {
  indexName: 'jobpoint',
  hitsPerPage: 5,
  attributesToSnippet: ['name:10', 'content:35', 'type:10', 'description:35'],
};

describe('search service HTTP API', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await serverWith(RECORDS));
  });
  afterAll(() => app.close());

  describe('credentials', () => {
    it.each([
      ['a wrong key', { ...SEARCH_HEADERS, 'x-algolia-api-key': 'guessed' }],
      ['a wrong application id', { ...SEARCH_HEADERS, 'x-algolia-application-id': 'OTHER' }],
      ['no credentials', {}],
    ])('answers 403 like Algolia for %s', async (_case, headers) => {
      const response = await app.inject({
        method: 'POST',
        url: '/1/indexes/jobpoint/query',
        headers,
        payload: { query: 'Bewerbung' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Invalid Application-ID or API key', status: 403 });
    });

    it('accepts the credentials as query parameters, as the browser client sends them', async () => {
      const response = await app.inject({
        method: 'POST',
        url: `/1/indexes/jobpoint/query?x-algolia-application-id=${TEST_CONFIG.appId}&x-algolia-api-key=${TEST_CONFIG.searchApiKey}`,
        headers: { 'content-type': 'text/plain' },
        payload: JSON.stringify({ query: 'Bewerbung', facetFilters: [['language:de']] }),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().nbHits).toBe(1);
    });

    it('lets only the admin key trigger a reindex', async () => {
      const asSearch = await app.inject({
        method: 'POST',
        url: '/internal/reindex',
        headers: { authorization: `Bearer ${TEST_CONFIG.searchApiKey}` },
      });
      expect(asSearch.statusCode).toBe(403);
      const asAdmin = await app.inject({
        method: 'POST',
        url: '/internal/reindex',
        headers: { authorization: `Bearer ${TEST_CONFIG.adminApiKey}` },
      });
      expect(asAdmin.statusCode).toBe(202);
    });
  });

  it('answers a single-index query in Algolia shape', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/1/indexes/jobpoint/query',
      headers: SEARCH_HEADERS,
      payload: { ...SITE_REQUEST, query: 'Bewerbungen', facetFilters: [['language:de']] },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ nbHits: 1, page: 0, nbPages: 1, hitsPerPage: 5, query: 'Bewerbungen' });
    expect(typeof body.processingTimeMS).toBe('number');
    expect(body.params).toContain('query=Bewerbungen');
    const [hit] = body.hits;
    expect(hit).toMatchObject({
      objectID: 'article-bewerbung-schreiben-de',
      name: 'Die perfekte Bewerbung',
      type: 'article',
      url: '/ratgeber/bewerbung-schreiben',
    });
    expect(hit._highlightResult.name).toEqual({
      value: 'Die perfekte <em>Bewerbung</em>',
      matchLevel: 'full',
      matchedWords: ['bewerbungen'],
      fullyHighlighted: false,
    });
    // 28 words: shorter than the 35 asked for, so whole and without ellipsis.
    expect(hit._snippetResult.content.value).toMatch(/^Eine gute <em>Bewerbung<\/em> beginnt .* achten\.$/);
  });

  it('reads parameters from a URL-encoded params string', async () => {
    const params = new URLSearchParams({
      query: 'Pflege',
      hitsPerPage: '1',
      facetFilters: JSON.stringify(['language:en']),
      attributesToSnippet: 'description:4',
    });
    const response = await app.inject({
      method: 'POST',
      url: '/1/indexes/jobpoint/query',
      headers: SEARCH_HEADERS,
      payload: { params: params.toString() },
    });
    const body = response.json();
    expect(body.hitsPerPage).toBe(1);
    expect(body.hits.map((hit: { objectID: string }) => hit.objectID)).toEqual(['job-7-en']);
    expect(body.hits[0]._snippetResult.description.value).toBe('…Verstärkung in der <em>Pflege</em>.');
  });

  it('filters by language through the filters string', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/1/indexes/jobpoint/query',
      headers: SEARCH_HEADERS,
      payload: { query: '', filters: 'language:de AND type:page' },
    });
    expect(response.json().hits.map((hit: { objectID: string }) => hit.objectID)).toEqual(['page-kontakt-de']);
  });

  it('answers several queries at once, in order', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/1/indexes/*/queries',
      headers: SEARCH_HEADERS,
      payload: {
        requests: [
          { ...SITE_REQUEST, query: 'application', facetFilters: [['language:en']] },
          { ...SITE_REQUEST, query: 'Bewerbung', facetFilters: [['language:en']] },
          { ...SITE_REQUEST, params: 'query=Kontakt&facetFilters=%5B%5B%22language%3Ade%22%5D%5D' },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    const { results } = response.json();
    expect(results.map((result: { nbHits: number }) => result.nbHits)).toEqual([1, 0, 1]);
    expect(results[2].hits[0].url).toBe('/kontakt');
  });

  it('answers 404 for another index', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/1/indexes/products/query',
      headers: SEARCH_HEADERS,
      payload: { query: 'x' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Index does not exist', status: 404 });
  });

  it('answers 400 for a parameter out of range', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/1/indexes/jobpoint/query',
      headers: SEARCH_HEADERS,
      payload: { query: 'x', hitsPerPage: -1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/hitsPerPage/);
  });

  it("answers the site's CORS preflight", async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/1/indexes/*/queries',
      headers: {
        origin: 'http://localhost:4200',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'x-algolia-api-key,x-algolia-application-id,content-type',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:4200');
    expect(response.headers['access-control-allow-headers']).toContain('x-algolia-api-key');
  });

  it('does not allow other origins', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/1/indexes/jobpoint/query',
      headers: { ...SEARCH_HEADERS, origin: 'https://evil.example' },
      payload: { query: '' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('reports its index on /healthz', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', index: 'jobpoint', records: RECORDS.length });
  });
});

describe('the algoliasearch v5 lite client, unchanged, against the running service', () => {
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    ({ app } = await serverWith(RECORDS));
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(() => app.close());

  function client(apiKey = TEST_CONFIG.searchApiKey) {
    return liteClient(TEST_CONFIG.appId, apiKey, {
      hosts: [{ url: `127.0.0.1:${port}`, protocol: 'http', accept: 'read' }],
    });
  }

  it('searches with snippets and custom highlight tags', async () => {
    const { results } = await client().searchForHits<{ name: string; url: string }>({
      requests: [
        {
          ...SITE_REQUEST,
          query: 'applications',
          facetFilters: [['language:en']],
          highlightPreTag: '<mark>',
          highlightPostTag: '</mark>',
        },
      ],
    });
    const [result] = results;
    expect(result.nbHits).toBe(1);
    expect(result.hits[0].name).toBe('Writing a strong application');
    expect(result.hits[0]._highlightResult?.['name']).toMatchObject({
      value: 'Writing a strong <mark>application</mark>',
      matchLevel: 'full',
    });
  });

  it('pages through results', async () => {
    const { results } = await client().searchForHits({
      requests: [{ indexName: 'jobpoint', query: '', hitsPerPage: 2, page: 1, facetFilters: [['language:de']] }],
    });
    expect(results[0]).toMatchObject({ page: 1, nbPages: 2, nbHits: 4 });
    expect(results[0].hits).toHaveLength(2);
  });

  it('offers the closest query with hits when there are none, as suggestedQuery', async () => {
    const { results } = await client().searchForHits({
      requests: [{ ...SITE_REQUEST, query: 'Pflegefachkrafft Berlinn', facetFilters: [['language:de']] }],
    });
    expect(results[0]).toMatchObject({ nbHits: 0, suggestedQuery: 'Pflegefachkraft' });
    const found = await client().searchForHits({
      requests: [{ ...SITE_REQUEST, query: 'Pflegefachkraft', facetFilters: [['language:de']] }],
    });
    expect(found.results[0].nbHits).toBe(1);
    expect(found.results[0]).not.toHaveProperty('suggestedQuery');
  });

  it('gets a 403 for a wrong key', async () => {
    await expect(
      client('wrong-key').searchForHits({ requests: [{ indexName: 'jobpoint', query: 'x' }] }),
    ).rejects.toMatchObject({ status: 403, message: 'Invalid Application-ID or API key' });
  });
});

describe('queries without hits', () => {
  it('are logged, one line each with the query (addresses and numbers masked), its languages and the suggestion, for editors to add synonyms', async () => {
    const lines: Record<string, unknown>[] = [];
    const reindexer = new Reindexer({
      sources: [{ name: 'fixtures', fetchRecords: async () => RECORDS }],
      logger: SILENT,
      intervalMs: 60_000,
      retryMs: 60_000,
    });
    await reindexer.reindex();
    const app = createSearchServer({
      config: TEST_CONFIG,
      reindexer,
      synonyms: SynonymStore.inMemory(),
      logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    });
    const search = (query: string) =>
      app.inject({
        method: 'POST',
        url: '/1/indexes/*/queries',
        headers: SEARCH_HEADERS,
        payload: { requests: [{ ...SITE_REQUEST, query, facetFilters: [['language:de']] }] },
      });
    await search('Kontakt');
    await search('');
    await search('Kontakt Hamburg');
    await search('max.mustermann@example.org +49 170 1234567');
    await search('Kontakt 0170/1234567 DE89 3704 0044 0532 0130 00');
    await app.close();
    expect(lines.filter((line) => line['withoutHits'])).toEqual([
      expect.objectContaining({
        msg: 'search without hits',
        withoutHits: { query: 'Kontakt Hamburg', languages: ['de'], suggestedQuery: 'Kontakt' },
      }),
      expect.objectContaining({ withoutHits: expect.objectContaining({ query: '[email] [phone]' }) }),
      expect.objectContaining({ withoutHits: expect.objectContaining({ query: 'Kontakt [phone] [iban]' }) }),
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/mustermann|1234567|3704/);
  });
});
