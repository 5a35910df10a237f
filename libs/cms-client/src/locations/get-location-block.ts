import type { Locale } from '@jobpoint/i18n';
import { cmsApi } from '../lib/api/cms-api';
import { locationBlockSchema, type LocationBlock } from './location-content';
import { fetchLocalizedContent, type LocalizedContent } from '../lib/strapi/fetch-single-type';

export const locationBlockApi = cmsApi.injectEndpoints({
  endpoints: (build) => ({
    /** The introduction to the locations; `null` when the editors have not filled it in. */
    getLocationBlock: build.query<LocalizedContent<LocationBlock> | null, Locale>({
      queryFn: (locale, _api, _extraOptions, baseQuery) =>
        fetchLocalizedContent(
          baseQuery,
          (candidate) => ({ path: '/api/standort-block', params: { locale: candidate, populate: { button: true } } }),
          locationBlockSchema,
          locale,
        ),
    }),
  }),
});

export const { useGetLocationBlockQuery } = locationBlockApi;
