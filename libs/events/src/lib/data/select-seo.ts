import { eventApi, eventsPageApi, type Seo } from '@jobpoint/cms-client';
import type { Locale } from '@jobpoint/i18n';

type EventsPageState = Parameters<ReturnType<typeof eventsPageApi.endpoints.getEventsPage.select>>[0];
type EventState = Parameters<ReturnType<typeof eventApi.endpoints.getEvent.select>>[0];

/** The events list's head: the CMS's SEO block of `veranstaltungen-view`. */
export function selectEventsSeo(state: EventsPageState, locale: Locale): Seo | null {
  return eventsPageApi.endpoints.getEventsPage.select(locale)(state).data?.content.seo ?? null;
}

/** An event page's head: the event's SEO block, or its title and summary where the editors left it out. */
export function selectEventSeo(state: EventState, args: { slug: string; locale: Locale }): Seo | null {
  const event = eventApi.endpoints.getEvent.select(args)(state).data?.content;
  if (!event) return null;
  return event.seo ?? { metaTitle: event.title, metaDescription: event.description ?? null };
}
