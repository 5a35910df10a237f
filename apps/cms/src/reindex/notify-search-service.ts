import type { Core } from '@strapi/strapi';

const LOCAL_SEARCH_URL = 'http://127.0.0.1:4320';
const LOCAL_SEARCH_ADMIN_KEY = 'local-search-admin-key';
const REQUEST_TIMEOUT_MS = 5000;

/** POST {SEARCH_URL}/internal/reindex; failures are logged only (the service also reindexes on a schedule). */
export async function notifySearchService(strapi: Core.Strapi): Promise<void> {
  const baseUrl = (process.env.SEARCH_URL || LOCAL_SEARCH_URL).replace(/\/+$/, '');
  const key = process.env.SEARCH_ADMIN_KEY || LOCAL_SEARCH_ADMIN_KEY;
  try {
    const response = await fetch(`${baseUrl}/internal/reindex`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}` },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (!response.ok) {
      strapi.log.warn(`Search reindex request answered ${response.status}`);
      return;
    }
    strapi.log.info('Search service asked to reindex');
  } catch (error) {
    strapi.log.warn(`Search reindex request failed: ${(error as Error).message}`);
  }
}
