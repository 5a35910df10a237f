import type { JobsPage } from '../models/paginated';
import type { JobSearch } from '../search/job-search';
import { jobsQueryString } from '../search/jobs-query-string';
import type { JobsEndpointBuilder } from './jobs-base-query';
import { jobsServicePath } from './jobs-service-reads';

/** `GET /jobs`: one page of the job board for a search (build the argument with `createJobSearch`). */
export const getJobs = (build: JobsEndpointBuilder) =>
  build.query<JobsPage, JobSearch>({
    query: (search) => `${jobsServicePath('jobs')}?${jobsQueryString(search)}`,
  });
