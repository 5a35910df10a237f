import { jobFixture, publicViewConstantsFixture } from '@jobpoint/test-utils';
import { createJobsReader, JobsAnswerError, MAX_JOB_PAGES } from './jobs-reader';

const BASE_URL = 'http://jobs.test/';

/** A jobs service that answers each path with `answer(url)`, and the URLs it was asked. */
function fakeService(answer: (url: URL) => Response) {
  const requests: URL[] = [];
  const fetchFn = (async (input: string | URL | Request) => {
    const url = new URL(String(input));
    requests.push(url);
    return answer(url);
  }) as typeof fetch;
  return { fetchFn, requests };
}

/** `GET /jobs` over `jobs` in pages of `perPage`, as the service's paginator answers. */
function jobList(jobs: unknown[], perPage: number, lastPage = Math.max(1, Math.ceil(jobs.length / perPage))) {
  return fakeService((url) => {
    const page = Number(url.searchParams.get('page'));
    return Response.json({ data: jobs.slice((page - 1) * perPage, page * perPage), current_page: page, per_page: perPage, last_page: lastPage, total: jobs.length });
  });
}

const jobs = (count: number) => Array.from({ length: count }, (_, index) => jobFixture({ id: index + 1, title: `Stelle ${index + 1}` }));

describe('the jobs reader', () => {
  it('reads every job page after page up to the last page the service names', async () => {
    const service = jobList(jobs(5), 2);

    const found = await createJobsReader({ baseUrl: BASE_URL, fetchFn: service.fetchFn }).allJobs();

    expect(found.map((job) => job.id)).toEqual([1, 2, 3, 4, 5]);
    expect(service.requests.map((url) => `${url.origin}${url.pathname} ${url.searchParams.get('page')}`)).toEqual([
      'http://jobs.test/jobs 1',
      'http://jobs.test/jobs 2',
      'http://jobs.test/jobs 3',
    ]);
  });

  it('stops at an empty page, at a list without a last page, and at its page limit', async () => {
    const endless = jobList(jobs(3), 2, 10);
    expect(await createJobsReader({ baseUrl: BASE_URL, fetchFn: endless.fetchFn }).allJobs()).toHaveLength(3);
    expect(endless.requests).toHaveLength(3);

    const unpaged = fakeService(() => Response.json({ data: jobs(2) }));
    expect(await createJobsReader({ baseUrl: BASE_URL, fetchFn: unpaged.fetchFn }).allJobs()).toHaveLength(2);
    expect(unpaged.requests).toHaveLength(1);

    const neverEnding = fakeService(() => Response.json({ data: jobs(1), last_page: MAX_JOB_PAGES + 10 }));
    expect(await createJobsReader({ baseUrl: BASE_URL, fetchFn: neverEnding.fetchFn }).allJobs()).toHaveLength(MAX_JOB_PAGES);
  });

  it('asks for a search from its first page in the order it names, and leaves out what is not a job', async () => {
    const service = jobList([{ id: 'kaputt' }, ...jobs(2), jobFixture({ id: 9, title: '' })], 10);
    const reader = createJobsReader({ baseUrl: BASE_URL, fetchFn: service.fetchFn });

    const pages = [];
    for await (const page of reader.jobPages({ query: 'Koch', page: 7, orderBy: 'created_at', orderDir: 'desc', jobCategories: [3] })) {
      pages.push(page.map((job) => job.id));
    }

    expect(pages).toEqual([[1, 2]]);
    const [url] = service.requests;
    expect(url.search).toBe('?page=1&filter=Koch&jobCategories[]=3&order_by=created_at&order_dir=desc');
  });

  it('reads one job, and none for an id the service does not have or cannot read', async () => {
    const service = fakeService((url) => {
      if (url.pathname === '/jobs/1282') return Response.json(jobFixture({ id: 1282, title: 'Koch (m/w/d)' }));
      return Response.json({ message: 'no' }, { status: url.pathname === '/jobs/0' ? 400 : 404 });
    });
    const reader = createJobsReader({ baseUrl: BASE_URL, fetchFn: service.fetchFn });

    expect(await reader.job(1282)).toMatchObject({ id: 1282, title: 'Koch (m/w/d)' });
    expect(await reader.job(5)).toBeNull();
    expect(await reader.job(0)).toBeNull();
  });

  it('fails with the service’s status, on an answer that is not what was asked, and naming the address it cannot reach', async () => {
    const down = createJobsReader({ baseUrl: BASE_URL, fetchFn: fakeService(() => Response.json({}, { status: 503 })).fetchFn });
    await expect(down.job(1)).rejects.toEqual(new JobsAnswerError(503, '/jobs/1'));
    await expect(down.allJobs()).rejects.toBeInstanceOf(JobsAnswerError);
    await expect(down.publicViewConstants()).rejects.toMatchObject({ status: 503, path: '/public-view-constants' });

    const odd = createJobsReader({ baseUrl: BASE_URL, fetchFn: fakeService(() => Response.json({ message: 'what?' })).fetchFn });
    await expect(odd.job(1)).rejects.toThrow('/jobs/1 answered something else than a job');
    await expect(odd.allJobs()).rejects.toThrow('/jobs answered no job list');
    await expect(odd.publicViewConstants()).rejects.toThrow('/public-view-constants answered no filter lists');

    const refused = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    await expect(createJobsReader({ baseUrl: BASE_URL, fetchFn: refused }).job(1)).rejects.toThrow('http://jobs.test/jobs/1 unreachable: fetch failed');
    const refusedWithoutError = (() => Promise.reject('refused')) as typeof fetch;
    await expect(createJobsReader({ baseUrl: BASE_URL, fetchFn: refusedWithoutError }).job(1)).rejects.toThrow('http://jobs.test/jobs/1 unreachable: refused');
  });

  it('reads the filter lists', async () => {
    const service = fakeService(() => Response.json(publicViewConstantsFixture));
    expect(await createJobsReader({ baseUrl: BASE_URL, fetchFn: service.fetchFn }).publicViewConstants()).toEqual(publicViewConstantsFixture);
    expect(service.requests.map((url) => url.href)).toEqual(['http://jobs.test/public-view-constants']);
  });

  it('ends a request after its time limit or when the caller ends it', async () => {
    const signals: (AbortSignal | null | undefined)[] = [];
    const fetchFn = (async (_input: string | URL | Request, init?: RequestInit) => {
      signals.push(init?.signal);
      return Response.json(publicViewConstantsFixture);
    }) as typeof fetch;
    const caller = new AbortController();

    await createJobsReader({ baseUrl: BASE_URL, fetchFn }).publicViewConstants();
    await createJobsReader({ baseUrl: BASE_URL, fetchFn, timeoutMs: 60_000 }).publicViewConstants({ signal: caller.signal });
    caller.abort();

    expect(signals[0]).toBeUndefined();
    expect(signals[1]?.aborted).toBe(true);
  });
});
