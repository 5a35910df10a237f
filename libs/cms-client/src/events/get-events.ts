import { cmsApi } from '../lib/api/cms-api';
import { isRecord, unwrapResponse } from '../lib/strapi/normalize';
import type { StrapiParams } from '../lib/strapi/strapi-query';
import { eventListFilterParams, type EventListArgs } from './event-filters';
import type { EventSummary } from './event-schema';
import { EVENT_SUMMARY_FIELDS, EVENT_SUMMARY_POPULATE } from './event-summary';

/** A page of the events list and where it is in the whole list. */
export interface EventPage {
  events: EventSummary[];
  page: number;
  pageCount: number;
  total: number;
}

function eventListParams(args: EventListArgs): StrapiParams {
  return { ...eventListFilterParams(args), fields: EVENT_SUMMARY_FIELDS, populate: EVENT_SUMMARY_POPULATE };
}

/** The events of the answer and its pagination (`meta.pagination`, the same in both response formats). */
async function toEventPage(body: unknown): Promise<EventPage> {
  const { eventPaginationSchema, eventSummaryListSchema } = await import('./event-schema');
  const events = eventSummaryListSchema.parse(unwrapResponse(body) ?? []);
  const meta = isRecord(body) && isRecord(body['meta']) ? body['meta']['pagination'] : undefined;
  const pagination = eventPaginationSchema.safeParse(meta);
  return pagination.success
    ? { events, ...pagination.data }
    : { events, page: 1, pageCount: events.length > 0 ? 1 : 0, total: events.length };
}

export const eventListApi = cmsApi.injectEndpoints({
  endpoints: (build) => ({
    /** One page of the events that match a search. */
    getEvents: build.query<EventPage, EventListArgs>({
      query: (args) => ({ path: '/api/veranstaltungens', params: eventListParams(args) }),
      transformResponse: toEventPage,
    }),
  }),
});

export const { useGetEventsQuery } = eventListApi;
