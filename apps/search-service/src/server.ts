import cors from '@fastify/cors';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { setImmediate } from 'node:timers/promises';
import { maskPersonalData } from '@jobpoint/personal-data';
import { observeRequests, serviceRequestOptions, type Tracing } from '@jobpoint/service-telemetry';
import { requireSearchKey, requireAdminBearer } from './algolia/credentials';
import { AlgoliaError, InvalidParamsError } from './algolia/errors';
import { filterScope } from './algolia/filters';
import { runQuery, type AlgoliaSearchResponse } from './algolia/run-query';
import { normaliseParams, type SearchParams } from './algolia/search-params';
import type { SearchServiceConfig } from './config';
import { INDEX_NAME, MAX_HITS_PER_REQUEST, MAX_QUERIES_PER_REQUEST } from './constants';
import type { Reindexer } from './indexing/reindexer';
import type { SearchMisses } from './misses/search-misses';
import { registerSynonymRoutes } from './synonyms/synonym-routes';
import type { SynonymStore } from './synonyms/synonym-store';

export interface SearchServerOptions {
  config: Pick<SearchServiceConfig, 'appId' | 'searchApiKey' | 'adminApiKey' | 'corsOrigins'>;
  reindexer: Reindexer;
  /** The synonyms of the index `jobpoint`. */
  synonyms: SynonymStore;
  /** Counts the queries without hits for the CMS's report; none counts nothing (tests). */
  misses?: SearchMisses;
  logger?: FastifyServerOptions['logger'];
  /** The process's tracing, when it runs (`startTracing`). */
  tracing?: Tracing;
}

type RequestBody = Record<string, unknown>;

function asObject(value: unknown, what: string): RequestBody {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new InvalidParamsError(`${what} must be a JSON object`);
  }
  return value as RequestBody;
}

function requireKnownIndex(indexName: unknown): string {
  if (indexName !== INDEX_NAME) {
    throw new AlgoliaError(404, 'Index does not exist');
  }
  return indexName;
}

/** Longest part of a query written to the log. */
const LOGGED_QUERY_LENGTH = 100;

/**
 * A query without hits, one log line each, so that editors see what to add synonyms for (a metric
 * once the service has metrics, docs/decisions/113-did-you-mean-in-the-search-response.md). Visitors
 * type addresses and phone numbers into a search box too: those are masked before the line is written.
 */
async function answered(
  log: FastifyBaseLogger,
  misses: SearchMisses | undefined,
  params: SearchParams,
  response: Promise<AlgoliaSearchResponse>,
): Promise<AlgoliaSearchResponse> {
  const result = await response;
  if (result.nbHits === 0 && params.query.trim() !== '') {
    const query = maskPersonalData(params.query).slice(0, LOGGED_QUERY_LENGTH);
    const languages = filterScope(params.filters).locales;
    const suggestedQuery = result.suggestedQuery ?? null;
    log.info({ withoutHits: { query, languages, suggestedQuery } }, 'search without hits');
    // The site searches one language at a time; a search over several is no visitor's, and says nothing
    // about what one language lacks.
    if (languages.length === 1) misses?.record(query, languages[0], suggestedQuery);
  }
  return result;
}

/** The search service's HTTP API: the Algolia query endpoints, the reindex hook and a health check. */
export function createSearchServer({
  config,
  reindexer,
  synonyms,
  misses,
  logger = false,
  tracing,
}: SearchServerOptions): FastifyInstance {
  // Per-request lines would drown the log under search-as-you-type traffic (`serviceRequestOptions` writes
  // none); errors are still logged. Browsers call this service directly: a request id they send is not kept.
  const app = Fastify({ logger, ...serviceRequestOptions(false) });
  observeRequests(app, tracing);

  // Like Algolia, read every body as JSON whatever its content type: the algoliasearch client posts
  // JSON as text/plain so that browsers send it without a CORS preflight.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, body === '' ? {} : JSON.parse(body as string));
    } catch {
      done(new InvalidParamsError('Request body is not valid JSON'), undefined);
    }
  });

  void app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'POST', 'OPTIONS'],
    maxAge: 86_400,
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AlgoliaError) {
      return reply.status(error.status).send({ message: error.message, status: error.status });
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status !== undefined && status >= 400 && status < 500) {
      return reply.status(status).send({ message: (error as Error).message, status });
    }
    request.log.error(error);
    return reply.status(500).send({ message: 'Internal error', status: 500 });
  });

  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: 'Path not found', status: 404 }));

  // Credentials are checked before the body is read, so a wrong key gets its 403 whatever it sent.
  const searchKey = { onRequest: async (request: FastifyRequest) => requireSearchKey(request, config) };

  app.post<{ Params: { indexName: string } }>('/1/indexes/:indexName/query', searchKey, async (request) => {
    const indexName = requireKnownIndex(request.params.indexName);
    const index = await reindexer.current();
    const params = normaliseParams(asObject(request.body ?? {}, 'The body'));
    return answered(request.log, misses, params, runQuery(index, indexName, params, synonyms.current));
  });

  app.post<{ Params: { indexName: string } }>('/1/indexes/:indexName/queries', searchKey, async (request) => {
    if (request.params.indexName !== '*') {
      throw new AlgoliaError(404, 'Path not found');
    }
    const { requests } = asObject(request.body, 'The body');
    if (!Array.isArray(requests)) {
      throw new InvalidParamsError('requests must be a list');
    }
    if (requests.length > MAX_QUERIES_PER_REQUEST) {
      throw new InvalidParamsError('Too many queries in multi query request');
    }
    // Every query is checked before the first one runs: a malformed last one costs no search.
    const queries = requests.map((item) => {
      const query = asObject(item, 'Each request');
      return { indexName: requireKnownIndex(query['indexName']), params: normaliseParams(query) };
    });
    if (queries.reduce((hits, { params }) => hits + params.hitsPerPage, 0) > MAX_HITS_PER_REQUEST) {
      throw new InvalidParamsError(`Too many hits in multi query request: at most ${MAX_HITS_PER_REQUEST} in all its queries`);
    }
    // One index snapshot for all queries of the request, even if a reindex swaps in a new one meanwhile.
    const index = await reindexer.current();
    const synonymSet = synonyms.current;
    const results: AlgoliaSearchResponse[] = [];
    for (const { indexName, params } of queries) {
      // A search runs without a pause: between the queries of a batch, other requests get their turn, so
      // a long batch delays no one else by more than its slowest query.
      if (results.length > 0) await setImmediate();
      results.push(await answered(request.log, misses, params, runQuery(index, indexName, params, synonymSet)));
    }
    return { results };
  });

  registerSynonymRoutes(app, config, (indexName) => {
    requireKnownIndex(indexName);
    return synonyms;
  });

  const adminBearer = { onRequest: async (request: FastifyRequest) => requireAdminBearer(request, config) };

  app.post('/internal/reindex', adminBearer, async (request, reply) => {
    reindexer.reindex().catch((error: Error) => request.log.warn(`reindex failed: ${error.message}`));
    return reply.status(202).send({ status: 'accepted' });
  });

  // The CMS fetches these every half minute for its report "Suchen ohne Treffer".
  app.get('/internal/search-misses', adminBearer, async () => ({ misses: misses?.list() ?? [] }));

  app.get('/healthz', async () => ({
    status: 'ok',
    index: INDEX_NAME,
    records: (await reindexer.current()).recordCount,
    builtAt: reindexer.lastBuiltAt?.toISOString() ?? null,
    sources: reindexer.lastReport?.sources ?? {},
  }));

  return app;
}
