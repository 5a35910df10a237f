import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { BOOKMARK_PERSIST_ACTIONS, bookmarksReducer } from '@jobpoint/bookmarks';
import { cmsApi } from '@jobpoint/cms-client';
import { jobsApi } from '@jobpoint/jobs-client';
import { jobAlertsApi, mailingApi } from '@jobpoint/mailing-client';
import { searchApi } from '@jobpoint/search-client';
import { siteSlice, type ServiceContext, type SiteState } from '@jobpoint/store';

const rootReducer = combineSlices(siteSlice, cmsApi, jobsApi, searchApi, mailingApi, jobAlertsApi, { bookmarks: bookmarksReducer });

export type RootState = ReturnType<typeof rootReducer>;

/**
 * One store per request on the server and one per page in the browser. The service context travels as
 * the thunk's extra argument, so base queries find the right URLs and credentials on either side.
 */
export function createAppStore({ services, site }: { services: ServiceContext; site?: SiteState }) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: site ? { site } : undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: services }, serializableCheck: { ignoredActions: BOOKMARK_PERSIST_ACTIONS } }).concat(
        cmsApi.middleware,
        jobsApi.middleware,
        searchApi.middleware,
        mailingApi.middleware,
        jobAlertsApi.middleware,
      ),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;

/**
 * Clears every API's cache once a server render is done: a cached query holds a removal timer for as long
 * as it is kept, which would keep each request's store in memory long after its page was sent.
 */
export function releaseServerStore(store: AppStore): void {
  for (const api of [cmsApi, jobsApi, searchApi, mailingApi, jobAlertsApi]) {
    store.dispatch(api.util.resetApiState());
  }
}
