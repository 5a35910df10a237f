import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';

/** The gateway's own handlers. Only browsers submit forms, so the base is the page's origin. */
const MAILING_API_PATH = '/api';

/**
 * Resolved against the page's origin when there is one: an absolute URL works in every fetch
 * implementation, and the server never sends a form, so it has no base of its own to know.
 */
function mailingBaseUrl(): string {
  const origin = typeof globalThis.location === 'undefined' ? '' : globalThis.location.origin;
  return `${origin}${MAILING_API_PATH}`;
}

const mailingBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (args, api, extraOptions) =>
  fetchBaseQuery({ baseUrl: mailingBaseUrl(), headers: { Accept: 'application/json' } })(args, api, extraOptions);

export const mailingApi = createApi({
  reducerPath: 'mailingApi',
  baseQuery: mailingBaseQuery,
  endpoints: () => ({}),
});
