import { berlinDateOf, formatCalendarDate, formatDateRange, formatMonthOfYear, formatTime, formatTimeRange } from './format-date';

describe('formatCalendarDate', () => {
  it('writes the date in the reader’s language', () => {
    expect(formatCalendarDate('2026-03-10', 'de')).toBe('10. März 2026');
    expect(formatCalendarDate('2026-03-10', 'en')).toBe('10 March 2026');
    expect(formatCalendarDate('2026-03-10', 'tr')).toBe('10 Mart 2026');
  });

  it('writes Arabic month names with Latin digits', () => {
    const arabic = formatCalendarDate('2026-03-10', 'ar') ?? '';
    expect(arabic).toContain('10');
    expect(arabic).toContain('2026');
    expect(arabic).toMatch(/[\u0600-\u06ff]/);
  });

  it('keeps the calendar day whatever the time zone of the machine', () => {
    expect(formatCalendarDate('2026-01-01', 'de')).toBe('1. Januar 2026');
    expect(formatCalendarDate('2026-12-31', 'de')).toBe('31. Dezember 2026');
  });

  it('returns null for a missing or malformed date', () => {
    expect(formatCalendarDate(null, 'de')).toBeNull();
    expect(formatCalendarDate('10.03.2026', 'de')).toBeNull();
  });
});

describe('formatMonthOfYear', () => {
  it.each(['de', 'en', 'tr', 'ar'] as const)('names every month as Intl does in %s', (locale) => {
    const months = Array.from({ length: 12 }, (_, index) => index + 1);

    expect(months.map((month) => formatMonthOfYear(2027, month, locale))).toEqual(
      months.map((month) => formatCalendarDate(`2027-${String(month).padStart(2, '0')}-01`, locale, { month: 'long', year: 'numeric' })),
    );
  });

  it('writes the year it is given', () => {
    expect(formatMonthOfYear(2026, 12, 'de')).toBe('Dezember 2026');
    expect(formatMonthOfYear(2027, 1, 'ar')).toBe('يناير 2027');
  });
});

describe('formatDateRange', () => {
  it('shows one date for a one-day event and both for a longer one', () => {
    expect(formatDateRange('2026-03-10', null, 'de')).toBe('10. März 2026');
    expect(formatDateRange('2026-03-10', '2026-03-10', 'de')).toBe('10. März 2026');
    expect(formatDateRange('2026-03-10', '2026-03-12', 'de')).toBe('10. März 2026 – 12. März 2026');
  });
});

describe('times', () => {
  it('shortens CMS times to hours and minutes', () => {
    expect(formatTime('09:30:00.000')).toBe('09:30');
    expect(formatTimeRange('09:30:00.000', '12:00:00.000')).toBe('09:30–12:00');
    expect(formatTimeRange('09:30:00.000', null)).toBe('09:30');
    expect(formatTimeRange(null, null)).toBeNull();
  });
});

describe('berlinDateOf', () => {
  it('gives the Berlin day of an instant', () => {
    expect(berlinDateOf('2026-03-10T23:30:00.000Z')).toBe('2026-03-11');
    expect(berlinDateOf('2026-07-10T21:59:00.000Z')).toBe('2026-07-10');
    expect(berlinDateOf('not a date')).toBeNull();
  });
});
