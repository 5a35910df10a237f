import { addDays, dayNumber, isCalendarDate } from './calendar';

describe('calendar days', () => {
  it('knows a calendar date by its form', () => {
    expect([isCalendarDate('2026-03-10'), isCalendarDate('2026-3-10'), isCalendarDate('2026-03-10T00:00'), isCalendarDate('x2026-03-10'), isCalendarDate(''), isCalendarDate(null)]).toEqual([true, false, false, false, false, false]);
  });

  it('counts days without time zones, over month, year and leap days', () => {
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(dayNumber('2026-03-01') - dayNumber('2026-02-28')).toBe(1);
    expect(dayNumber('2028-03-01') - dayNumber('2028-02-28')).toBe(2);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-29', 14)).toBe('2026-04-12');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
