import type { JobsPage } from '../models/paginated';
import { listPairs } from '../search/jobs-query-string';
import type { JobsEndpointBuilder } from './jobs-base-query';
import { jobsServicePath } from './jobs-service-reads';

/** `GET /jobs/?jobCategories[]={id}`: the newest jobs of one category, e.g. for "similar jobs". */
export const getJobsByCategory = (build: JobsEndpointBuilder) =>
  build.query<JobsPage, number>({
    query: (jobCategoryId) => `${jobsServicePath('jobsOfCategory')}?${listPairs('jobCategories', [jobCategoryId]).join('&')}`,
  });
