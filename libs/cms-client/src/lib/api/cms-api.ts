import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { rehydrationInfo, type ServiceContext } from '@jobpoint/store';
import { toStrapiQueryString, type StrapiParams } from '../strapi/strapi-query';

/** A content request: a path of the content API and its Strapi parameters. */
export interface CmsRequest {
  path: string;
  params?: StrapiParams;
}

/**
 * The content service's base URL and headers come from the store's service context: internal URL and
 * bearer token on the server, the gateway's `/cms` forwarder in the browser.
 */
const cmsBaseQuery: BaseQueryFn<CmsRequest, unknown, FetchBaseQueryError> = (request, api, extraOptions) => {
  const { cms } = api.extra as ServiceContext;
  const query = fetchBaseQuery({
    baseUrl: cms.baseUrl,
    fetchFn: cms.fetchFn,
    paramsSerializer: toStrapiQueryString,
    prepareHeaders: (headers) => {
      headers.set('Accept', 'application/json');
      for (const [name, value] of Object.entries(cms.headers)) {
        headers.set(name, value);
      }
      return headers;
    },
  });
  const args: FetchArgs = { url: request.path, params: request.params };
  return query(args, api, extraOptions);
};

export const cmsApi = createApi({
  reducerPath: 'cmsApi',
  baseQuery: cmsBaseQuery,
  extractRehydrationInfo: rehydrationInfo,
  // Content changes seldom; a page visited again within the hour is shown from the cache.
  keepUnusedDataFor: 3600,
  endpoints: () => ({}),
});
