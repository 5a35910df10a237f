import { localDateString, zonedDateTime } from './dates';

describe('localDateString', () => {
  it('formats the Berlin date as YYYY-MM-DD', () => {
    expect(localDateString(new Date('2026-03-05T12:00:00Z'))).toBe('2026-03-05');
  });

  it('uses the Berlin day, not the UTC day, around midnight', () => {
    expect(localDateString(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
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

  it('writes a zero offset for UTC', () => {
    expect(zonedDateTime('2026-06-30', '12:00:00', 'UTC')).toBe('2026-06-30T12:00:00+00:00');
  });
});
