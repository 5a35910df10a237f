import { localDateString, zonedDateTime } from './dates';

describe('localDateString', () => {
  it('formats the Berlin date as YYYY-MM-DD', () => {
    expect(localDateString(new Date('2026-03-05T12:00:00Z'))).toBe('2026-03-05');
  });

  it('uses the Berlin day, not the UTC day, around midnight', () => {
    expect(localDateString(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
  });

  it('uses the day of the time zone it is given', () => {
    expect(localDateString(new Date('2026-07-01T02:00:00Z'), 'America/New_York')).toBe('2026-06-30');
    expect(localDateString(new Date('2026-07-01T02:00:00Z'))).toBe('2026-07-01');
  });

  it('creates one formatter per time zone, however many dates it formats', () => {
    const DateTimeFormat = jest.spyOn(Intl, 'DateTimeFormat');
    ['2026-01-01T12:00:00Z', '2026-01-02T12:00:00Z'].forEach((date) => localDateString(new Date(date), 'Asia/Tokyo'));
    ['12:00:00', '13:00:00'].forEach((time) => zonedDateTime('2026-01-01', time, 'Asia/Tokyo'));
    expect(DateTimeFormat).toHaveBeenCalledTimes(2);
    DateTimeFormat.mockRestore();
  });
});

describe('zonedDateTime', () => {
  it('writes Berlin winter and summer time with their offsets', () => {
    expect(zonedDateTime('2026-01-15', '23:59:59')).toBe('2026-01-15T23:59:59+01:00');
    expect(zonedDateTime('2026-06-30', '23:59:59')).toBe('2026-06-30T23:59:59+02:00');
  });

  it('takes the offset in force after the change on the days the clocks change', () => {
    expect(zonedDateTime('2026-03-29', '23:59:59')).toBe('2026-03-29T23:59:59+02:00');
    expect(zonedDateTime('2026-10-25', '23:59:59')).toBe('2026-10-25T23:59:59+01:00');
  });

  // Berlin changes at 01:00 UTC; read as UTC, these wall-clock times already stand past the change, so only
  // a second look at the instant they name gives the offset before it.
  it('takes the offset in force before the change in the hour before it', () => {
    expect(zonedDateTime('2026-03-29', '01:30:00')).toBe('2026-03-29T01:30:00+01:00');
    expect(zonedDateTime('2026-10-25', '01:30:00')).toBe('2026-10-25T01:30:00+02:00');
  });

  it('takes the offset in force after the change just after it', () => {
    expect(zonedDateTime('2026-03-29', '03:00:00')).toBe('2026-03-29T03:00:00+02:00');
    expect(zonedDateTime('2026-10-25', '03:00:00')).toBe('2026-10-25T03:00:00+01:00');
  });

  it('writes offsets west of UTC around their change (New York, 07:00 UTC on 8 March 2026)', () => {
    expect(zonedDateTime('2026-03-08', '01:30:00', 'America/New_York')).toBe('2026-03-08T01:30:00-05:00');
    expect(zonedDateTime('2026-03-08', '03:30:00', 'America/New_York')).toBe('2026-03-08T03:30:00-04:00');
  });

  it('writes a zero offset for UTC', () => {
    expect(zonedDateTime('2026-06-30', '12:00:00', 'UTC')).toBe('2026-06-30T12:00:00+00:00');
  });

  it('writes a zero offset where the runtime names it GMT alone (ICU versions differ)', () => {
    const formatToParts = jest
      .spyOn(Intl.DateTimeFormat.prototype, 'formatToParts')
      .mockReturnValue([{ type: 'timeZoneName', value: 'GMT' }]);
    expect(zonedDateTime('2026-06-30', '12:00:00', 'Europe/London')).toBe('2026-06-30T12:00:00+00:00');
    formatToParts.mockRestore();
  });

  it('takes the offset before the change for a time the clocks skip, in a zone half an hour off the hour too', () => {
    expect(zonedDateTime('2026-03-29', '02:30:00')).toBe('2026-03-29T02:30:00+01:00');
    expect(zonedDateTime('2026-10-04', '02:30:00', 'Australia/Adelaide')).toBe('2026-10-04T02:30:00+09:30');
  });
});
