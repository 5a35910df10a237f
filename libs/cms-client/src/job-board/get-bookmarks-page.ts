import type { Locale } from '@jobpoint/i18n';
import { cmsApi } from '../lib/api/cms-api';
import { fetchSingleType } from '../lib/strapi/fetch-single-type';
import { BOOKMARKS_PAGE_POPULATE } from './job-board-content';
import type { BookmarksPage } from './job-board-schema';

export const bookmarksPageApi = cmsApi.injectEndpoints({
  endpoints: (build) => ({
    /** `/api/merkliste-seite`: the Merkliste's content; `null` when not filled in. */
    getBookmarksPage: build.query<BookmarksPage | null, { locale: Locale }>({
      queryFn: ({ locale }, _api, _extraOptions, baseQuery) =>
        fetchSingleType(baseQuery, { path: '/api/merkliste-seite', params: { locale, populate: BOOKMARKS_PAGE_POPULATE } }, () => import('./job-board-schema').then((schemas) => schemas.bookmarksPageSchema)),
    }),
  }),
});

export const { useGetBookmarksPageQuery } = bookmarksPageApi;
