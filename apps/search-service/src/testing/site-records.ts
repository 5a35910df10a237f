import { LOCALES } from '@jobpoint/i18n';
import type { ContentRecord, JobRecord, SearchRecord } from '../content/search-record';
import siteContent from './site-content.json';

/**
 * The site's demo content as the index holds it: a snapshot of the jobs service's and the content
 * service's seed data (texts cut to 600 characters). Jobs are stored once and, as the indexer does,
 * indexed under every language.
 */
export const SITE_RECORDS: SearchRecord[] = [
  ...LOCALES.flatMap((language) =>
    (siteContent.jobs as Omit<JobRecord, 'objectID' | 'language'>[]).map((job): JobRecord => ({
      ...job,
      objectID: `job-${job.id}-${language}`,
      language,
    })),
  ),
  ...(siteContent.content as ContentRecord[]),
];
