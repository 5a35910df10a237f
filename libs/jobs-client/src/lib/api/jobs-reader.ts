import type { Job } from '../models/job';
import { parseJob } from '../models/job-schema';
import type { PublicViewConstants } from '../models/public-view-constants';
import { createJobSearch, type JobSearch } from '../search/job-search';
import { jobsQueryString } from '../search/jobs-query-string';
import { jobsServicePath } from './jobs-service-reads';

export interface JobsReaderOptions {
  baseUrl: string;
  /** How requests are sent (the gateway passes its circuit to the service); the global `fetch` otherwise. */
  fetchFn?: typeof fetch;
  /** How long one request may take; without it, as long as `fetchFn` lets it. */
  timeoutMs?: number;
}

export interface JobsRequestOptions {
  /** Ends this request early (a caller with a shorter limit of its own). */
  signal?: AbortSignal;
}

/** The jobs service answered with an error status. */
export class JobsAnswerError extends Error {
  constructor(
    readonly status: number,
    readonly path: string,
  ) {
    super(`${path} answered ${status}`);
  }
}

/** Guards against a jobs service whose paging never ends. */
export const MAX_JOB_PAGES = 500;

export interface JobsReader {
  /**
   * One job; null when the service has none by that id (404, or 400 for an id it cannot read). Any other
   * error status raises `JobsAnswerError`, an answer that is not a job an error saying so.
   */
  job(id: number, options?: JobsRequestOptions): Promise<Job | null>;
  /**
   * The jobs of a search (every job without one), a page at a time in the service's order, which the
   * search decides (the job board's newest first by default). The pages end with the service's
   * `last_page`, an empty page or `MAX_JOB_PAGES`; an entry that is not a job is left out.
   */
  jobPages(search?: Partial<JobSearch>): AsyncGenerator<Job[]>;
  /** Every job of a search, read with `jobPages`. */
  allJobs(search?: Partial<JobSearch>): Promise<Job[]>;
  /** The job board's filter lists. */
  publicViewConstants(options?: JobsRequestOptions): Promise<PublicViewConstants>;
}

/**
 * The one way server-side code reads the jobs service: the gateway's job document, sitemap and job alerts,
 * and the search service's indexer. The browser reads it through the gateway's `/jobs-api` forwarder and
 * the RTK Query endpoints, with the same paths and query strings.
 */
export function createJobsReader({ baseUrl, fetchFn = fetch, timeoutMs }: JobsReaderOptions): JobsReader {
  const root = baseUrl.replace(/\/+$/, '');

  async function get(path: string, query = '', { signal }: JobsRequestOptions = {}): Promise<unknown> {
    const signals = [signal, timeoutMs === undefined ? undefined : AbortSignal.timeout(timeoutMs)].filter((each) => each !== undefined);
    let response: Response;
    try {
      response = await fetchFn(`${root}${path}${query ? `?${query}` : ''}`, {
        headers: { accept: 'application/json' },
        signal: signals.length > 0 ? AbortSignal.any(signals) : undefined,
      });
    } catch (error) {
      throw new Error(`${root}${path} unreachable: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
    if (!response.ok) {
      throw new JobsAnswerError(response.status, path);
    }
    return response.json();
  }

  async function* jobPages(search: Partial<JobSearch> = {}): AsyncGenerator<Job[]> {
    for (let page = 1; page <= MAX_JOB_PAGES; page += 1) {
      const body = (await get(jobsServicePath('jobs'), jobsQueryString(createJobSearch({ ...search, page })))) as { data?: unknown; last_page?: unknown };
      if (!Array.isArray(body?.data)) {
        throw new Error(`${jobsServicePath('jobs')} answered no job list`);
      }
      yield body.data.flatMap((item) => parseJob(item) ?? []);
      if (body.data.length === 0 || typeof body.last_page !== 'number' || page >= body.last_page) {
        return;
      }
    }
  }

  return {
    async job(id, options) {
      let body: unknown;
      try {
        body = await get(jobsServicePath('job', id), '', options);
      } catch (error) {
        if (error instanceof JobsAnswerError && (error.status === 404 || error.status === 400)) {
          return null;
        }
        throw error;
      }
      const job = parseJob(body);
      if (!job) {
        throw new Error(`${jobsServicePath('job', id)} answered something else than a job`);
      }
      return job;
    },
    jobPages,
    async allJobs(search) {
      const jobs: Job[] = [];
      for await (const page of jobPages(search)) {
        jobs.push(...page);
      }
      return jobs;
    },
    async publicViewConstants(options) {
      const value = (await get(jobsServicePath('publicViewConstants'), '', options)) as PublicViewConstants;
      if (!Array.isArray(value?.job_categories)) {
        throw new Error(`${jobsServicePath('publicViewConstants')} answered no filter lists`);
      }
      return value;
    },
  };
}
