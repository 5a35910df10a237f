import { createJobsReader, jobPath, jobPlace, type JobSearch, type JobsReader, type PublicViewConstants } from '@jobpoint/jobs-client';
import { JOBS_PER_MAIL, type AlertJob } from './job-alert-mails';

/** Pages of the newest jobs one run reads at most; a run that finds more mails a link to the rest. */
const MAX_PAGES = 5;
/** The filter lists change with the organisation's data, not per request. */
const CONSTANTS_TTL_MS = 10 * 60_000;

/**
 * What the alerts ask the jobs service: the new jobs of a search, newest first (the job board's own
 * query, so an alert finds exactly what the board shows and no job list is copied), and the filter
 * lists a search is checked against.
 */
export class JobsLookup {
  private constants: { value: PublicViewConstants; fetchedAt: number } | null = null;
  private readonly reader: JobsReader;

  constructor(
    baseUrl: string,
    fetchFn: typeof fetch,
    private readonly now: () => number = Date.now,
  ) {
    this.reader = createJobsReader({ baseUrl, fetchFn });
  }

  async publicViewConstants(): Promise<PublicViewConstants> {
    if (this.constants && this.now() - this.constants.fetchedAt < CONSTANTS_TTL_MS) {
      return this.constants.value;
    }
    const value = await this.reader.publicViewConstants();
    this.constants = { value, fetchedAt: this.now() };
    return value;
  }

  /**
   * The jobs of a search published after `since` and up to `until` (milliseconds), newest first: at
   * most JOBS_PER_MAIL, and whether there are more.
   */
  async newJobs(search: JobSearch, since: number, until: number): Promise<{ jobs: AlertJob[]; more: boolean }> {
    const jobs: AlertJob[] = [];
    let pagesRead = 0;
    for await (const page of this.reader.jobPages({ ...search, orderBy: 'created_at', orderDir: 'desc' })) {
      for (const job of page) {
        const publishedAt = Date.parse(job.created_at);
        if (Number.isNaN(publishedAt) || publishedAt > until) {
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
      pagesRead += 1;
      if (pagesRead === MAX_PAGES) {
        // The page limit came before `since`: the pages not read may hold more new jobs.
        return { jobs, more: true };
      }
    }
    return { jobs, more: false };
  }
}
