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
