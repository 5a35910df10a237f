import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expectSoundAnswer } from '@jobpoint/test-utils';
import { RECORDS } from '../testing/records';
import { serverWith, TEST_CONFIG } from '../testing/test-server';

/**
 * Generated malformed search requests to the search service in-process: bodies that are not JSON, not
 * objects, or objects with every Algolia parameter given the wrong type, size or syntax, in both query
 * endpoints, with good and bad credentials. No answer may be a 5xx; a refused request is a 4xx with a
 * message. FUZZ_SEED replays a run.
 */
const NUM_RUNS = { query: 1500, queries: 1200, credentialsAndPaths: 500 };
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
