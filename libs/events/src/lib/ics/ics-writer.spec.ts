import { escapeText, foldLine, nextDay, writeIcs } from './ics-writer';

const stamp = new Date('2026-11-26T09:00:00Z');

describe('the iCalendar writer', () => {
  it('escapes backslash, semicolon, comma and line breaks in text', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds lines at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'ü'.repeat(60)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) {
      expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    }
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(parts.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
    expect(foldLine('SHORT:x')).toBe('SHORT:x');
  });

  it('writes times in Europe/Berlin with its time zone definition, CRLF line ends', () => {
    const ics = writeIcs(
      {
        uid: 'event-1@example.org',
        title: 'Jobdating, Pflege; Gesundheit',
        start: { date: '2026-12-31', time: '10:00:00' },
        end: { date: '2027-01-01', time: '16:00:00' },
        description: 'Zeile eins\nZeile zwei',
        location: 'Karl-Marx-Straße 92, 12043 Berlin',
        url: 'https://example.org/veranstaltungen/x',
        stamp,
      },
      '-//test//DE',
    );
    const lines = ics.split('\r\n');
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/\n/);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('TZID:Europe/Berlin');
    expect(lines).toContain('RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU');
    expect(lines).toContain('DTSTART;TZID=Europe/Berlin:20261231T100000');
    expect(lines).toContain('DTEND;TZID=Europe/Berlin:20270101T160000');
    expect(lines).toContain('DTSTAMP:20261126T090000Z');
    expect(lines).toContain('SUMMARY:Jobdating\\, Pflege\\; Gesundheit');
    expect(lines).toContain('DESCRIPTION:Zeile eins\\nZeile zwei');
    expect(lines).toContain('URL:https://example.org/veranstaltungen/x');
    expect(lines.indexOf('BEGIN:VTIMEZONE')).toBeLessThan(lines.indexOf('BEGIN:VEVENT'));
  });

  it('writes an all-day event as dates with an exclusive end, and leaves out what is missing', () => {
    const lines = writeIcs({ uid: 'u', title: 'Messe', start: { date: '2026-02-28' }, end: { date: nextDay('2026-02-28') }, stamp }, '-//t//DE').split('\r\n');
    expect(lines).toContain('DTSTART;VALUE=DATE:20260228');
    expect(lines).toContain('DTEND;VALUE=DATE:20260301');
    expect(lines.some((line) => line.startsWith('LOCATION'))).toBe(false);
    expect(lines.some((line) => line.startsWith('DESCRIPTION'))).toBe(false);
  });
});
