import {
  fetchBaseQuery,
  type BaseQueryFn,
  type EndpointBuilder,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import type { ServiceContext } from '@jobpoint/store';

/**
 * The jobs service's base URL comes from the store's service context: the internal URL on the server, the
 * gateway's `/jobs-api` forwarder in the browser. The service needs no credentials.
 */
export const jobsBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (
  args,
  api,
  extraOptions,
) => {
  const { jobs } = api.extra as ServiceContext;
  const query = fetchBaseQuery({
    baseUrl: jobs.baseUrl,
    fetchFn: jobs.fetchFn,
    prepareHeaders: (headers) => {
      headers.set('Accept', 'application/json');
      return headers;
    },
  });
  return query(args, api, extraOptions);
};

export type JobsEndpointBuilder = EndpointBuilder<typeof jobsBaseQuery, never, 'jobsApi'>;
