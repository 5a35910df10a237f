import { http, HttpResponse } from 'msw';
import { cmsApi } from '@jobpoint/cms-client';
import { jobsApi } from '@jobpoint/jobs-client';
import { jobAlertsApi } from '@jobpoint/mailing-client';
import { cmsJobBoardHandlers, createTestStore, JOB_ALERT_TOKEN, jobAlertHandlers, jobsHandlers, JOB_ALERTS_TEST_URL, startMockServer } from '@jobpoint/test-utils';
import { jobAlertPagesResources } from './job-alert-pages-resources';
import { isJobAlertPageKey, jobAlertPageQuery, jobAlertPageSeo, loadJobAlertPage, type JobAlertPageQuery } from './load-job-alert-page';

const server = startMockServer(...cmsJobBoardHandlers, ...jobsHandlers, ...jobAlertHandlers);

const query = (overrides: Partial<JobAlertPageQuery> = {}): JobAlertPageQuery => ({ page: 'jobAlertManage', token: JOB_ALERT_TOKEN, ended: false, saved: false, urlLocale: null, ...overrides });

async function requestedBy(overrides: Partial<JobAlertPageQuery>): Promise<string[]> {
  const paths: string[] = [];
  server.events.on('request:start', ({ request }) => {
    paths.push(new URL(request.url).pathname);
  });
  await loadJobAlertPage(createTestStore({ apis: [cmsApi, jobsApi, jobAlertsApi] }).dispatch, { locale: 'de', query: query(overrides) });
  server.events.removeAllListeners();
  return paths.sort();
}

describe('a job alert page’s address', () => {
  it('reads the token, the gateway’s answers and the language', () => {
    const url = new URL(`https://site.test/jobalarm/beenden?token=${JOB_ALERT_TOKEN}&beendet=1&gespeichert=1&locale=tr`);
    expect(jobAlertPageQuery('jobAlertEnd', url)).toEqual({ page: 'jobAlertEnd', token: JOB_ALERT_TOKEN, ended: true, saved: true, urlLocale: 'tr' });
  });

  it('has no token where the address has none that can be one, and no answers but `1`', () => {
    expect(jobAlertPageQuery('jobAlertManage', new URL('https://site.test/jobalarm?token=kein+Token&beendet=0&gespeichert=ja'))).toEqual({
      page: 'jobAlertManage',
      token: null,
      ended: false,
      saved: false,
      urlLocale: null,
    });
  });

  it('knows the job alert pages among the pages', () => {
    expect(['jobAlertConfirm', 'jobAlertEnd', 'jobAlertManage', 'jobBoard'].filter(isJobAlertPageKey)).toEqual(['jobAlertConfirm', 'jobAlertEnd', 'jobAlertManage']);
  });

  it('keeps the page out of search engines under its title', () => {
    expect(jobAlertPageSeo('en', 'jobAlertEnd')).toEqual({ metaTitle: jobAlertPagesResources.en.end.title, metaRobots: 'noindex, nofollow' });
    expect(jobAlertPageSeo('de', 'jobAlertConfirm').metaTitle).toBe(jobAlertPagesResources.de.confirm.title);
    expect(jobAlertPageSeo('de', 'jobAlertManage').metaTitle).toBe(jobAlertPagesResources.de.manage.title);
  });
});

describe('loadJobAlertPage', () => {
  it('loads the alert and the names its search is put in words with', async () => {
    expect(await requestedBy({})).toEqual(['/api/job-alerts/' + JOB_ALERT_TOKEN, '/api/jobboerse', '/public-view-constants']);
  });

  it('loads nothing without a token, nor for an alert just ended', async () => {
    expect(await requestedBy({ token: null })).toEqual([]);
    expect(await requestedBy({ page: 'jobAlertEnd', ended: true })).toEqual([]);
    expect(await requestedBy({ page: 'jobAlertEnd' })).toHaveLength(3);
    expect(await requestedBy({ ended: true })).toHaveLength(3);
  });

  it('loads no names for an address without an alert', async () => {
    expect(await requestedBy({ token: 'unknown-token-0123456789ab' })).toEqual(['/api/job-alerts/unknown-token-0123456789ab']);
  });

  it('never fails', async () => {
    server.use(http.get(`${JOB_ALERTS_TEST_URL}/:token`, () => HttpResponse.error()));
    await expect(loadJobAlertPage(createTestStore({ apis: [cmsApi, jobsApi, jobAlertsApi] }).dispatch, { locale: 'de', query: query() })).resolves.toBeUndefined();
  });
});
