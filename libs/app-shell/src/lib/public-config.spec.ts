import { browserServices, type PublicConfig } from './public-config';

const config: PublicConfig = {
  portalUrl: 'https://portal.example',
  navigationIds: { jobseekers: { de: 1, en: 2, tr: 3, ar: 4 }, employers: { de: 5, en: 6, tr: 7, ar: 8 } },
  search: { appId: 'app', apiKey: 'search-only', indexName: 'site', hosts: [{ url: 'search.example', protocol: 'https' }] },
  captchaSiteKey: null,
};

describe('browserServices', () => {
  it('sends the browser’s service calls through the gateway of the page’s own site', () => {
    expect(browserServices(config)).toEqual({
      cms: { baseUrl: '/cms', headers: {}, navigationIds: config.navigationIds },
      jobs: { baseUrl: '/jobs-api' },
      search: config.search,
      jobAlerts: { baseUrl: 'http://localhost/api/job-alerts' },
    });
  });
});
