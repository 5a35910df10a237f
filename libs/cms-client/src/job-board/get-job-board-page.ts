import type { Locale } from '@jobpoint/i18n';
import { cmsApi } from '../lib/api/cms-api';
import { fetchSingleType } from '../lib/strapi/fetch-single-type';
import { JOB_BOARD_PAGE_POPULATE } from './job-board-content';
import type { JobBoardPage } from './job-board-schema';

export const jobBoardPageApi = cmsApi.injectEndpoints({
  endpoints: (build) => ({
    /** `/api/jobboerse`: the job board's content and search configuration; `null` when not filled in. */
    getJobBoardPage: build.query<JobBoardPage | null, { locale: Locale }>({
      queryFn: ({ locale }, _api, _extraOptions, baseQuery) =>
        fetchSingleType(baseQuery, { path: '/api/jobboerse', params: { locale, populate: JOB_BOARD_PAGE_POPULATE } }, () => import('./job-board-schema').then((schemas) => schemas.jobBoardPageSchema)),
    }),
  }),
});

export const { useGetJobBoardPageQuery } = jobBoardPageApi;
