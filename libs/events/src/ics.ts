/** For the gateway: the event's calendar file, without the pages' React code. */
export { eventIcs, icsFileName } from './lib/ics/event-calendar';
export { EVENT_CALENDAR_ROUTE } from './lib/ics/calendar-path';
