import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { data, redirect } from 'react-router';
import {
  eventApi,
  eventListApi,
  eventsApi,
  eventsPageApi,
  localizedSlugs,
  locationsApi,
  specialEventsApi,
  SPECIAL_EVENTS,
  type EventFilters,
  type EventListArgs,
} from '@jobpoint/cms-client';
import { localizedPage, type Locale, type LocalePaths } from '@jobpoint/i18n';
import { pagePath } from '@jobpoint/site-routes';
import { settle } from '@jobpoint/store';
import type { EventSearch } from '../search/event-search-state';

export type EventsDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/** Events per page of the list: three rows of three cards on a wide screen. */
const EVENTS_PAGE_SIZE = 9;
/** Events per "load more" step on the counselling page. */
const COUNSELLING_EVENTS_STEP = 6;

function notFound(): never {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

/** A list the page cannot show without is the page's error, with the service's status where it has one. */
function failed(error: unknown): never {
  const status = (error as FetchBaseQueryError | undefined)?.status;
  throw data(null, { status: typeof status === 'number' && status >= 400 ? status : 502 });
}

/** The one place that builds a list page's request, so the loader and the page share its cache entry. */
export function eventListArgs(locale: Locale, today: string, search: EventSearch): EventListArgs {
  return { locale, today, filters: search.filters, page: search.page, pageSize: EVENTS_PAGE_SIZE };
}

/**
 * The counselling page's two lists: the current events and the previous ones, each grown by "load more"
 * (`page` and `previousPage` of the search say how many steps are shown). The time filter is theirs.
 */
export function counsellingListArgs(locale: Locale, today: string, search: EventSearch, time: 'upcoming' | 'past'): EventListArgs {
  const { time: _ignored, ...filters } = search.filters;
  const steps = time === 'upcoming' ? search.page : search.previousPage;
  const timed: EventFilters = { ...filters, time };
  return { locale, today, filters: timed, page: 1, pageSize: COUNSELLING_EVENTS_STEP * steps };
}

/** The filters' choices: formats, languages and locations. Without them the filters offer less. */
function loadChoices(dispatch: EventsDispatch, locale: Locale) {
  return Promise.all([
    settle(dispatch(eventsPageApi.endpoints.getEventFormats.initiate(locale))),
    settle(dispatch(eventsPageApi.endpoints.getEventLanguages.initiate(locale))),
    settle(dispatch(locationsApi.endpoints.getLocations.initiate(locale))),
  ]);
}

/** `/veranstaltungen`: the texts, the filters' choices and the page of events the URL asks for. */
export async function loadEventsPage(dispatch: EventsDispatch, { locale, today, search }: { locale: Locale; today: string; search: EventSearch }) {
  const [list] = await Promise.all([
    settle(dispatch(eventListApi.endpoints.getEvents.initiate(eventListArgs(locale, today, search)))),
    settle(dispatch(eventsPageApi.endpoints.getEventsPage.initiate(locale))),
    loadChoices(dispatch, locale),
  ]);
  if (!list?.data) failed(list?.error);
}

/** `/beratung`'s events: both lists, the two highlights, the titles and the filters' choices. */
export async function loadCounsellingEvents(dispatch: EventsDispatch, { locale, today, search }: { locale: Locale; today: string; search: EventSearch }) {
  await Promise.all([
    settle(dispatch(eventListApi.endpoints.getEvents.initiate(counsellingListArgs(locale, today, search, 'upcoming')))),
    settle(dispatch(eventListApi.endpoints.getEvents.initiate(counsellingListArgs(locale, today, search, 'past')))),
    ...SPECIAL_EVENTS.map((special) => settle(dispatch(specialEventsApi.endpoints.getSpecialEvent.initiate({ special, locale, today })))),
    settle(dispatch(eventsPageApi.endpoints.getEventsPage.initiate(locale))),
    settle(dispatch(eventsPageApi.endpoints.getCounsellingEvents.initiate(locale))),
    loadChoices(dispatch, locale),
  ]);
}

/** The event the page shows, by the slug it was asked for, and the page's path in each language. */
export interface LoadedEvent {
  slug: string;
  paths: LocalePaths;
}

const eventPagePath = (slug: string) => pagePath('event', { slug });

/**
 * An event page: the event (an unknown or malformed slug is a 404) and the registration texts, whose
 * failure the form covers with its own strings. An event found by a slug that is not its address in the
 * URL's language is a permanent redirect there, keeping the query (ADR 086).
 */
export async function loadEvent(
  dispatch: EventsDispatch,
  { locale, slug, url }: { locale: Locale; slug: string | undefined; url: URL },
): Promise<LoadedEvent> {
  if (!slug || slug.length > 200) notFound();
  const [result] = await Promise.all([
    settle(dispatch(eventApi.endpoints.getEvent.initiate({ slug, locale }))),
    settle(dispatch(eventsPageApi.endpoints.getEventRegistrationTexts.initiate(locale))),
  ]);
  if (result?.error) failed(result.error);
  const found = result?.data;
  if (!found) notFound();
  const { redirectTo, paths } = localizedPage({ slug, slugs: localizedSlugs(found.content, found.locale), url, locale, pathOf: eventPagePath });
  if (redirectTo) throw redirect(redirectTo, 301);
  return { slug, paths };
}

/**
 * `/veranstaltungen/latest`: a temporary redirect (302, keeping the query) to the page of the next event
 * from today on, at its slug in the page's language (the list is asked for in it), so the event keeps one
 * address and one title (ADR 086). A 404 when no event is ahead.
 */
export async function redirectToLatestEvent(dispatch: EventsDispatch, { locale, today, url }: { locale: Locale; today: string; url: URL }): Promise<never> {
  const latest = await settle(dispatch(eventsApi.endpoints.getLatestEvents.initiate({ locale, today, limit: 1 })));
  if (latest?.error) failed(latest.error);
  const slug = latest?.data?.[0]?.slug;
  if (!slug) notFound();
  throw redirect(`${eventPagePath(slug)}${url.search}`, 302);
}
