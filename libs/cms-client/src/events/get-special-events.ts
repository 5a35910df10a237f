import type { Locale } from '@jobpoint/i18n';
import { cmsApi } from '../lib/api/cms-api';
import { unwrapResponse } from '../lib/strapi/normalize';
import type { StrapiParams } from '../lib/strapi/strapi-query';
import type { EventSummary } from './event-schema';
import { EVENT_SUMMARY_FIELDS, EVENT_SUMMARY_POPULATE } from './event-summary';

/** The format of the job datings and the language of the Turkish events, as the CMS names them. */
export const JOB_DATING_FORMAT = 'Jobdating';
export const TURKISH_LANGUAGE = 'Türkisch';
/** Both highlights show one event each. */
const SPECIAL_EVENT_PAGE_SIZE = 1;

export const SPECIAL_EVENTS = ['jobDating', 'turkish'] as const;
export type SpecialEvent = (typeof SPECIAL_EVENTS)[number];

export interface SpecialEventArgs {
  special: SpecialEvent;
  locale: Locale;
  /** Today's local date, `YYYY-MM-DD`. */
  today: string;
}

/**
 * The counselling page's highlights: the next job dating after today, and the next Turkish event from
 * today on (the one a visitor can still attend).
 */
function specialEventParams({ special, locale, today }: SpecialEventArgs): StrapiParams {
  const filters =
    special === 'jobDating'
      ? { Datum: { $gt: today }, Formate: { name: { $eq: JOB_DATING_FORMAT } } }
      : { Datum: { $gte: today }, Sprache: { name: { $eq: TURKISH_LANGUAGE } } };
  return {
    locale,
    filters,
    sort: ['Datum:asc', 'startTime:asc'],
    pagination: { page: 1, pageSize: SPECIAL_EVENT_PAGE_SIZE },
    fields: EVENT_SUMMARY_FIELDS,
    populate: EVENT_SUMMARY_POPULATE,
  };
}

export const specialEventsApi = cmsApi.injectEndpoints({
  endpoints: (build) => ({
    /** The highlighted event, or `null` when none is planned. */
    getSpecialEvent: build.query<EventSummary | null, SpecialEventArgs>({
      query: (args) => ({ path: '/api/veranstaltungens', params: specialEventParams(args) }),
      transformResponse: async (body: unknown) =>
        (await import('./event-schema')).eventSummaryListSchema.parse(unwrapResponse(body) ?? [])[0] ?? null,
    }),
  }),
});

export const { useGetSpecialEventQuery } = specialEventsApi;
