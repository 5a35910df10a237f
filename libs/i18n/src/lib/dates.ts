/** The organisation's time zone: "today" means today in Berlin, on the server and in the browser alike. */
export const SITE_TIME_ZONE = 'Europe/Berlin';

/** Creating a formatter is costly (a job list formats dozens of dates); one per time zone is kept. */
const isoDateFormatters = new Map<string, Intl.DateTimeFormat>();

function isoDateFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = isoDateFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    isoDateFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Dates compare against today's local date formatted YYYY-MM-DD. */
export function localDateString(date: Date = new Date(), timeZone: string = SITE_TIME_ZONE): string {
  const parts = isoDateFormatter(timeZone).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** The UTC offset of a time zone at an instant, as ISO 8601 writes it (`+01:00`, `+02:00`). */
function utcOffset(instant: number, timeZone: string): string {
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormatters.set(timeZone, formatter);
  }
  const name = formatter.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  return name === 'GMT' ? '+00:00' : name.slice(3);
}

function offsetMinutes(offset: string): number {
  const [hours, minutes] = offset.slice(1).split(':').map(Number);
  return (offset.startsWith('-') ? -1 : 1) * (hours * 60 + minutes);
}

/**
 * A local date and time of a time zone as an ISO 8601 date-time with its offset, e.g.
 * `zonedDateTime('2026-06-30', '23:59:59')` → `2026-06-30T23:59:59+02:00` (summer time in Berlin).
 */
export function zonedDateTime(date: string, time: string, timeZone: string = SITE_TIME_ZONE): string {
  const wallClock = Date.parse(`${date}T${time}Z`);
  // The offset at the instant the wall-clock time names; a second look settles times near a change.
  const first = utcOffset(wallClock, timeZone);
  const offset = utcOffset(wallClock - offsetMinutes(first) * 60_000, timeZone);
  return `${date}T${time}${offset}`;
}
