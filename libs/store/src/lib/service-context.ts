import type { Locale } from '@jobpoint/i18n';

/**
 * Where the data services are, handed to every RTK Query base query as the thunk `extra` argument. The
 * server fills it with internal URLs and credentials; the browser gets public URLs only (the gateway
 * adds credentials when it forwards).
 */
export interface ServiceContext {
  cms: {
    baseUrl: string;
    headers: Record<string, string>;
    navigationIds: NavigationIds;
    /** How content requests are sent; the server passes one that shares answers between renders. */
    fetchFn?: typeof fetch;
  };
  jobs: {
    baseUrl: string;
    /** How job requests are sent; the server passes one with a time limit. */
    fetchFn?: typeof fetch;
  };
  search: SearchConfig & {
    /** How search requests are sent; the server passes one that its metrics see. */
    fetchFn?: typeof fetch;
  };
  /** The gateway's job alerts (`/api/job-alerts`): an absolute URL on either side. */
  jobAlerts: {
    baseUrl: string;
    /** How job alert requests are sent; the server passes one that the gateway answers in-process. */
    fetchFn?: typeof fetch;
  };
}

export type Audience = 'jobseekers' | 'employers';

/**
 * The content service's navigation identifier for each audience and language (numeric ids; a
 * Strapi 5 may address them by slug). Configuration, not code: it differs between CMS installations.
 */
export type NavigationIds = Record<Audience, Record<Locale, string | number>>;

/** Public search settings: a search-only key, never an admin key. */
export interface SearchConfig {
  appId: string;
  apiKey: string;
  indexName: string;
  hosts: { url: string; protocol: 'http' | 'https' }[];
}
