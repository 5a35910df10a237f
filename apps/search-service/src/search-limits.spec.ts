import type { FastifyInstance } from 'fastify';
import { MAX_HITS_PER_PAGE, MAX_HITS_PER_REQUEST, MAX_MARKUP_LENGTH, MAX_QUERIES_PER_REQUEST, MAX_QUERY_BYTES } from './constants';
import { RECORDS } from './testing/records';
import { serverWith, TEST_CONFIG } from './testing/test-server';

const SEARCH_HEADERS = {
  'x-algolia-application-id': TEST_CONFIG.appId,
  'x-algolia-api-key': TEST_CONFIG.searchApiKey,
};

const GERMAN = { indexName: 'jobpoint', facetFilters: [['language:de']] };

/**
 * The limits that keep one visitor's request from costing the service more than a search should: the
 * query's length and the batch's size as Algolia has them, the page size, and a batch that lets other
 * requests in between its queries. Each refusal is Algolia's `{ message, status: 400 }`.
 */
describe('the search service’s limits', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await serverWith(RECORDS));
  });
  afterAll(() => app.close());

  const queries = (requests: Record<string, unknown>[]) =>
    app.inject({ method: 'POST', url: '/1/indexes/*/queries', headers: SEARCH_HEADERS, payload: { requests } });
  const query = (payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/1/indexes/jobpoint/query', headers: SEARCH_HEADERS, payload });

  const tooLong = {
    message: `Invalid value for "query" parameter, expected string shorter than ${MAX_QUERY_BYTES} bytes`,
    status: 400,
  };

  it.each([
    ['ASCII', 'a'.repeat(MAX_QUERY_BYTES), 'a'.repeat(MAX_QUERY_BYTES + 1)],
    ['two-byte letters', 'ü'.repeat(MAX_QUERY_BYTES / 2), 'ü'.repeat(MAX_QUERY_BYTES / 2 + 1)],
    ['Arabic', 'ع'.repeat(MAX_QUERY_BYTES / 2), `${'ع'.repeat(MAX_QUERY_BYTES / 2)}a`],
  ])('takes a query of %s up to 512 bytes in UTF-8 and refuses a longer one like Algolia', async (_script, longest, over) => {
    expect((await query({ ...GERMAN, query: longest })).statusCode).toBe(200);
    for (const response of [
      await query({ ...GERMAN, query: over }),
      await query({ ...GERMAN, params: new URLSearchParams({ query: over }).toString() }),
      await queries([{ ...GERMAN, query: 'Bewerbung' }, { ...GERMAN, query: over }]),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(tooLong);
    }
  });

  it(`answers up to ${MAX_QUERIES_PER_REQUEST} queries in one request and refuses more like Algolia`, async () => {
    const batch = (size: number) => Array.from({ length: size }, (_, index) => ({ ...GERMAN, query: `Bewerbung ${index}` }));
    const most = await queries(batch(MAX_QUERIES_PER_REQUEST));
    expect(most.statusCode).toBe(200);
    expect(most.json().results).toHaveLength(MAX_QUERIES_PER_REQUEST);
    const over = await queries(batch(MAX_QUERIES_PER_REQUEST + 1));
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ message: 'Too many queries in multi query request', status: 400 });
  });

  it(`answers up to ${MAX_HITS_PER_PAGE} hits per page and refuses more`, async () => {
    expect((await query({ ...GERMAN, query: '', hitsPerPage: MAX_HITS_PER_PAGE })).statusCode).toBe(200);
    const over = await query({ ...GERMAN, query: '', hitsPerPage: MAX_HITS_PER_PAGE + 1 });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ message: `Parameter hitsPerPage must be an integer between 0 and ${MAX_HITS_PER_PAGE}`, status: 400 });
  });

  it(`answers up to ${MAX_HITS_PER_REQUEST} hits asked for by all queries of one request together and refuses more`, async () => {
    const pages = (hitsPerPage: number) => Array.from({ length: 4 }, () => ({ ...GERMAN, query: '', hitsPerPage }));
    expect((await queries(pages(MAX_HITS_PER_REQUEST / 4))).statusCode).toBe(200);
    const over = await queries(pages(MAX_HITS_PER_REQUEST / 4 + 1));
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ message: `Too many hits in multi query request: at most ${MAX_HITS_PER_REQUEST} in all its queries`, status: 400 });
  });

  it.each(['highlightPreTag', 'highlightPostTag', 'snippetEllipsisText'])(
    `takes a %s of up to ${MAX_MARKUP_LENGTH} characters, which every hit repeats, and refuses a longer one`,
    async (parameter) => {
      const longest = `<mark class="${'x'.repeat(MAX_MARKUP_LENGTH - 15)}">`;
      expect((await query({ ...GERMAN, query: 'Pflege', [parameter]: longest })).statusCode).toBe(200);
      const over = await query({ ...GERMAN, query: 'Pflege', [parameter]: `${longest}x` });
      expect(over.statusCode).toBe(400);
      expect(over.json()).toEqual({ message: `Parameter ${parameter} must be at most ${MAX_MARKUP_LENGTH} characters long`, status: 400 });
    },
  );

  it('answers a search that comes in while a batch runs before the batch is done', async () => {
    const finished: string[] = [];
    const batch = queries(Array.from({ length: 20 }, (_, index) => ({ ...GERMAN, query: `Bewerbung Pflege ${index}` }))).then(() =>
      finished.push('batch'),
    );
    const single = query({ ...GERMAN, query: 'Pflege' }).then(() => finished.push('single'));
    await Promise.all([batch, single]);
    expect(finished).toEqual(['single', 'batch']);
  });
});
