import { calendarPath, EVENT_CALENDAR_ROUTE } from './calendar-path';

describe('an event’s calendar file', () => {
  it('sits below the event’s page', () => {
    expect(calendarPath('jobmesse')).toBe('/veranstaltungen/jobmesse/kalender.ics');
    expect(EVENT_CALENDAR_ROUTE).toBe('/veranstaltungen/:slug/kalender.ics');
  });
});
