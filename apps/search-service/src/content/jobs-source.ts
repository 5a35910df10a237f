import { LOCALES } from '@jobpoint/i18n';
import { createJobsReader, jobPath } from '@jobpoint/jobs-client';
import { SOURCE_REQUEST_TIMEOUT_MS } from '../constants';
import type { ContentSource } from './content-source';
import { markdownToText } from './markdown-to-text';
import type { JobRecord } from './search-record';

/**
 * Every job of the jobs service, as the jobs reader pages them. Jobs are written in German or English
 * only; they are indexed under every language so that a search in Turkish or Arabic finds them too.
 */
export function jobsSource(config: { baseUrl: string }): ContentSource {
  return {
    name: 'jobs',
    async fetchRecords() {
      const jobs = await createJobsReader({ baseUrl: config.baseUrl, timeoutMs: SOURCE_REQUEST_TIMEOUT_MS }).allJobs();
      return LOCALES.flatMap((locale) =>
        jobs.map((job): JobRecord => ({
          objectID: `job-${job.id}-${locale}`,
          language: locale,
          type: 'job',
          id: job.id,
          title: job.title,
          description: markdownToText(job.description),
          company: { name: job.company.name, logo_url: job.company.logo_url },
          ...(job.job_category?.name ? { category: job.job_category.name } : {}),
          url: jobPath(job),
        })),
      );
    },
  };
}
