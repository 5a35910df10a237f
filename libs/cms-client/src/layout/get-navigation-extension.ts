import type { Locale } from '@jobpoint/i18n';
import { cmsApi } from '../lib/api/cms-api';
import type { NavigationExtension } from './layout-schema';
import { queryContent } from './query-content';

export type { NavigationExtension } from './layout-schema';

const getNavigationExtensionApi = cmsApi.injectEndpoints({
  endpoints: (build) => ({
    getNavigationExtension: build.query<NavigationExtension | null, { locale: Locale }>({
      queryFn: ({ locale }, _api, _extraOptions, baseQuery) =>
        queryContent(
          baseQuery,
          { path: '/api/navigation-erweiterung', params: { locale } },
          () => import('./layout-schema').then((schemas) => schemas.navigationExtensionSchema),
          (texts) => texts,
          null,
        ),
    }),
  }),
});

export const { getNavigationExtension } = getNavigationExtensionApi.endpoints;
export const { useGetNavigationExtensionQuery } = getNavigationExtensionApi;
