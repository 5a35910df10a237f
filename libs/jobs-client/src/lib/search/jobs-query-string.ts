import { JOB_SEARCH_LISTS, searchTextParams, type JobSearch } from './job-search';

/** One `name=value` pair, URL-encoded; list names keep their readable `[]`. */
function pair(name: string, value: string | number): string {
  return `${name}=${encodeURIComponent(value)}`;
}

export function listPairs(name: string, ids: readonly number[]): string[] {
  return ids.map((id) => pair(`${name}[]`, id));
}

/**
 * The query string of `GET /jobs` for a search, without the leading '?'. Lists use the `name[]=` form of
 * the organisation's API; the special-event flags are sent only when set.
 */
export function jobsQueryString(search: JobSearch): string {
  const parts = [pair('page', search.page)];
  for (const [name, value] of Object.entries(searchTextParams(search.query))) parts.push(pair(name, value));
  for (const name of JOB_SEARCH_LISTS) parts.push(...listPairs(name, search[name]));
  parts.push(pair('order_by', search.orderBy), pair('order_dir', search.orderDir));
  if (search.specialEvent1) parts.push(pair('special_event_1', 1));
  if (search.specialEvent2) parts.push(pair('special_event_2', 1));
  return parts.join('&');
}
