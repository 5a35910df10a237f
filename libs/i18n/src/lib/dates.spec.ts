import { localDateString } from './dates';

describe('localDateString', () => {
  it('formats the Berlin date as YYYY-MM-DD', () => {
    expect(localDateString(new Date('2026-03-05T12:00:00Z'))).toBe('2026-03-05');
  });

  it('uses the Berlin day, not the UTC day, around midnight', () => {
    expect(localDateString(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
  });
});
