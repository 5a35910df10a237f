import { eventsApi, LATEST_EVENTS_PAGE_SIZE, type LatestEventsArgs } from '@jobpoint/cms-client';
import type { Locale } from '@jobpoint/i18n';
import { settle } from '@jobpoint/store';
import type { ContentDispatch } from '../blocks/block';

/** The one place that builds the event list's arguments, so the loader and the block share a cache entry. */
export function latestEventsArgs(locale: Locale, today: string): LatestEventsArgs {
  return { locale, today, limit: LATEST_EVENTS_PAGE_SIZE };
}

/** The next events for the event section; a failure leaves the list empty. */
export function loadLatestEvents(dispatch: ContentDispatch, { locale, today }: { locale: Locale; today: string }) {
  return settle(dispatch(eventsApi.endpoints.getLatestEvents.initiate(latestEventsArgs(locale, today))));
}
