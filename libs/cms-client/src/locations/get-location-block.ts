import type { Locale } from '@jobpoint/i18n';
import { cmsApi } from '../lib/api/cms-api';
import type { LocationBlock } from './location-content';
import { localizedSingleTypeQuery, type LocalizedContent } from '../lib/strapi/fetch-single-type';

export const locationBlockApi = cmsApi.injectEndpoints({
  endpoints: (build) => ({
    /** The introduction to the locations; `null` when the editors have not filled it in. */
    getLocationBlock: build.query<LocalizedContent<LocationBlock> | null, Locale>({
      queryFn: localizedSingleTypeQuery('/api/standort-block', () => import('./location-schema').then((schemas) => schemas.locationBlockSchema), { populate: { button: true } }),
    }),
  }),
});

export const { useGetLocationBlockQuery } = locationBlockApi;
