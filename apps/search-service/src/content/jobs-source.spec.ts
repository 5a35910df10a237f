import { jobFixture } from '@jobpoint/test-utils';
import { startFakeService, type FakeService } from '../testing/fake-services';
import { jobsSource } from './jobs-source';

describe('jobsSource', () => {
  let jobs: FakeService;
  beforeAll(async () => {
    jobs = await startFakeService((url) => {
      const page = Number(url.searchParams.get('page'));
      const lager = jobFixture({ id: 1282, title: 'Lagerhelfer / Lagerhelferin (m/w/d) Kommissionierung' });
      const data = [
        { ...lager, description: '**Lager** in Berlin', company: { ...lager.company, name: 'Wuhle Umschlag', logo_url: null } },
        { id: 42, title: '', description: null, company: null },
        jobFixture({ id: 7, title: 'Koch (m/w/d)' }),
      ];
      return url.pathname === '/jobs' ? { body: { data: data.slice((page - 1) * 2, page * 2), last_page: 2, total: data.length } } : undefined;
    });
  });
  afterAll(() => jobs.close());

  it('indexes every job of every page under every language, linked to its job page, and leaves out what is not a job', async () => {
    const records = await jobsSource({ baseUrl: jobs.url }).fetchRecords();
    expect(records.map((record) => record.objectID)).toEqual([
      'job-1282-de',
      'job-7-de',
      'job-1282-en',
      'job-7-en',
      'job-1282-tr',
      'job-7-tr',
      'job-1282-ar',
      'job-7-ar',
    ]);
    expect(records[0]).toMatchObject({
      type: 'job',
      title: 'Lagerhelfer / Lagerhelferin (m/w/d) Kommissionierung',
      description: 'Lager in Berlin',
      // The job page's own path (slug rule of the job board), so a hit never lands on a redirect.
      url: '/job-boerse/lagerhelfer-lagerhelferin-m-w-d-kommissionierung-1282',
    });
    expect(records[1]).toMatchObject({ url: '/job-boerse/koch-m-w-d-7' });
  });
});
