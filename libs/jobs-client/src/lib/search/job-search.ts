/** Orderings the jobs service offers (the job board uses the first three). */
export const JOB_ORDER_FIELDS = ['created_at', 'title', 'application_deadline', 'id'] as const;
export type JobOrderField = (typeof JOB_ORDER_FIELDS)[number];

export const ORDER_DIRECTIONS = ['asc', 'desc'] as const;
export type OrderDirection = (typeof ORDER_DIRECTIONS)[number];

/** The job board's list filters; each holds ids from `GET /public-view-constants`. */
export const JOB_SEARCH_LISTS = [
  'jobCategories',
  'corporateSectors',
  'qualifications',
  'workTimeCategories',
  'zipCodes',
] as const;
export type JobSearchList = (typeof JOB_SEARCH_LISTS)[number];

/**
 * Everything the job board searches by. Every field is always present so that the same search is the
 * same RTK Query cache entry on the server and in the browser; build one with `createJobSearch`.
 */
export interface JobSearch extends Record<JobSearchList, number[]> {
  /** 1-based. */
  page: number;
  /** The text typed into the search box: a job id or words. */
  query: string;
  orderBy: JobOrderField;
  orderDir: OrderDirection;
  specialEvent1: boolean;
  specialEvent2: boolean;
}

export const DEFAULT_JOB_SEARCH: JobSearch = {
  page: 1,
  query: '',
  jobCategories: [],
  corporateSectors: [],
  qualifications: [],
  workTimeCategories: [],
  zipCodes: [],
  orderBy: 'created_at',
  orderDir: 'desc',
  specialEvent1: false,
  specialEvent2: false,
};

function normaliseIds(ids: readonly number[]): number[] {
  return [...new Set(ids.filter((id) => Number.isSafeInteger(id) && id > 0))].sort((a, b) => a - b);
}

/**
 * A complete search from some of its fields. Lists are sorted and de-duplicated, so that the order in
 * which filters were ticked does not make a different request.
 */
export function createJobSearch(fields: Partial<JobSearch> = {}): JobSearch {
  const search = { ...DEFAULT_JOB_SEARCH, ...fields };
  return {
    ...search,
    page: Number.isSafeInteger(search.page) && search.page >= 1 ? search.page : 1,
    jobCategories: normaliseIds(search.jobCategories),
    corporateSectors: normaliseIds(search.corporateSectors),
    qualifications: normaliseIds(search.qualifications),
    workTimeCategories: normaliseIds(search.workTimeCategories),
    zipCodes: normaliseIds(search.zipCodes),
  };
}

/**
 * The search box rule: text that is a number is sent as `id`, any other non-empty text as
 * `filter`. "Number" means digits only: "-5", "1e3" and "12.5" are words, not job ids.
 */
export function searchTextParams(query: string): { id: number } | { filter: string } | Record<string, never> {
  const text = query.trim();
  if (text === '') return {};
  if (/^\d+$/.test(text) && Number.isSafeInteger(Number(text))) return { id: Number(text) };
  return { filter: text };
}
