import { startFakeService, type FakeService } from '../testing/fake-services';
import { jobsSource } from './jobs-source';

describe('jobsSource', () => {
  let jobs: FakeService;
  beforeAll(async () => {
    jobs = await startFakeService((url) => {
      const page = Number(url.searchParams.get('page'));
      const data = [
        {
          id: 1282,
          title: 'Lagerhelfer / Lagerhelferin (m/w/d) Kommissionierung',
          description: '**Lager** in Berlin',
          company: { name: 'Wuhle Umschlag', logo_url: null },
        },
        { id: 42, title: '', description: null, company: null },
      ];
      return url.pathname === '/jobs' ? { body: { data: page === 1 ? data : [], total: data.length } } : undefined;
    });
  });
  afterAll(() => jobs.close());

  it('indexes every job under every language, linked to its job page', async () => {
    const records = await jobsSource({ baseUrl: jobs.url }).fetchRecords();
    expect(records.map((record) => record.objectID)).toEqual([
      'job-1282-de',
      'job-42-de',
      'job-1282-en',
      'job-42-en',
      'job-1282-tr',
      'job-42-tr',
      'job-1282-ar',
      'job-42-ar',
    ]);
    expect(records[0]).toMatchObject({
      type: 'job',
      title: 'Lagerhelfer / Lagerhelferin (m/w/d) Kommissionierung',
      description: 'Lager in Berlin',
      // The job page's own path (slug rule of the job board), so a hit never lands on a redirect.
      url: '/job-boerse/lagerhelfer-lagerhelferin-m-w-d-kommissionierung-1282',
    });
    expect(records[1]).toMatchObject({ url: '/job-boerse/42', company: { name: '', logo_url: null } });
  });
});
