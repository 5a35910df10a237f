import type { Locale } from '@jobpoint/i18n';
import { searchTextParams, type JobSearch } from '@jobpoint/jobs-client';
import { describeJobSearch, jobBoardTranslator, specialEventLabels } from '@jobpoint/job-board/search';
import { quoteTypedText } from '../mailing/typed-text';
import type { JobsLookup } from './jobs-lookup';

/**
 * An alert's search in words for its mails, as the job board names the filters. The filters are named
 * from the jobs service's lists; the search text is the one thing a visitor typed, so it stands quoted
 * on its line as every mail repeats typed text (a job number stays the number it is). When the jobs
 * service's lists cannot be read, entries are named by their number rather than holding the mail back.
 */
export async function describeAlertSearch(search: JobSearch, locale: Locale, jobs: JobsLookup): Promise<string[]> {
  const t = jobBoardTranslator(locale);
  const constants = await jobs.publicViewConstants().catch(() => undefined);
  const text = searchTextParams(search.query);
  const query = 'filter' in text ? quoteTypedText(text.filter, locale) : search.query;
  return describeJobSearch({ ...search, query }, constants, specialEventLabels(null, t), t, locale);
}
