import { createApi } from '@reduxjs/toolkit/query/react';
import { rehydrationInfo } from '@jobpoint/store';
import { getExhibitionCompanies } from './get-exhibition-companies';
import { getJob } from './get-job';
import { getJobs } from './get-jobs';
import { getJobsByCategory } from './get-jobs-by-category';
import { getPublicViewConstants } from './get-public-view-constants';
import { jobsBaseQuery } from './jobs-base-query';

/**
 * The jobs service's RTK Query API. Endpoints are declared here (each defined in its own file) rather
 * than injected, so that loaders get typed `jobsApi.endpoints.*` without importing endpoint modules.
 */
export const jobsApi = createApi({
  reducerPath: 'jobsApi',
  baseQuery: jobsBaseQuery,
  extractRehydrationInfo: rehydrationInfo,
  endpoints: (build) => ({
    getJobs: getJobs(build),
    getJob: getJob(build),
    getJobsByCategory: getJobsByCategory(build),
    getPublicViewConstants: getPublicViewConstants(build),
    getExhibitionCompanies: getExhibitionCompanies(build),
  }),
});

export const {
  useGetJobsQuery,
  useGetJobQuery,
  useGetJobsByCategoryQuery,
  useGetPublicViewConstantsQuery,
  useGetExhibitionCompaniesQuery,
} = jobsApi;
