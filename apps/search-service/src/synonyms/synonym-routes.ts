import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAdminKey, type Credentials } from '../algolia/credentials';
import { AlgoliaError, InvalidParamsError } from '../algolia/errors';
import { parseSynonym, type SynonymType } from './synonym';
import type { SynonymStore } from './synonym-store';

type IndexParams = { indexName: string };
type SynonymParams = IndexParams & { objectID: string };

const SYNONYM_TYPES: readonly SynonymType[] = ['synonym', 'onewaysynonym'];

function integer(value: unknown, what: string, min: number, max: number): number | undefined {
  if (value === undefined || value === null) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) {
    throw new InvalidParamsError(`${what} must be an integer between ${min} and ${max}`);
  }
  return number;
}

/**
 * Algolia's synonym endpoints, as the algoliasearch v5 client calls them (`saveSynonym`, `saveSynonyms`,
 * `getSynonym`, `searchSynonyms`, `deleteSynonym`, `clearSynonyms`, and `getTask` behind `waitForTask`).
 * Only the admin key may use them, reading included, as at Algolia where the search key lacks the
 * `settings` and `editSettings` rights. A change is applied before the answer, so its task is published.
 */
export function registerSynonymRoutes(
  app: FastifyInstance,
  credentials: Credentials,
  storeFor: (indexName: string) => SynonymStore,
): void {
  const adminKey = { onRequest: async (request: FastifyRequest) => requireAdminKey(request, credentials) };
  const now = () => new Date().toISOString();

  app.put<{ Params: SynonymParams }>('/1/indexes/:indexName/synonyms/:objectID', adminKey, async (request) => {
    const store = storeFor(request.params.indexName);
    const synonym = parseSynonym(request.body);
    if (synonym.objectID !== request.params.objectID) {
      throw new InvalidParamsError('objectID in the body must be the one in the path');
    }
    return { taskID: store.save(synonym), updatedAt: now(), id: synonym.objectID };
  });

  app.post<{ Params: IndexParams; Querystring: Record<string, string | undefined> }>(
    '/1/indexes/:indexName/synonyms/batch',
    adminKey,
    async (request) => {
      const store = storeFor(request.params.indexName);
      if (!Array.isArray(request.body)) {
        throw new InvalidParamsError('The body must be a list of synonyms');
      }
      const synonyms = request.body.map(parseSynonym);
      const replace = request.query.replaceExistingSynonyms === 'true';
      return { taskID: store.saveMany(synonyms, replace), updatedAt: now() };
    },
  );

  app.post<{ Params: IndexParams }>('/1/indexes/:indexName/synonyms/clear', adminKey, async (request) => {
    return { taskID: storeFor(request.params.indexName).clear(), updatedAt: now() };
  });

  app.post<{ Params: IndexParams }>('/1/indexes/:indexName/synonyms/search', adminKey, async (request) => {
    const store = storeFor(request.params.indexName);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const type = body['type'];
    if (type !== undefined && !SYNONYM_TYPES.includes(type as SynonymType)) {
      throw new InvalidParamsError(`type must be one of ${SYNONYM_TYPES.join(', ')}`);
    }
    if (body['query'] !== undefined && typeof body['query'] !== 'string') {
      throw new InvalidParamsError('query must be a string');
    }
    return store.search({
      query: body['query'] as string | undefined,
      type: type as SynonymType | undefined,
      page: integer(body['page'], 'page', 0, Number.MAX_SAFE_INTEGER),
      hitsPerPage: integer(body['hitsPerPage'], 'hitsPerPage', 1, 1000),
    });
  });

  app.get<{ Params: SynonymParams }>('/1/indexes/:indexName/synonyms/:objectID', adminKey, async (request) => {
    const synonym = storeFor(request.params.indexName).get(request.params.objectID);
    if (!synonym) throw new AlgoliaError(404, 'Synonym set does not exist');
    return synonym;
  });

  app.delete<{ Params: SynonymParams }>('/1/indexes/:indexName/synonyms/:objectID', adminKey, async (request) => {
    const taskID = storeFor(request.params.indexName).delete(request.params.objectID);
    if (taskID === null) throw new AlgoliaError(404, 'Synonym set does not exist');
    return { taskID, deletedAt: now() };
  });

  app.get<{ Params: IndexParams & { taskID: string } }>(
    '/1/indexes/:indexName/task/:taskID',
    adminKey,
    async (request) => {
      storeFor(request.params.indexName);
      return { status: 'published', pendingTask: false };
    },
  );
}
