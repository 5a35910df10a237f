import { LOCALES } from '@jobpoint/i18n';
import { jobPath } from '@jobpoint/jobs-client';
import { MAX_JOB_PAGES } from '../constants';
import type { ContentSource } from './content-source';
import { fetchJson } from './fetch-json';
import { markdownToText } from './markdown-to-text';
import type { JobRecord } from './search-record';

interface JobsPage {
  data?: {
    id: number;
    title?: string | null;
    description?: string | null;
    company?: { name?: string | null; logo_url?: string | null } | null;
    job_category?: { name?: string | null } | null;
  }[];
  total?: number;
}

/**
 * Every job of the jobs service (`GET /jobs?page=N`). Jobs are written in German or English only; they
 * are indexed under every language so that a search in Turkish or Arabic finds them too.
 */
export function jobsSource(config: { baseUrl: string }): ContentSource {
  return {
    name: 'jobs',
    async fetchRecords() {
      const jobs: NonNullable<JobsPage['data']> = [];
      for (let page = 1; page <= MAX_JOB_PAGES; page += 1) {
        const url = new URL(`${config.baseUrl.replace(/\/+$/, '')}/jobs`);
        url.searchParams.set('page', String(page));
        const answer = (await fetchJson(url)) as JobsPage;
        const data = answer.data ?? [];
        jobs.push(...data);
        if (data.length === 0 || jobs.length >= (answer.total ?? 0)) {
          break;
        }
      }
      return LOCALES.flatMap((locale) =>
        jobs.map((job): JobRecord => ({
          objectID: `job-${job.id}-${locale}`,
          language: locale,
          type: 'job',
          id: job.id,
          title: job.title ?? '',
          description: markdownToText(job.description),
          company: { name: job.company?.name ?? '', logo_url: job.company?.logo_url ?? null },
          ...(job.job_category?.name ? { category: job.job_category.name } : {}),
          url: jobPath({ id: job.id, title: job.title ?? '' }),
        })),
      );
    },
  };
}
