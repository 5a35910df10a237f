import { createJobSearch, JOB_BOARD_PATH, type JobSearch, type JobSearchList, type PublicViewConstants } from '@jobpoint/jobs-client';
import type { PageQueryParam } from '@jobpoint/site-routes';

/**
 * The job board's search lives in the page URL, so a search can be shared, reloaded and walked back with
 * the browser's back button, and the server renders the same list for the same URL. Names are short and
 * German like the site's paths; lists repeat their parameter (`kategorie=1&kategorie=3`), which is also
 * what the search form sends when it is submitted without JavaScript.
 */
export const SEARCH_PARAMS = {
  query: 'q',
  page: 'seite',
  order: 'sortierung',
  specialEvents: 'sonderaktion',
  jobCategories: 'kategorie',
  corporateSectors: 'branche',
  qualifications: 'qualifikation',
  workTimeCategories: 'arbeitszeit',
  zipCodes: 'plz',
} as const satisfies Record<JobSearchList | 'query' | 'page' | 'order' | 'specialEvents', PageQueryParam<'jobBoard'>>;

/** The orderings the job board offers, by their URL value; the first is the default. */
export const JOB_ORDERS = {
  neueste: { orderBy: 'created_at', orderDir: 'desc' },
  aelteste: { orderBy: 'created_at', orderDir: 'asc' },
  'titel-a-z': { orderBy: 'title', orderDir: 'asc' },
  'titel-z-a': { orderBy: 'title', orderDir: 'desc' },
  bewerbungsfrist: { orderBy: 'application_deadline', orderDir: 'asc' },
} as const satisfies Record<string, Pick<JobSearch, 'orderBy' | 'orderDir'>>;
export type JobOrder = keyof typeof JOB_ORDERS;

export const FILTER_LISTS: readonly JobSearchList[] = ['jobCategories', 'corporateSectors', 'qualifications', 'workTimeCategories', 'zipCodes'];

/** Which list of `/public-view-constants` names the entries of which filter. */
export const FILTER_SOURCES = {
  jobCategories: 'job_categories',
  corporateSectors: 'corporate_sectors',
  qualifications: 'qualifications',
  workTimeCategories: 'work_time_categories',
  zipCodes: 'zip_codes',
} as const satisfies Record<JobSearchList, keyof PublicViewConstants>;

function isJobOrder(value: string | null): value is JobOrder {
  return value !== null && Object.hasOwn(JOB_ORDERS, value);
}

/** The URL value of a search's ordering; an ordering the board does not offer counts as the default. */
export function jobOrderOf(search: Pick<JobSearch, 'orderBy' | 'orderDir'>): JobOrder {
  const found = (Object.keys(JOB_ORDERS) as JobOrder[]).find(
    (order) => JOB_ORDERS[order].orderBy === search.orderBy && JOB_ORDERS[order].orderDir === search.orderDir,
  );
  return found ?? 'neueste';
}

/** Ids from repeated parameters, also accepting a comma-separated value; anything not an id is dropped. */
function ids(params: URLSearchParams, name: string): number[] {
  return params
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => /^\d{1,15}$/.test(value))
    .map(Number);
}

/**
 * The search a URL query describes. Unknown or malformed values fall back to their defaults instead of
 * failing, because people edit and truncate URLs.
 */
export function searchStateFromQuery(params: URLSearchParams): JobSearch {
  const order = params.get(SEARCH_PARAMS.order);
  const page = params.get(SEARCH_PARAMS.page);
  const specialEvents = ids(params, SEARCH_PARAMS.specialEvents);
  return createJobSearch({
    query: (params.get(SEARCH_PARAMS.query) ?? '').trim(),
    page: page && /^\d{1,6}$/.test(page) ? Number(page) : 1,
    ...JOB_ORDERS[isJobOrder(order) ? order : 'neueste'],
    specialEvent1: specialEvents.includes(1),
    specialEvent2: specialEvents.includes(2),
    jobCategories: ids(params, SEARCH_PARAMS.jobCategories),
    corporateSectors: ids(params, SEARCH_PARAMS.corporateSectors),
    qualifications: ids(params, SEARCH_PARAMS.qualifications),
    workTimeCategories: ids(params, SEARCH_PARAMS.workTimeCategories),
    zipCodes: ids(params, SEARCH_PARAMS.zipCodes),
  });
}

/** The URL query of a search; defaults are left out, so the plain job board has no query at all. */
export function queryFromSearchState(search: JobSearch): URLSearchParams {
  const params = new URLSearchParams();
  const text = search.query.trim();
  if (text) params.set(SEARCH_PARAMS.query, text);
  for (const list of FILTER_LISTS) {
    for (const id of search[list]) params.append(SEARCH_PARAMS[list], String(id));
  }
  if (search.specialEvent1) params.append(SEARCH_PARAMS.specialEvents, '1');
  if (search.specialEvent2) params.append(SEARCH_PARAMS.specialEvents, '2');
  const order = jobOrderOf(search);
  if (order !== 'neueste') params.set(SEARCH_PARAMS.order, order);
  if (search.page > 1) params.set(SEARCH_PARAMS.page, String(search.page));
  return params;
}

/**
 * What a job alert keeps of a search: the URL query of what it looks for, without page and ordering
 * (the alert sends the newest jobs). '' for the plain board.
 */
export function jobAlertQuery(search: JobSearch): string {
  return queryFromSearchState({ ...search, page: 1, ...JOB_ORDERS.neueste }).toString();
}

/** The job board's path for a search. */
export function jobBoardHref(search: JobSearch): string {
  const query = queryFromSearchState(search).toString();
  return query ? `${JOB_BOARD_PATH}?${query}` : JOB_BOARD_PATH;
}

/** Whether any filter, special-event flag or ordering differs from the plain board (the text aside). */
export function hasActiveFilters(search: JobSearch): boolean {
  return (
    FILTER_LISTS.some((list) => search[list].length > 0) ||
    search.specialEvent1 ||
    search.specialEvent2 ||
    jobOrderOf(search) !== 'neueste'
  );
}

/** The same search text without filters, on the first page: "clear the filters". */
export function withoutFilters(search: JobSearch): JobSearch {
  return createJobSearch({ query: search.query });
}
