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

/**
 * Lets a search through with the search-only key or the admin key. The algoliasearch client sends the application id and key as headers
 * (Node) or as query parameters (browser, to spare a CORS preflight); both are read here.
 */
export function requireSearchKey(request: FastifyRequest, credentials: Credentials): void {
  const query = request.query as Record<string, unknown>;
  const appId =
    firstValue(request.headers['x-algolia-application-id']) ?? firstValue(query['x-algolia-application-id']);
  const apiKey = firstValue(request.headers['x-algolia-api-key']) ?? firstValue(query['x-algolia-api-key']);
  const knownKey = apiKey === credentials.searchApiKey || apiKey === credentials.adminApiKey;
  if (appId !== credentials.appId || !knownKey) {
    throw new AlgoliaError(403, 'Invalid Application-ID or API key');
  }
}

/** The reindex hook takes the admin key as a bearer token, as the content service's webhook sends it. */
export function requireAdminBearer(request: FastifyRequest, credentials: Credentials): void {
  if (request.headers.authorization !== `Bearer ${credentials.adminApiKey}`) {
    throw new AlgoliaError(403, 'Invalid API key');
  }
}
