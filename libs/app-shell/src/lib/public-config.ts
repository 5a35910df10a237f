import { createContext, useContext } from 'react';
import type { NavigationIds, SearchConfig, ServiceContext } from '@jobpoint/store';

/**
 * Settings the browser may know: the gateway injects them into every page. Secrets (CMS token, mail and
 * captcha keys) are never part of it.
 */
export interface PublicConfig {
  portalUrl: string;
  navigationIds: NavigationIds;
  search: SearchConfig;
  /** The reCAPTCHA Enterprise site key, or null where the forms have no captcha. */
  captchaSiteKey: string | null;
}

/** Paths of the gateway that the browser's service calls go to (it forwards the first two). */
const BROWSER_CMS_BASE = '/cms';
const BROWSER_JOBS_BASE = '/jobs-api';
const BROWSER_JOB_ALERTS_BASE = '/api/job-alerts';

export function browserServices(config: PublicConfig): ServiceContext {
  return {
    cms: { baseUrl: BROWSER_CMS_BASE, headers: {}, navigationIds: config.navigationIds },
    jobs: { baseUrl: BROWSER_JOBS_BASE },
    search: config.search,
    jobAlerts: { baseUrl: `${globalThis.location.origin}${BROWSER_JOB_ALERTS_BASE}` },
  };
}

const PublicConfigContext = createContext<PublicConfig | null>(null);

export const PublicConfigProvider = PublicConfigContext.Provider;

export function usePublicConfig(): PublicConfig {
  const config = useContext(PublicConfigContext);
  if (!config) {
    throw new Error('usePublicConfig needs a PublicConfigProvider');
  }
  return config;
}
