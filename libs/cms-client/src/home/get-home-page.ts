import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { Locale } from '@jobpoint/i18n';
import type { Audience } from '@jobpoint/store';
import { cmsApi } from '../lib/api/cms-api';
import { unwrapResponse } from '../lib/strapi/normalize';
import { HOME_PAGE_POPULATE, homePageContentSchema, type HomePageContent } from './home-page-content';

export interface HomePageArgs {
  audience: Audience;
  locale: Locale;
}

/** The single type that holds each audience's home page. */
export const HOME_PAGE_PATHS: Record<Audience, string> = {
  jobseekers: '/api/arbeitssuchende',
  employers: '/api/arbeitgebende',
};

export const homePageApi = cmsApi.injectEndpoints({
  endpoints: (build) => ({
    /** The home page of an audience; `null` when the CMS has none in this language (it answers 404). */
    getHomePage: build.query<HomePageContent | null, HomePageArgs>({
      async queryFn({ audience, locale }, _api, _extraOptions, baseQuery) {
        const result = await baseQuery({
          path: HOME_PAGE_PATHS[audience],
          params: { locale, populate: HOME_PAGE_POPULATE },
        });
        if (result.error) {
          const error = result.error as FetchBaseQueryError;
          return error.status === 404 ? { data: null } : { error };
        }
        const parsed = homePageContentSchema.nullable().safeParse(unwrapResponse(result.data));
        if (!parsed.success) {
          return { error: { status: 'CUSTOM_ERROR', error: `Unexpected home page content: ${parsed.error.message}` } };
        }
        return { data: parsed.data };
      },
    }),
  }),
});

export const { useGetHomePageQuery } = homePageApi;
