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
    expect(foldLine('A'.repeat(200)).split('\r\n').map((part) => part.length)).toEqual([75, 75, 52]);
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
    expect(lines.slice(0, 5)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//DE', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH']);
    expect(lines.slice(-3)).toEqual(['END:VEVENT', 'END:VCALENDAR', '']);
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

  it('writes any clock time with two digits a part, and trims or leaves out the optional texts', () => {
    const lines = writeIcs(
      { uid: 'u', title: 'Messe', start: { date: '2026-02-28', time: '9:5' }, end: { date: '2026-02-28', time: '10:00:30.500' }, description: ' \n ', location: ' Mitte ', url: null, stamp },
      '-//t//DE',
    ).split('\r\n');
    expect(lines).toContain('DTSTART;TZID=Europe/Berlin:20260228T090500');
    expect(lines).toContain('DTEND;TZID=Europe/Berlin:20260228T100030');
    expect(lines).toContain('LOCATION:Mitte');
    expect(lines.some((line) => line.startsWith('DESCRIPTION') || line.startsWith('URL'))).toBe(false);
  });

  it('leaves out the end of an event that is a moment', () => {
    const lines = writeIcs({ uid: 'u', title: 'Start', start: { date: '2026-02-28', time: '10:00:5' }, end: null, location: ' ', url: null, stamp }, '-//t//DE').split('\r\n');
    expect(lines.slice(lines.indexOf('BEGIN:VEVENT'), lines.indexOf('END:VEVENT'))).toEqual([
      'BEGIN:VEVENT',
      'UID:u',
      'DTSTAMP:20261126T090000Z',
      'DTSTART;TZID=Europe/Berlin:20260228T100005',
      'SUMMARY:Start',
    ]);
  });
});
