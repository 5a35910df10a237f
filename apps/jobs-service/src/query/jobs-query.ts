/** What `GET /jobs` was asked for, after validation. */
export const JOB_ORDER_FIELDS = ['created_at', 'title', 'application_deadline', 'id'] as const;
export type JobOrderField = (typeof JOB_ORDER_FIELDS)[number];

export const ORDER_DIRECTIONS = ['asc', 'desc'] as const;
export type OrderDirection = (typeof ORDER_DIRECTIONS)[number];

/** The list filters of `GET /jobs`, by query parameter name. */
export const JOB_LIST_FILTERS = [
  'jobCategories',
  'corporateSectors',
  'qualifications',
  'workTimeCategories',
  'zipCodes',
] as const;
export type JobListFilter = (typeof JOB_LIST_FILTERS)[number];

export interface JobsQuery extends Record<JobListFilter, number[]> {
  page: number;
  orderBy: JobOrderField;
  orderDir: OrderDirection;
  specialEvent1: boolean;
  specialEvent2: boolean;
  id: number | null;
  filter: string | null;
}
