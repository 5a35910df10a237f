import { PAGES, pagePath } from '@jobpoint/site-routes';

/** The calendar file of an event sits below its page: `/veranstaltungen/{slug}/kalender.ics`. */
const EVENT_CALENDAR_FILE = 'kalender.ics';

/** The route pattern, for the gateway. */
export const EVENT_CALENDAR_ROUTE = `${PAGES.event.path}/${EVENT_CALENDAR_FILE}`;

export function calendarPath(slug: string): string {
  return `${pagePath('event', { slug })}/${EVENT_CALENDAR_FILE}`;
}
