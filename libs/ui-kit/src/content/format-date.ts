import { localDateString, SITE_TIME_ZONE, type Locale } from '@jobpoint/i18n';

/**
 * The Intl locale of each site language. Arabic keeps Latin digits, like the times, phone numbers and
 * postcodes next to the dates.
 */
const INTL_LOCALES: Record<Locale, string> = {
  de: 'de-DE',
  en: 'en-GB',
  tr: 'tr-TR',
  ar: 'ar-u-nu-latn',
};

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    // A fixed time zone: the server and the browser must print the same day.
    cached = new Intl.DateTimeFormat(INTL_LOCALES[locale], { ...options, timeZone: SITE_TIME_ZONE });
    formatters.set(key, cached);
  }
  return cached;
}

/** Noon UTC is the same calendar day in Berlin all year round, so a date-only value never moves. */
function calendarDateInstant(date: string): Date {
  return new Date(`${date}T12:00:00Z`);
}

const LONG_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };

/** A calendar date (`YYYY-MM-DD`) for the reader, e.g. "10. März 2026"; `null` for anything else. */
export function formatCalendarDate(
  date: string | null | undefined,
  locale: Locale,
  options: Intl.DateTimeFormatOptions = LONG_DATE,
): string | null {
  if (!date || !CALENDAR_DATE.test(date)) {
    return null;
  }
  return formatter(locale, options).format(calendarDateInstant(date));
}

/**
 * The months by name in each site language, as Intl (CLDR) writes them standing alone with a year. A page
 * that names months while it hydrates (the event finder's month list) uses these instead of Intl: the
 * first `Intl.DateTimeFormat` of a page loads the calendar data, some 20–30 ms of a desktop's CPU in one
 * piece and four times that on a phone. The spec compares them with Intl's.
 */
const MONTH_NAMES: Record<Locale, readonly string[]> = {
  de: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  tr: ['Ocak', 'Şubat', 'Mart', 'Nisan', 'Mayıs', 'Haziran', 'Temmuz', 'Ağustos', 'Eylül', 'Ekim', 'Kasım', 'Aralık'],
  ar: ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'],
};

/** A month of a year for the reader, e.g. "März 2026" (`month` from 1 to 12). */
export function formatMonthOfYear(year: number, month: number, locale: Locale): string {
  return `${MONTH_NAMES[locale][month - 1]} ${year}`;
}

/** "10. März 2026" or, for several days, "10. März 2026 – 12. März 2026". */
export function formatDateRange(start: string, end: string | null | undefined, locale: Locale): string | null {
  const first = formatCalendarDate(start, locale);
  const last = end && end !== start ? formatCalendarDate(end, locale) : null;
  return first && last ? `${first} – ${last}` : first;
}

/** CMS times come as `HH:mm:ss.SSS`; readers see `HH:mm`, the 24-hour clock of every site language. */
export function formatTime(time: string | null | undefined): string | null {
  const match = time ? /^(\d{2}):(\d{2})/.exec(time) : null;
  return match ? `${match[1]}:${match[2]}` : null;
}

export function formatTimeRange(start: string | null | undefined, end: string | null | undefined): string | null {
  const from = formatTime(start);
  const to = formatTime(end);
  if (from && to) {
    return `${from}–${to}`;
  }
  return from ?? to;
}

/** The Berlin calendar day of an instant (`2026-03-10T23:30:00Z` → `2026-03-11`); `null` if unreadable. */
export function berlinDateOf(instant: string | null | undefined): string | null {
  if (!instant) {
    return null;
  }
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? null : localDateString(date);
}
