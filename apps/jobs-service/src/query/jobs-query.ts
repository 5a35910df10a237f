import type { JobOrderField, JobSearchList, OrderDirection } from '@jobpoint/jobs-client';

/**
 * What `GET /jobs` was asked for, after validation. The orderings, directions and list filters are the
 * jobs client's (`JOB_ORDER_FIELDS`, `ORDER_DIRECTIONS`, `JOB_SEARCH_LISTS`), so what the site asks for and
 * what the service accepts are one list; the search box's text arrives as `id` or `filter`.
 */
export interface JobsQuery extends Record<JobSearchList, number[]> {
  page: number;
  orderBy: JobOrderField;
  orderDir: OrderDirection;
  specialEvent1: boolean;
  specialEvent2: boolean;
  id: number | null;
  filter: string | null;
}
