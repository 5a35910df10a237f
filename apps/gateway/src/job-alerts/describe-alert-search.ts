import type { Locale } from '@jobpoint/i18n';
import type { JobSearch } from '@jobpoint/jobs-client';
import { describeJobSearch, jobBoardTranslator, specialEventLabels } from '@jobpoint/job-board/search';
import type { JobsLookup } from './jobs-lookup';

/**
 * An alert's search in words for its mails, as the job board names the filters. When the jobs service's
 * lists cannot be read, entries are named by their number rather than holding the mail back.
 */
export async function describeAlertSearch(search: JobSearch, locale: Locale, jobs: JobsLookup): Promise<string[]> {
  const t = jobBoardTranslator(locale);
  const constants = await jobs.publicViewConstants().catch(() => undefined);
  return describeJobSearch(search, constants, specialEventLabels(null, t), t, locale);
}
