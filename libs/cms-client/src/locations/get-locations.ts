import type { Locale } from '@jobpoint/i18n';
import { cmsApi } from '../lib/api/cms-api';
import { unwrapResponse } from '../lib/strapi/normalize';
import type { StrapiParams } from '../lib/strapi/strapi-query';
import { LOCATION_POPULATE, type CmsLocation } from './location-content';

/** More locations than the organisation will ever have, so one page holds them all. */
const LOCATIONS_PAGE_SIZE = 100;

function locationsParams(locale: Locale): StrapiParams {
  return {
    locale,
    // The order the editors created them in, which puts the main location first.
    sort: ['id:asc'],
    pagination: { page: 1, pageSize: LOCATIONS_PAGE_SIZE },
    populate: LOCATION_POPULATE,
  };
}

export const locationsApi = cmsApi.injectEndpoints({
  endpoints: (build) => ({
    /** Every location of the organisation, in the page's language. */
    getLocations: build.query<CmsLocation[], Locale>({
      query: (locale) => ({ path: '/api/standorte', params: locationsParams(locale) }),
      transformResponse: async (body: unknown) => (await import('./location-schema')).locationListSchema.parse(unwrapResponse(body) ?? []),
    }),
  }),
});

export const { useGetLocationsQuery } = locationsApi;
