/** The organisation's time zone: "today" means today in Berlin, on the server and in the browser alike. */
export const SITE_TIME_ZONE = 'Europe/Berlin';

/** Spec §9: dates compare against today's local date formatted YYYY-MM-DD. */
export function localDateString(date: Date = new Date(), timeZone: string = SITE_TIME_ZONE): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
