/**
 * A minimal iCalendar (RFC 5545) writer: one VCALENDAR with the Europe/Berlin time zone and one VEVENT.
 * Lines end in CRLF and are folded at 75 octets of UTF-8 without splitting a character.
 */

const ICS_TIME_ZONE = 'Europe/Berlin';
const MAX_LINE_OCTETS = 75;

/**
 * Europe/Berlin as calendars need it: CET in winter, CEST from the last Sunday of March to the last
 * Sunday of October (the EU rule since 1996).
 */
const BERLIN_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${ICS_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** TEXT values escape backslash, semicolon and comma, and write line breaks as `\n`. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/** A content line folded into lines of at most 75 octets; continuation lines start with one space. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // A continuation line's leading space counts towards its 75 octets.
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** A local date and time in Berlin: `YYYY-MM-DD` and `HH:mm` (seconds optional). */
export interface LocalDateTime {
  date: string;
  time?: string | null;
}

function compactDate(date: string): string {
  return date.replace(/-/g, '');
}

function compactTime(time: string): string {
  const [hours = '00', minutes = '00', seconds = '00'] = time.split(':');
  return `${hours.padStart(2, '0')}${minutes.padStart(2, '0')}${seconds.slice(0, 2).padStart(2, '0')}`;
}

/** The day after a calendar date; an all-day event's DTEND is exclusive. */
export function nextDay(date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

function dateProperty(name: 'DTSTART' | 'DTEND', value: LocalDateTime): string {
  return value.time
    ? `${name};TZID=${ICS_TIME_ZONE}:${compactDate(value.date)}T${compactTime(value.time)}`
    : `${name};VALUE=DATE:${compactDate(value.date)}`;
}

function utcStamp(instant: Date): string {
  return instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

export interface CalendarEvent {
  /** Globally unique and stable, so a second import updates the entry instead of adding one. */
  uid: string;
  title: string;
  start: LocalDateTime;
  /** Exclusive end. With times: the end time; all-day: the day after the last day. None: a moment. */
  end?: LocalDateTime | null;
  description?: string | null;
  location?: string | null;
  url?: string | null;
  /** When the file was made (DTSTAMP). */
  stamp: Date;
}

/** The whole `.ics` file, ready to send as `text/calendar; charset=utf-8`. */
export function writeIcs(event: CalendarEvent, productId: string): string {
  const optional = (name: string, value: string | null | undefined) => (value?.trim() ? [`${name}:${escapeText(value.trim())}`] : []);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...BERLIN_VTIMEZONE,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    dateProperty('DTSTART', event.start),
    ...(event.end ? [dateProperty('DTEND', event.end)] : []),
    `SUMMARY:${escapeText(event.title)}`,
    ...optional('DESCRIPTION', event.description),
    ...optional('LOCATION', event.location),
    // A URI value is not TEXT: it is written as it is.
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
