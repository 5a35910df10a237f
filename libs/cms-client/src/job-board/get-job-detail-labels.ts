import type { Locale } from '@jobpoint/i18n';
import { cmsApi } from '../lib/api/cms-api';
import { fetchSingleType } from '../lib/strapi/fetch-single-type';
import { JOB_DETAIL_LABELS_POPULATE } from './job-board-content';
import type { JobDetailLabels } from './job-board-schema';

export const jobDetailLabelsApi = cmsApi.injectEndpoints({
  endpoints: (build) => ({
    /** `/api/jobboerse-detail-seite`: the job detail page's labels; `null` when not filled in. */
    getJobDetailLabels: build.query<JobDetailLabels | null, { locale: Locale }>({
      queryFn: ({ locale }, _api, _extraOptions, baseQuery) =>
        fetchSingleType(
          baseQuery,
          { path: '/api/jobboerse-detail-seite', params: { locale, populate: JOB_DETAIL_LABELS_POPULATE } },
          () => import('./job-board-schema').then((schemas) => schemas.jobDetailLabelsSchema),
        ),
    }),
  }),
});

export const { useGetJobDetailLabelsQuery } = jobDetailLabelsApi;
