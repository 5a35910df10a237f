import type { FastifyRequest } from 'fastify';
import { AlgoliaError } from './errors';

export interface Credentials {
  appId: string;
  searchApiKey: string;
  adminApiKey: string;
}

function firstValue(value: unknown): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : undefined;
}

/** The algoliasearch client sends the application id and key as headers (Node) or as query parameters (browser, to spare a CORS preflight). */
function sentCredentials(request: FastifyRequest): { appId?: string; apiKey?: string } {
  const query = request.query as Record<string, unknown>;
  return {
    appId: firstValue(request.headers['x-algolia-application-id']) ?? firstValue(query['x-algolia-application-id']),
    apiKey: firstValue(request.headers['x-algolia-api-key']) ?? firstValue(query['x-algolia-api-key']),
  };
}

/** Lets a search through with the search-only key or the admin key. */
export function requireSearchKey(request: FastifyRequest, credentials: Credentials): void {
  const { appId, apiKey } = sentCredentials(request);
  const knownKey = apiKey === credentials.searchApiKey || apiKey === credentials.adminApiKey;
  if (appId !== credentials.appId || !knownKey) {
    throw new AlgoliaError(403, 'Invalid Application-ID or API key');
  }
}

/** Settings (synonyms) need the admin key; the search key is refused as Algolia refuses a key without the right. */
export function requireAdminKey(request: FastifyRequest, credentials: Credentials): void {
  requireSearchKey(request, credentials);
  if (sentCredentials(request).apiKey !== credentials.adminApiKey) {
    throw new AlgoliaError(403, 'Method not allowed with this API key');
  }
}

/** The reindex hook takes the admin key as a bearer token, as the content service's webhook sends it. */
export function requireAdminBearer(request: FastifyRequest, credentials: Credentials): void {
  if (request.headers.authorization !== `Bearer ${credentials.adminApiKey}`) {
    throw new AlgoliaError(403, 'Invalid API key');
  }
}
