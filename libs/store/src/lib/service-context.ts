/**
 * Where the data services are, handed to every RTK Query base query as the thunk `extra` argument. The
 * server fills it with internal URLs and credentials; the browser gets public URLs only (the gateway
 * adds credentials when it forwards).
 */
export interface ServiceContext {
  cms: { baseUrl: string; headers: Record<string, string> };
  jobs: { baseUrl: string };
  search: SearchConfig;
}

/** Public search settings: a search-only key, never an admin key. */
export interface SearchConfig {
  appId: string;
  apiKey: string;
  indexName: string;
  hosts: { url: string; protocol: 'http' | 'https' }[];
}
