import type { NavigationIds, ServiceContext } from '@jobpoint/store';

/** Base URLs the mock services answer on in tests (Node's fetch needs absolute URLs). */
export const CMS_TEST_URL = 'http://cms.test';
export const JOBS_TEST_URL = 'http://jobs.test';
export const JOB_ALERTS_TEST_URL = 'http://site.test/api/job-alerts';

/** The organisation's navigation ids (docs/product-overview.md, Constants). */
export const TEST_NAVIGATION_IDS: NavigationIds = {
  jobseekers: { de: 38, en: 39, tr: 40, ar: 41 },
  employers: { de: 42, en: 43, tr: 44, ar: 45 },
};

export function createTestServiceContext(): ServiceContext {
  return {
    cms: { baseUrl: CMS_TEST_URL, headers: {}, navigationIds: TEST_NAVIGATION_IDS },
    jobs: { baseUrl: JOBS_TEST_URL },
    search: {
      appId: 'TESTAPP',
      apiKey: 'test-search-only-key',
      indexName: 'jobpoint',
      hosts: [{ url: 'search.test', protocol: 'http' }],
    },
    jobAlerts: { baseUrl: JOB_ALERTS_TEST_URL },
  };
}
