import type { Core } from '@strapi/strapi';

import { searchServiceSettings } from '../search/search-service';

const REQUEST_TIMEOUT_MS = 5000;

/** POST {SEARCH_URL}/internal/reindex; failures are logged only (the service also reindexes on a schedule). */
export async function notifySearchService(strapi: Core.Strapi): Promise<void> {
  const { baseUrl, adminKey: key } = searchServiceSettings();
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
