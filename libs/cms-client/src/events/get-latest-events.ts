import type { Locale } from '@jobpoint/i18n';
import { cmsApi } from '../lib/api/cms-api';
import { unwrapResponse } from '../lib/strapi/normalize';
import type { StrapiParams } from '../lib/strapi/strapi-query';
import type { EventSummary } from './event-schema';
import { EVENT_SUMMARY_FIELDS, EVENT_SUMMARY_POPULATE } from './event-summary';

/** How many upcoming events the home pages show (see docs/product-overview.md, Constants). */
export const LATEST_EVENTS_PAGE_SIZE = 3;

export interface LatestEventsArgs {
  locale: Locale;
  /**
   * Today's local date, `YYYY-MM-DD`. Part of the arguments, so that the server and the
   * hydrating browser ask for, and cache, the same list.
   */
  today: string;
  limit: number;
}

/**
 * The next events from today on, earliest first: on a site that advertises events, the "latest" are the
 * ones a visitor can still attend.
 */
function latestEventsParams({ locale, today, limit }: LatestEventsArgs): StrapiParams {
  return {
    locale,
    filters: { Datum: { $gte: today } },
    sort: ['Datum:asc', 'startTime:asc'],
    pagination: { page: 1, pageSize: limit },
    fields: EVENT_SUMMARY_FIELDS,
    populate: EVENT_SUMMARY_POPULATE,
  };
}

export const eventsApi = cmsApi.injectEndpoints({
  endpoints: (build) => ({
    getLatestEvents: build.query<EventSummary[], LatestEventsArgs>({
      query: (args) => ({ path: '/api/veranstaltungens', params: latestEventsParams(args) }),
      transformResponse: async (body: unknown) => (await import('./event-schema')).eventSummaryListSchema.parse(unwrapResponse(body) ?? []),
    }),
  }),
});

export const { useGetLatestEventsQuery } = eventsApi;
