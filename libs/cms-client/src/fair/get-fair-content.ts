import type { Locale } from '@jobpoint/i18n';
import { cmsApi } from '../lib/api/cms-api';
import { localizedSingleTypeQuery, type LocalizedContent } from '../lib/strapi/fetch-single-type';
import { EVENT_SUMMARY_FIELDS } from '../events/event-summary';
import { unwrapResponse } from '../lib/strapi/normalize';
import type { StrapiParams } from '../lib/strapi/strapi-query';
import { FAIR_BLOCK_POPULATE, FAIR_EVENT_POPULATE, type FairBlock, type FairEvent, type FairFilter } from './fair-content';

/** The event format of the organisation's job fair; its name is the same in every language. */
export const FAIR_FORMAT_NAME = 'Shop a Job';

/** How many fair dates the fair page shows (see docs/product-overview.md, Constants). */
export const FAIR_EVENTS_PAGE_SIZE = 3;

/** More fair filters than the editors will ever make, so one page holds them all. */
const FAIR_FILTERS_PAGE_SIZE = 100;

export interface FairEventsArgs {
  locale: Locale;
  /** Today's local date, `YYYY-MM-DD`: part of the arguments, so server and browser share the entry. */
  today: string;
}

/** The next fairs from today on, earliest first, with the exhibition each is linked to. */
function fairEventsParams({ locale, today }: FairEventsArgs): StrapiParams {
  return {
    locale,
    filters: { Formate: { name: { $eq: FAIR_FORMAT_NAME } }, Datum: { $gte: today } },
    sort: ['Datum:asc', 'startTime:asc'],
    pagination: { page: 1, pageSize: FAIR_EVENTS_PAGE_SIZE },
    fields: EVENT_SUMMARY_FIELDS,
    populate: FAIR_EVENT_POPULATE,
  };
}

/** The active fair filters in the order the editors made them. */
function fairFiltersParams(locale: Locale): StrapiParams {
  return {
    locale,
    filters: { isActive: { $eq: true } },
    sort: ['id:asc'],
    pagination: { page: 1, pageSize: FAIR_FILTERS_PAGE_SIZE },
    fields: ['name', 'isActive'],
  };
}

const fairSchemas = () => import('./fair-schema');

export const fairApi = cmsApi.injectEndpoints({
  endpoints: (build) => ({
    getFairEvents: build.query<FairEvent[], FairEventsArgs>({
      query: (args) => ({ path: '/api/veranstaltungens', params: fairEventsParams(args) }),
      transformResponse: async (body: unknown) => (await fairSchemas()).fairEventListSchema.parse(unwrapResponse(body) ?? []),
    }),
    /** The fair block; `null` when the editors have not filled it in. */
    getFairBlock: build.query<LocalizedContent<FairBlock> | null, Locale>({
      queryFn: localizedSingleTypeQuery('/api/messe-block', () => fairSchemas().then((schemas) => schemas.fairBlockSchema), { populate: FAIR_BLOCK_POPULATE }),
    }),
    getFairFilters: build.query<FairFilter[], Locale>({
      query: (locale) => ({ path: '/api/messe-filters', params: fairFiltersParams(locale) }),
      transformResponse: async (body: unknown) => (await fairSchemas()).fairFilterListSchema.parse(unwrapResponse(body) ?? []),
    }),
  }),
});

export const { useGetFairEventsQuery, useGetFairBlockQuery, useGetFairFiltersQuery } = fairApi;
