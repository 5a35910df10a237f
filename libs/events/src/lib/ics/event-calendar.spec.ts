import { eventFixture } from '../testing/event-fixture';
import { calendarEvent, eventIcs, icsFileName } from './event-calendar';

const options = { pageUrl: 'https://jobpoint.example/veranstaltungen/x', host: 'jobpoint.example', stamp: new Date('2026-11-26T09:00:00Z') };

describe('an event as a calendar entry', () => {
  it('runs a multi-day event with times from the first day’s start to the last day’s end, in Berlin time', () => {
    const lines = eventIcs(eventFixture(), options).split('\r\n');
    expect(lines).toContain('DTSTART;TZID=Europe/Berlin:20261231T100000');
    expect(lines).toContain('DTEND;TZID=Europe/Berlin:20270101T160000');
    expect(lines).toContain('UID:event-doc42@jobpoint.example');
    expect(lines).toContain('LOCATION:Jobpoint Neukölln\\, Karl-Marx-Straße 92\\, 12043 Berlin');
  });

  it('makes an event without times an all-day entry over its days', () => {
    expect(calendarEvent(eventFixture({ startTime: null, endTime: null }), options)).toMatchObject({
      start: { date: '2026-12-31', time: null },
      end: { date: '2027-01-02' },
    });
  });

  it('leaves out an end that is not after the start', () => {
    expect(calendarEvent(eventFixture({ endDate: null, endTime: '09:00:00.000' }), options).end).toBeNull();
  });

  it('names the file after the slug, ASCII only', () => {
    expect(icsFileName(eventFixture())).toBe('shop-a-job-messe-neukolln.ics');
    expect(icsFileName(eventFixture({ slug: 'ترکی' }))).toBe('veranstaltung-42.ics');
    expect(icsFileName(eventFixture({ slug: 'Messe_2026!' }))).toBe('Messe2026.ics');
    expect(icsFileName({ slug: null, id: 7 })).toBe('veranstaltung-7.ics');
  });

  it('ends a one-day event at its end time, and gives an event without an end time none', () => {
    expect(calendarEvent(eventFixture({ endDate: null }), options).end).toEqual({ date: '2026-12-31', time: '16:00:00' });
    expect(calendarEvent(eventFixture({ endDate: null, endTime: null }), options).end).toBeNull();
    expect(calendarEvent(eventFixture({ endDate: null, endTime: '10:00:00.000' }), options).end).toBeNull();
    expect(calendarEvent(eventFixture({ endTime: '09:00:00.000' }), options).end).toEqual({ date: '2027-01-01', time: '09:00:00' });
  });

  it('describes the entry with the event’s summary and its page, and names it by its id without a document', () => {
    expect(calendarEvent(eventFixture({ description: ' Über 40 Unternehmen. ', documentId: null }), options)).toMatchObject({
      uid: 'event-42@jobpoint.example',
      description: `Über 40 Unternehmen.\n\n${options.pageUrl}`,
      url: options.pageUrl,
      title: 'Shop a Job Messe Neukölln',
    });
    expect(calendarEvent(eventFixture({ description: null }), options).description).toBe(options.pageUrl);
  });
});
