import {
  createJobSearch,
  jobPath,
  jobPlace,
  jobsQueryString,
  parseJob,
  type JobSearch,
  type PublicViewConstants,
} from '@jobpoint/jobs-client';
import { JOBS_PER_MAIL, type AlertJob } from './job-alert-mails';

/** Pages of the newest jobs one run reads at most; a run that finds more mails a link to the rest. */
const MAX_PAGES = 5;
/** The filter lists change with the organisation's data, not per request. */
const CONSTANTS_TTL_MS = 10 * 60_000;

export class JobsServiceError extends Error {}

/**
 * What the alerts ask the jobs service: the new jobs of a search, newest first (the job board's own
 * query, so an alert finds exactly what the board shows and no job list is copied), and the filter
 * lists a search is checked against.
 */
export class JobsLookup {
  private constants: { value: PublicViewConstants; fetchedAt: number } | null = null;

  constructor(
    private readonly baseUrl: string,
    private readonly fetchFn: typeof fetch,
    private readonly now: () => number = Date.now,
  ) {}

  async publicViewConstants(): Promise<PublicViewConstants> {
    if (this.constants && this.now() - this.constants.fetchedAt < CONSTANTS_TTL_MS) {
      return this.constants.value;
    }
    const value = (await this.get('/public-view-constants')) as PublicViewConstants;
    if (!Array.isArray(value?.job_categories)) {
      throw new JobsServiceError('the jobs service answered no filter lists');
    }
    this.constants = { value, fetchedAt: this.now() };
    return value;
  }

  /**
   * The jobs of a search published after `since` and up to `until` (milliseconds), newest first: at
   * most JOBS_PER_MAIL, and whether there are more.
   */
  async newJobs(search: JobSearch, since: number, until: number): Promise<{ jobs: AlertJob[]; more: boolean }> {
    const jobs: AlertJob[] = [];
    for (let page = 1; page <= MAX_PAGES; page += 1) {
      const query = jobsQueryString(createJobSearch({ ...search, page, orderBy: 'created_at', orderDir: 'desc' }));
      const body = (await this.get(`/jobs?${query}`)) as { data?: unknown[]; last_page?: number };
      if (!Array.isArray(body?.data)) {
        throw new JobsServiceError('the jobs service answered no job list');
      }
      for (const item of body.data) {
        const job = parseJob(item);
        const publishedAt = job ? Date.parse(job.created_at) : Number.NaN;
        if (!job || Number.isNaN(publishedAt) || publishedAt > until) {
          continue;
        }
        if (publishedAt <= since) {
          return { jobs, more: false };
        }
        if (jobs.length === JOBS_PER_MAIL) {
          return { jobs, more: true };
        }
        jobs.push({ title: job.title, company: job.company.full_name, place: jobPlace(job), path: jobPath(job) });
      }
      if (body.data.length === 0 || page >= (body.last_page ?? page)) {
        return { jobs, more: false };
      }
    }
    // The page limit came before `since`: the pages not read may hold more new jobs.
    return { jobs, more: true };
  }

  private async get(path: string): Promise<unknown> {
    const response = await this.fetchFn(`${this.baseUrl}${path}`, { headers: { accept: 'application/json' } });
    if (!response.ok) {
      throw new JobsServiceError(`the jobs service answered ${response.status} for ${path.split('?')[0]}`);
    }
    return response.json();
  }
}
