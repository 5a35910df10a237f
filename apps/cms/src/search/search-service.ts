import { searchClient, type SearchClient } from '@algolia/client-search';

const LOCAL_SEARCH_URL = 'http://127.0.0.1:4320';
const LOCAL_SEARCH_APP_ID = 'JOBPOINTLOCAL';
const LOCAL_SEARCH_ADMIN_KEY = 'local-search-admin-key';
const LOCAL_SEARCH_INDEX = 'jobpoint';

/** Where the CMS reaches the search: the local search service, or Algolia with `SEARCH_URL=https://{app id}.algolia.net`. */
export interface SearchServiceSettings {
  baseUrl: string;
  appId: string;
  adminKey: string;
  indexName: string;
}

export function searchServiceSettings(): SearchServiceSettings {
  return {
    baseUrl: (process.env.SEARCH_URL || LOCAL_SEARCH_URL).replace(/\/+$/, ''),
    appId: process.env.SEARCH_APP_ID || LOCAL_SEARCH_APP_ID,
    adminKey: process.env.SEARCH_ADMIN_KEY || LOCAL_SEARCH_ADMIN_KEY,
    indexName: process.env.SEARCH_INDEX || LOCAL_SEARCH_INDEX,
  };
}

/** The algoliasearch v5 client with the admin key, sending to `SEARCH_URL` only, as to Algolia's write host. */
export function adminSearchClient({ baseUrl, appId, adminKey }: SearchServiceSettings): SearchClient {
  const url = new URL(baseUrl);
  return searchClient(appId, adminKey, {
    hosts: [{ url: url.host, protocol: url.protocol === 'https:' ? 'https' : 'http', accept: 'readWrite' }],
  });
}
