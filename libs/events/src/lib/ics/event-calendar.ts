import type { EventDetail } from '@jobpoint/cms-client';
import { clockTime, eventPlace, lastDayOf } from '../format/event-facts';
import { nextDay, writeIcs, type CalendarEvent } from './ics-writer';

const ICS_PRODUCT_ID = '-//jobpoint berlin//Veranstaltungen//DE';

/**
 * The calendar entry of an event: with its times in Berlin time, or all day(s) when the CMS has no
 * start time. A multi-day event with times runs from the first day's start to the last day's end.
 */
export function calendarEvent(event: EventDetail, { pageUrl, host, stamp }: { pageUrl: string; host: string; stamp: Date }): CalendarEvent {
  const startTime = clockTime(event.startTime);
  const endTime = clockTime(event.endTime);
  const lastDay = lastDayOf(event);
  const end = startTime
    ? endTime && (lastDay > event.Datum || endTime > startTime)
      ? { date: lastDay, time: endTime }
      : null
    : { date: nextDay(lastDay) };
  return {
    uid: `event-${event.documentId ?? event.id}@${host}`,
    title: event.title,
    start: { date: event.Datum, time: startTime },
    end,
    description: [event.description?.trim(), pageUrl].filter(Boolean).join('\n\n'),
    location: eventPlace(event),
    url: pageUrl,
    stamp,
  };
}

export function eventIcs(event: EventDetail, options: { pageUrl: string; host: string; stamp: Date }): string {
  return writeIcs(calendarEvent(event, options), ICS_PRODUCT_ID);
}

/** The file name a calendar file is saved under: the slug, ASCII only. */
export function icsFileName(event: Pick<EventDetail, 'slug' | 'id'>): string {
  const base = (event.slug ?? '').replace(/[^A-Za-z0-9-]/g, '') || `veranstaltung-${event.id}`;
  return `${base}.ics`;
}
