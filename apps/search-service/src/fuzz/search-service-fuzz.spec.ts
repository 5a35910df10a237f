import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expectSoundAnswer } from '@jobpoint/test-utils';
import { MAX_HITS_PER_PAGE, MAX_QUERIES_PER_REQUEST, MAX_QUERY_BYTES } from '../constants';
import { RECORDS } from '../testing/records';
import { serverWith, TEST_CONFIG } from '../testing/test-server';

/**
 * Generated malformed search requests to the search service in-process: bodies that are not JSON, not
 * objects, or objects with every Algolia parameter given the wrong type, size or syntax, in both query
 * endpoints, with good and bad credentials, and requests at and just over the service's limits (query
 * bytes, queries per request, hits per page). No answer may be a 5xx; a refused request is a 4xx with a
 * message. FUZZ_SEED replays a run.
 */
const NUM_RUNS = { query: 1500, queries: 1200, limits: 150, credentialsAndPaths: 500 };
const seed = process.env['FUZZ_SEED'] ? Number(process.env['FUZZ_SEED']) : undefined;

const AUTH = { 'x-algolia-application-id': TEST_CONFIG.appId, 'x-algolia-api-key': TEST_CONFIG.searchApiKey };
const PARAMETERS = [
  'query', 'page', 'hitsPerPage', 'filters', 'facetFilters', 'attributesToRetrieve', 'attributesToHighlight',
  'attributesToSnippet', 'highlightPreTag', 'highlightPostTag', 'snippetEllipsisText', 'distinct', 'params', 'indexName',
];

const scalar = fc.oneof(
  fc.constantFrom('', '*', 'jobpoint', 'language:de', 'language:de OR type:job', 'type:"job"', '(((', 'NOT', ':', 'content:10', 'a'.repeat(2000), '-1', '1e400', 'query=%zz&page=-1', 'hitsPerPage=abc', '__proto__'),
  fc.string({ maxLength: 60 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);
const value = fc.oneof(scalar, fc.array(fc.oneof(scalar, fc.array(scalar, { maxLength: 3 })), { maxLength: 5 }), fc.dictionary(fc.string({ maxLength: 6 }), scalar, { maxKeys: 3 }));
const searchParams = fc.oneof(
  fc.dictionary(fc.constantFrom(...PARAMETERS), value, { maxKeys: 8 }),
  fc.anything({ maxDepth: 2 }),
);
/** The body as sent: JSON of the generated parameters, or text that is not JSON. */
const body = (shape: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { weight: 4, arbitrary: shape.map((item) => JSON.stringify(item) ?? '') },
    { weight: 1, arbitrary: fc.constantFrom('', '{', '[', 'null', '"text"', '{"requests":', '{"requests":{}}', '\u0000') },
  );

/** Text at and around the query's limit, in one-, two- and four-byte letters, and one long word. */
const nearQueryLimit = fc.oneof(
  fc.integer({ min: MAX_QUERY_BYTES - 2, max: MAX_QUERY_BYTES + 2 }).map((bytes) => 'a'.repeat(bytes)),
  fc.integer({ min: MAX_QUERY_BYTES / 2 - 1, max: MAX_QUERY_BYTES / 2 + 1 }).map((letters) => 'ü'.repeat(letters)),
  fc.integer({ min: MAX_QUERY_BYTES / 4 - 1, max: MAX_QUERY_BYTES / 4 + 1 }).map((letters) => '😀'.repeat(letters)),
  fc.constantFrom('Pflegefachkraft'.repeat(34), `${'Lebenslauf '.repeat(46)}Bewerbung`, 'x'.repeat(4000)),
);
const nearLimits = fc.record(
  {
    indexName: fc.constant('jobpoint'),
    query: fc.oneof(nearQueryLimit, fc.constantFrom('', 'Pflege')),
    hitsPerPage: fc.oneof(fc.integer({ min: MAX_HITS_PER_PAGE - 1, max: MAX_HITS_PER_PAGE + 1 }), fc.constant(5)),
    facetFilters: fc.constant([['language:de']]),
  },
  { requiredKeys: ['indexName'] },
);

let app: FastifyInstance;

beforeAll(async () => {
  ({ app } = await serverWith(RECORDS));
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

async function expectNo5xx(options: InjectOptions & { url: string }): Promise<void> {
  expectSoundAnswer(await app.inject(options), `${options.method ?? 'GET'} ${options.url} ${String(options.payload ?? '').slice(0, 200)}`);
}

it(`answers malformed single-index queries with a 4xx and a message (${NUM_RUNS.query} requests)`, async () => {
  await fc.assert(
    fc.asyncProperty(body(searchParams), fc.constantFrom('jobpoint', 'other', '*', '%zz', '..'), fc.constantFrom('text/plain', 'application/json', ''), (payload, index, contentType) =>
      expectNo5xx({ method: 'POST', url: `/1/indexes/${index}/query`, payload, headers: { ...AUTH, 'content-type': contentType } }),
    ),
    { numRuns: NUM_RUNS.query, seed },
  );
});

it(`answers malformed multi-queries with a 4xx and a message (${NUM_RUNS.queries} requests)`, async () => {
  const requests = fc.oneof(
    fc.record({ requests: fc.array(fc.oneof(searchParams, fc.record({ indexName: fc.constantFrom('jobpoint', 'x'), params: value, query: value })), { maxLength: 4 }) }),
    fc.record({ requests: value }),
  );
  await fc.assert(
    fc.asyncProperty(body(requests), (payload) =>
      expectNo5xx({ method: 'POST', url: '/1/indexes/*/queries', payload, headers: { ...AUTH, 'content-type': 'text/plain' } }),
    ),
    { numRuns: NUM_RUNS.queries, seed },
  );
});

it(`answers requests at and just over its limits with an answer or Algolia's 400 (${NUM_RUNS.limits} requests)`, async () => {
  const batch = fc.tuple(nearLimits, fc.integer({ min: MAX_QUERIES_PER_REQUEST - 1, max: MAX_QUERIES_PER_REQUEST + 1 })).map(([request, size]) => ({
    requests: Array.from({ length: size }, () => request),
  }));
  await fc.assert(
    fc.asyncProperty(fc.oneof(nearLimits.map((request) => ['/1/indexes/jobpoint/query', request] as const), batch.map((requests) => ['/1/indexes/*/queries', requests] as const)), async ([url, payload]) => {
      const response = await app.inject({ method: 'POST', url, payload, headers: AUTH });
      expectSoundAnswer(response, `POST ${url} ${JSON.stringify(payload).slice(0, 200)}`);
      if (response.statusCode !== 200) {
        expect([response.statusCode, response.json().status]).toEqual([400, 400]);
      }
    }),
    { numRuns: NUM_RUNS.limits, seed },
  );
});

it(`refuses wrong credentials, methods and paths with a 4xx (${NUM_RUNS.credentialsAndPaths} requests)`, async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'),
      fc.constantFrom('/1/indexes/jobpoint/query', '/1/indexes/*/queries', '/internal/reindex', '/1/indexes/', '/%zz', '/healthz'),
      fc.record({ 'x-algolia-application-id': fc.oneof(fc.constant(TEST_CONFIG.appId), fc.string({ maxLength: 20 }).map((text) => text.replace(/[^\x21-\x7e]/g, ''))), 'x-algolia-api-key': fc.string({ maxLength: 20 }).map((text) => text.replace(/[^\x21-\x7e]/g, '')) }, { requiredKeys: [] }),
      (method, url, headers) => expectNo5xx({ method: method as InjectOptions['method'], url, headers, payload: method === 'GET' || method === 'OPTIONS' ? undefined : '{}' }),
    ),
    { numRuns: NUM_RUNS.credentialsAndPaths, seed },
  );
});
