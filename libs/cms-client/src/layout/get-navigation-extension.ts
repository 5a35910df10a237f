import * as z from 'zod';
import type { Locale } from '@jobpoint/i18n';
import { cmsApi } from '../lib/api/cms-api';
import { queryContent } from './query-content';

const text = z.string().nullish();

/** Texts around the navigation: contact link, audience switch and the job-market login. */
export const navigationExtensionSchema = z.object({
  contactText: text,
  jobSeekersText: text,
  employersText: text,
  loginJobmarketText: text,
});
export type NavigationExtension = z.infer<typeof navigationExtensionSchema>;

const getNavigationExtensionApi = cmsApi.injectEndpoints({
  endpoints: (build) => ({
    getNavigationExtension: build.query<NavigationExtension | null, { locale: Locale }>({
      queryFn: ({ locale }, _api, _extraOptions, baseQuery) =>
        queryContent(
          baseQuery,
          { path: '/api/navigation-erweiterung', params: { locale } },
          navigationExtensionSchema,
          (texts) => texts,
          null,
        ),
    }),
  }),
});

export const { getNavigationExtension } = getNavigationExtensionApi.endpoints;
export const { useGetNavigationExtensionQuery } = getNavigationExtensionApi;
