import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import { rehydrationInfo, type ServiceContext } from '@jobpoint/store';
import type { SearchArgs, SearchError, SearchResultPage } from './search-hit';
import { searchSite } from './search-site';

/**
 * The site search. The algoliasearch client does the HTTP (hosts, retries, credentials in the query
 * string), so the endpoint is a `queryFn` that reads the public search settings from the service context.
 */
export const searchApi = createApi({
  reducerPath: 'searchApi',
  baseQuery: fakeBaseQuery<SearchError>(),
  extractRehydrationInfo: rehydrationInfo,
  // Typing revisits recent queries (backspace); keep them a little while.
  keepUnusedDataFor: 120,
  endpoints: (build) => ({
    search: build.query<SearchResultPage, SearchArgs>({
      queryFn: (args, api) => searchSite((api.extra as ServiceContext).search, args),
    }),
  }),
});

export const { useSearchQuery, useLazySearchQuery } = searchApi;
