import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { rehydrationInfo, type ServiceContext } from '@jobpoint/store';
import { getJobAlert } from './get-job-alert';

/**
 * The gateway's job alerts come from the store's service context: the site's public origin with the
 * gateway's own fetch on the server (a page renders an alert the gateway holds), the page's origin in the
 * browser.
 */
const jobAlertsBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (args, api, extraOptions) => {
  const { jobAlerts } = api.extra as ServiceContext;
  return fetchBaseQuery({ baseUrl: jobAlerts.baseUrl, fetchFn: jobAlerts.fetchFn, headers: { Accept: 'application/json' } })(args, api, extraOptions);
};

/** The job alerts' RTK Query API: a page loads its alert on the server and the browser takes it over. */
export const jobAlertsApi = createApi({
  reducerPath: 'jobAlertsApi',
  baseQuery: jobAlertsBaseQuery,
  extractRehydrationInfo: rehydrationInfo,
  endpoints: (build) => ({
    getJobAlert: getJobAlert(build),
  }),
});

export const { useGetJobAlertQuery } = jobAlertsApi;
