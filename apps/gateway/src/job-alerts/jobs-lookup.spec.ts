import { createJobSearch, JobsAnswerError } from '@jobpoint/jobs-client';
import { jobFixture, publicViewConstantsFixture } from '@jobpoint/test-utils';
import { JobsLookup } from './jobs-lookup';

const HOUR = 60 * 60 * 1000;
const T0 = Date.UTC(2026, 2, 2, 7, 0);
const BASE_URL = 'http://jobs.test';

type Job = ReturnType<typeof jobFixture>;

/** A job published `hours` after T0 (before it when negative). */
const publishedAt = (id: number, hours: number, title = `Stelle ${id}`): Job =>
  jobFixture({ id, title, createdAt: new Date(T0 + hours * HOUR).toISOString() });

/**
 * The jobs service's `GET /jobs` over a list that is already newest first, in pages of `perPage`, and its
 * `GET /public-view-constants`; `status` answers every request with that status instead.
 */
function fakeJobsService(jobs: unknown[], { perPage = 10, status = 200 } = {}) {
  const requests: URL[] = [];
  const fetchFn = (async (input: string | URL | Request) => {
    const url = new URL(String(input));
    requests.push(url);
    if (status !== 200) {
      return Response.json({ message: 'unavailable' }, { status });
    }
    if (url.pathname === '/public-view-constants') {
      return Response.json(publicViewConstantsFixture);
    }
    const page = Number(url.searchParams.get('page'));
    const lastPage = Math.max(1, Math.ceil(jobs.length / perPage));
    return Response.json({
      data: jobs.slice((page - 1) * perPage, page * perPage),
      current_page: page,
      per_page: perPage,
      last_page: lastPage,
      total: jobs.length,
    });
  }) as typeof fetch;
  const pages = () =>
    requests.filter((url) => url.pathname === '/jobs').map((url) => Number(url.searchParams.get('page')));
  return { fetchFn, requests, pages };
}

describe('JobsLookup.newJobs', () => {
  const search = createJobSearch();

  it('finds the jobs published after `since`, newest first, and stops reading at the first older one', async () => {
    const service = fakeJobsService(
      [publishedAt(5, 5), publishedAt(4, 4), publishedAt(3, 3), publishedAt(2, 2), publishedAt(1, 1)],
      {
        perPage: 2,
      },
    );
    const lookup = new JobsLookup(BASE_URL, service.fetchFn);

    const found = await lookup.newJobs(search, T0 + 2 * HOUR, T0 + 6 * HOUR);

    expect(found.jobs.map((job) => job.title)).toEqual(['Stelle 5', 'Stelle 4', 'Stelle 3']);
    expect(found.more).toBe(false);
    // The job published exactly at `since` was in the last run; the page after it is never asked for.
    expect(service.pages()).toEqual([1, 2]);
  });

  it('gives each job’s title, company, place and path on the site', async () => {
    const service = fakeJobsService([
      jobFixture({
        id: 4711,
        title: 'Koch (m/w/d)',
        companyName: 'Kiez Gastro',
        createdAt: new Date(T0 + HOUR).toISOString(),
      }),
    ]);

    const found = await new JobsLookup(BASE_URL, service.fetchFn).newJobs(search, T0, T0 + 2 * HOUR);

    expect(found).toEqual({
      jobs: [
        {
          title: 'Koch (m/w/d)',
          company: 'Kiez Gastro GmbH',
          place: '12043 Neukölln',
          path: '/job-boerse/koch-m-w-d-4711',
        },
      ],
      more: false,
    });
  });

  it('leaves out jobs published after `until`: the next run takes them', async () => {
    const service = fakeJobsService([publishedAt(9, 9), publishedAt(7, 7), publishedAt(6, 6), publishedAt(3, 3)]);

    const found = await new JobsLookup(BASE_URL, service.fetchFn).newJobs(search, T0, T0 + 6 * HOUR);

    expect(found.jobs.map((job) => job.title)).toEqual(['Stelle 6', 'Stelle 3']);
  });

  it('skips a job it cannot read instead of failing the run', async () => {
    const service = fakeJobsService([
      publishedAt(3, 3),
      { id: 'kaputt' },
      { ...publishedAt(2, 2), created_at: 'gestern' },
      publishedAt(1, 1),
    ]);

    const found = await new JobsLookup(BASE_URL, service.fetchFn).newJobs(search, T0, T0 + 6 * HOUR);

    expect(found.jobs.map((job) => job.title)).toEqual(['Stelle 3', 'Stelle 1']);
  });

  it('reads page after page and stops at 20 jobs, saying there are more', async () => {
    const jobs = Array.from({ length: 35 }, (_, index) => publishedAt(100 - index, 50 - index));
    const service = fakeJobsService(jobs, { perPage: 10 });

    const found = await new JobsLookup(BASE_URL, service.fetchFn).newJobs(search, T0 - 100 * HOUR, T0 + 100 * HOUR);

    expect(found.jobs).toHaveLength(20);
    expect(found.jobs[0].title).toBe('Stelle 100');
    expect(found.jobs[19].title).toBe('Stelle 81');
    expect(found.more).toBe(true);
    expect(service.pages()).toEqual([1, 2, 3]);
  });

  it('says there are no more when the 20th job is the last new one', async () => {
    const jobs = Array.from({ length: 20 }, (_, index) => publishedAt(100 - index, 50 - index));
    const endsThere = fakeJobsService(jobs);
    const olderFollows = fakeJobsService([...jobs, publishedAt(1, -60)]);

    expect(
      await new JobsLookup(BASE_URL, endsThere.fetchFn).newJobs(search, T0 - 100 * HOUR, T0 + 100 * HOUR),
    ).toMatchObject({ more: false });
    expect(
      await new JobsLookup(BASE_URL, olderFollows.fetchFn).newJobs(search, T0 - 55 * HOUR, T0 + 100 * HOUR),
    ).toMatchObject({
      more: false,
    });
    expect(endsThere.pages()).toEqual([1, 2]);
  });

  it('stops at the last page', async () => {
    const service = fakeJobsService([publishedAt(2, 2), publishedAt(1, 1)], { perPage: 10 });

    expect((await new JobsLookup(BASE_URL, service.fetchFn).newJobs(search, T0, T0 + 6 * HOUR)).jobs).toHaveLength(2);
    expect(service.pages()).toEqual([1]);
  });

  it('says there may be more when it stops reading at its page limit before reaching `since`', async () => {
    // A run delivered late: many jobs were published after its `until`, and fill the first pages.
    const jobs = [
      ...Array.from({ length: 8 }, (_, index) => publishedAt(200 - index, 20 - index)),
      ...Array.from({ length: 6 }, (_, index) => publishedAt(100 - index, 5 - index / 2)),
    ];
    const service = fakeJobsService(jobs, { perPage: 2 });

    const found = await new JobsLookup(BASE_URL, service.fetchFn).newJobs(search, T0, T0 + 6 * HOUR);

    expect(service.pages()).toEqual([1, 2, 3, 4, 5]);
    expect(found.jobs.map((job) => job.title)).toEqual(['Stelle 100', 'Stelle 99']);
    expect(found.more).toBe(true);
  });

  it('asks for the alert’s search, newest first, whatever ordering and page the search had', async () => {
    const service = fakeJobsService([]);
    const alertSearch = createJobSearch({
      query: 'Koch',
      page: 4,
      orderBy: 'title',
      orderDir: 'asc',
      jobCategories: [4, 1],
      zipCodes: [21],
      workTimeCategories: [2],
      specialEvent1: true,
    });

    await new JobsLookup(BASE_URL, service.fetchFn).newJobs(alertSearch, T0, T0 + HOUR);

    expect(service.requests).toHaveLength(1);
    const [url] = service.requests;
    expect(`${url.origin}${url.pathname}`).toBe(`${BASE_URL}/jobs`);
    expect(url.searchParams.get('page')).toBe('1');
    expect(url.searchParams.get('order_by')).toBe('created_at');
    expect(url.searchParams.get('order_dir')).toBe('desc');
    expect(url.searchParams.get('filter')).toBe('Koch');
    expect(url.searchParams.getAll('jobCategories[]')).toEqual(['1', '4']);
    expect(url.searchParams.getAll('zipCodes[]')).toEqual(['21']);
    expect(url.searchParams.getAll('workTimeCategories[]')).toEqual(['2']);
    expect(url.searchParams.get('special_event_1')).toBe('1');
    expect(url.searchParams.has('special_event_2')).toBe(false);
    expect(url.search).toContain('order_by=created_at&order_dir=desc');
  });

  it('fails when the jobs service does not answer OK or answers no list', async () => {
    const down = fakeJobsService([publishedAt(1, 1)], { status: 503 });
    await expect(new JobsLookup(BASE_URL, down.fetchFn).newJobs(search, T0, T0 + HOUR)).rejects.toThrow(
      new JobsAnswerError(503, '/jobs'),
    );

    const noList = (async () => Response.json({ message: 'what?' })) as unknown as typeof fetch;
    await expect(new JobsLookup(BASE_URL, noList).newJobs(search, T0, T0 + HOUR)).rejects.toThrow('/jobs answered no job list');
  });
});

describe('JobsLookup.publicViewConstants', () => {
  it('asks the jobs service once and keeps the lists for ten minutes', async () => {
    let clock = T0;
    const service = fakeJobsService([]);
    const lookup = new JobsLookup(BASE_URL, service.fetchFn, () => clock);

    expect(await lookup.publicViewConstants()).toEqual(publicViewConstantsFixture);
    clock += 10 * 60_000 - 1;
    expect(await lookup.publicViewConstants()).toEqual(publicViewConstantsFixture);
    expect(service.requests.map((url) => url.pathname)).toEqual(['/public-view-constants']);

    clock += 1;
    await lookup.publicViewConstants();
    expect(service.requests).toHaveLength(2);
  });

  it('fails on an error or an answer without lists, and keeps no failure', async () => {
    const down = fakeJobsService([], { status: 502 });
    await expect(new JobsLookup(BASE_URL, down.fetchFn).publicViewConstants()).rejects.toThrow(JobsAnswerError);

    let answer: unknown = { message: 'no lists' };
    const changing = (async () => Response.json(answer)) as unknown as typeof fetch;
    const lookup = new JobsLookup(BASE_URL, changing, () => T0);
    await expect(lookup.publicViewConstants()).rejects.toThrow('/public-view-constants answered no filter lists');
    answer = publicViewConstantsFixture;
    expect(await lookup.publicViewConstants()).toEqual(publicViewConstantsFixture);
  });
});
