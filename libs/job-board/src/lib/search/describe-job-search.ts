import type { Locale } from '@jobpoint/i18n';
import { entryName, searchTextParams, type JobSearch, type JobSearchList, type PublicViewConstants } from '@jobpoint/jobs-client';
import type { JobBoardTranslate } from '../format/job-details';
import { FILTER_LISTS, FILTER_SOURCES } from './search-state';
import type { SpecialEventLabel } from './special-events';

/**
 * A filter's entry as the job board's filter panel names it. An id the jobs service no longer lists (or
 * before its lists have loaded) is named by its number, never shown as if it were a postcode.
 */
function entryText(list: JobSearchList, id: number, constants: PublicViewConstants | undefined, locale: Locale, t: JobBoardTranslate): string {
  if (list === 'zipCodes') {
    const zip = constants?.zip_codes.find((entry) => entry.id === id);
    if (zip) return [zip.zip, zip.place_name].filter(Boolean).join(' ');
  } else {
    const entry = constants?.[FILTER_SOURCES[list]].find((candidate) => candidate.id === id);
    if (entry) return entryName(entry, locale).text;
  }
  return t('inWords.unknownEntry', { id });
}

/**
 * A job board search in words, one line per part: the search text (or the job number it is), each filter
 * with the names the board shows for its entries, the special events with their CMS labels; "all jobs"
 * for the plain board. Page and ordering are not part of what a search looks for. Pure: the job alert
 * form, the alert's pages and its mails (with a translator per language, `jobBoardTranslator`) share it.
 */
export function describeJobSearch(
  search: JobSearch,
  constants: PublicViewConstants | undefined,
  specialEvents: readonly SpecialEventLabel[],
  t: JobBoardTranslate,
  locale: Locale,
): string[] {
  // Entries of one filter are alternatives: a job in any of them matches.
  const list = new Intl.ListFormat(locale, { type: 'disjunction' });
  const line = (label: string, values: string[]) => t('inWords.line', { label, values: list.format(values) });
  const lines: string[] = [];

  const text = searchTextParams(search.query);
  if ('id' in text) lines.push(line(t('detail.jobNumber'), [String(text.id)]));
  if ('filter' in text) lines.push(line(t('inWords.query'), [text.filter]));

  for (const filter of FILTER_LISTS) {
    if (search[filter].length > 0) {
      lines.push(line(t(`filters.${filter}`), search[filter].map((id) => entryText(filter, id, constants, locale, t))));
    }
  }

  const flagged = ([1, 2] as const).filter((number) => search[`specialEvent${number}`]);
  if (flagged.length > 0) {
    const labelOf = (number: 1 | 2) => specialEvents.find((event) => event.number === number)?.label ?? t('filters.specialEvent', { number });
    lines.push(line(t('filters.specialEvents'), flagged.map(labelOf)));
  }

  return lines.length > 0 ? lines : [t('inWords.all')];
}
