import { http, HttpResponse } from 'msw';
import {
  createTestServiceContext,
  createTestStore,
  jobsFixture,
  jobsHandlers,
  jobsUrl,
  startMockServer,
} from '@jobpoint/test-utils';
import type { Job } from '../models/job';
import { createJobSearch } from '../search/job-search';
import { jobsApi } from './jobs-api';

const server = startMockServer(...jobsHandlers);

function createStore(baseUrl?: string) {
  const services = createTestServiceContext();
  return createTestStore({ apis: [jobsApi], services: baseUrl ? { ...services, jobs: { baseUrl } } : services });
}

/** Records the URLs the jobs service is asked for. */
function recordRequests(): string[] {
  const urls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    urls.push(decodeURI(request.url));
  });
  return urls;
}

afterEach(() => {
  server.events.removeAllListeners();
});

describe('jobsApi', () => {
  it('loads a page of jobs for a search and sends its filters', async () => {
    const store = createStore();
    const urls = recordRequests();
    const result = await store.dispatch(
      jobsApi.endpoints.getJobs.initiate(createJobSearch({ jobCategories: [3], specialEvent1: true })),
    );
    expect(result.data?.data.map((job) => job.id)).toEqual([1311]);
    expect(result.data).toMatchObject({ total: 1, current_page: 1 });
    expect(urls).toEqual([
      'http://jobs.test/jobs?page=1&jobCategories[]=3&order_by=created_at&order_dir=desc&special_event_1=1',
    ]);
  });

  it('pages through the jobs with the total', async () => {
    const store = createStore();
    const second = await store.dispatch(jobsApi.endpoints.getJobs.initiate(createJobSearch({ page: 2 })));
    expect(second.data).toMatchObject({ total: jobsFixture.length, current_page: 2, last_page: 2 });
    expect(second.data?.data).toHaveLength(2);
  });

  it('searches a typed number as id and other text as filter', async () => {
    const store = createStore();
    const urls = recordRequests();
    const byId = await store.dispatch(jobsApi.endpoints.getJobs.initiate(createJobSearch({ query: '1307' })));
    const byText = await store.dispatch(
      jobsApi.endpoints.getJobs.initiate(createJobSearch({ query: 'pflegefachkraft' })),
    );
    expect(byId.data?.data.map((job) => job.id)).toEqual([1307]);
    expect(byText.data?.data.map((job) => job.id)).toEqual([1312, 1302]);
    expect(urls[0]).toContain('id=1307');
    expect(urls[0]).not.toContain('filter=');
    expect(urls[1]).toContain('filter=pflegefachkraft');
    expect(urls[1]).not.toContain('id=');
  });

  it('asks for JSON', async () => {
    const accepted: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => void accepted.push(request.headers.get('accept')));
    await createStore().dispatch(jobsApi.endpoints.getJob.initiate(1304));
    expect(accepted).toEqual(['application/json']);
  });

  it('reads the base URL from the service context', async () => {
    server.use(http.get('http://internal-jobs:4310/jobs/:id', () => HttpResponse.json(jobsFixture[0])));
    const store = createStore('http://internal-jobs:4310');
    const result = await store.dispatch(jobsApi.endpoints.getJob.initiate(1312));
    expect(result.data?.id).toBe(1312);
  });

  it('loads one job with its company and contact', async () => {
    const store = createStore();
    const result = await store.dispatch(jobsApi.endpoints.getJob.initiate(1304));
    const job: Job | undefined = result.data;
    expect(job).toMatchObject({ id: 1304, company: { full_name: 'Spree Pflegedienst GmbH' } });
    expect(job?.contact?.salutation_string).toBe('Sehr geehrte Frau Dr. Haddad');
  });

  it('reports an unknown job as a 404 error', async () => {
    const store = createStore();
    const result = await store.dispatch(jobsApi.endpoints.getJob.initiate(999));
    expect(result.isError).toBe(true);
    expect(result.error).toMatchObject({ status: 404 });
  });

  it('loads the jobs of one category through /jobs/?jobCategories[]=', async () => {
    const store = createStore();
    const urls = recordRequests();
    const result = await store.dispatch(jobsApi.endpoints.getJobsByCategory.initiate(4));
    expect(urls).toEqual(['http://jobs.test/jobs/?jobCategories[]=4']);
    expect(result.data?.data.every((job) => job.job_category_id === 4)).toBe(true);
    expect(result.data?.total).toBe(4);
  });

  it('loads the filter lists', async () => {
    const store = createStore();
    const result = await store.dispatch(jobsApi.endpoints.getPublicViewConstants.initiate());
    expect(result.data?.payment_time_frames.map((entry) => entry.id)).toEqual(['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR']);
    expect(result.data?.zip_codes[0]).toEqual(expect.objectContaining({ zip: '10115', place_name: 'Mitte' }));
  });

  it('loads exhibition companies 40 per page, filtered by sector', async () => {
    const store = createStore();
    const urls = recordRequests();
    const all = await store.dispatch(jobsApi.endpoints.getExhibitionCompanies.initiate({ exhibitionId: 1 }));
    const some = await store.dispatch(
      jobsApi.endpoints.getExhibitionCompanies.initiate({ exhibitionId: 1, corporateSectors: [3, 4] }),
    );
    expect(urls[0]).toBe('http://jobs.test/exhibition-companies?exhibition_id=1&page=1&perPage=40');
    expect(urls[1]).toContain('corporateSectors[]=3&corporateSectors[]=4');
    expect(all.data?.total).toBe(3);
    expect(some.data?.data.map((company) => company.name)).toEqual(['Havel Software', 'Kiez Gastro']);
  });

  it('asks for a later page of one sector and keeps what a fair page shows of each company', async () => {
    const store = createStore();
    const urls = recordRequests();
    const result = await store.dispatch(
      jobsApi.endpoints.getExhibitionCompanies.initiate({ exhibitionId: 1, page: 2, corporateSectors: [3] }),
    );
    expect(urls[0]).toBe('http://jobs.test/exhibition-companies?exhibition_id=1&page=2&perPage=40&corporateSectors[]=3');
    expect(result.data).toMatchObject({ current_page: 2, per_page: 40, total: 1, data: [] });
    const first = await store.dispatch(jobsApi.endpoints.getExhibitionCompanies.initiate({ exhibitionId: 1 }));
    expect(first.data?.data[1]).toMatchObject({
      full_name: expect.stringContaining('Havel Software'),
      booth: 'B-02',
      attending_days: [1, 2],
      jobs: [{ id: 1311, title: 'Junior Webentwickler*in (m/w/d)', language: 'de' }],
    });
  });

  it('reads a company without texts or jobs as empty rather than failing the page', async () => {
    server.use(
      http.get(jobsUrl('/exhibition-companies'), () =>
        HttpResponse.json({
          data: [{ id: 9, name: 'Neu', full_name: 'Neu GmbH', exhibition_id: 1, corporate_sector_id: 2, description: null, jobs: 'x' }],
          current_page: 1,
          per_page: 40,
          last_page: 1,
          total: 1,
        }),
      ),
    );
    const result = await createStore().dispatch(jobsApi.endpoints.getExhibitionCompanies.initiate({ exhibitionId: 1 }));
    expect(result.data?.data[0]).toMatchObject({ description: '', wall_text: '', booth: '', attending_days: [], jobs: [], logo_url: null });
    expect(result.data).toMatchObject({ from: null, to: null });
  });

  it('turns an answer that is not a page of companies into an error result', async () => {
    server.use(http.get(jobsUrl('/exhibition-companies'), () => HttpResponse.json({ data: [{ id: 1 }] })));
    const result = await createStore().dispatch(jobsApi.endpoints.getExhibitionCompanies.initiate({ exhibitionId: 1 }));
    expect(result.data).toBeUndefined();
    expect(result.error).toEqual({ status: 'CUSTOM_ERROR', error: 'Unexpected answer of /exhibition-companies?exhibition_id=1&page=1&perPage=40' });
  });

  it('passes a failing service on for the exhibiting companies', async () => {
    server.use(http.get(jobsUrl('/exhibition-companies'), () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    const result = await createStore().dispatch(jobsApi.endpoints.getExhibitionCompanies.initiate({ exhibitionId: 1, perPage: 10 }));
    expect(result.error).toMatchObject({ status: 503 });
  });

  it('turns a failing service into an error result, not an exception', async () => {
    server.use(http.get(jobsUrl('/jobs'), () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    const store = createStore();
    const result = await store.dispatch(jobsApi.endpoints.getJobs.initiate(createJobSearch()));
    expect(result.error).toMatchObject({ status: 503 });
  });
});
