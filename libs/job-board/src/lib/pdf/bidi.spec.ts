import { hasRtlText, visualRuns } from './bidi';

describe('visualRuns', () => {
  it('leaves left-to-right text in one run', () => {
    expect(visualRuns('Industriemechaniker*in (m/w/d)', 'ltr')).toEqual([{ text: 'Industriemechaniker*in (m/w/d)', rtl: false }]);
    expect(visualRuns('Herr Emre Çelik', 'rtl')).toEqual([{ text: 'Herr Emre Çelik', rtl: false }]);
  });

  it('keeps an Arabic line in one run for the font engine to lay out right to left', () => {
    expect(visualRuns('آخر موعد للتقديم', 'rtl')).toEqual([{ text: 'آخر موعد للتقديم', rtl: true }]);
  });

  it('puts numbers and Latin names inside Arabic in visual order', () => {
    expect(visualRuns('24 نوفمبر 2026', 'rtl')).toEqual([
      { text: '2026', rtl: false },
      { text: ' نوفمبر ', rtl: true },
      { text: '24', rtl: false },
    ]);
    expect(visualRuns('المصدر: https://site.test/job-boerse/koch-12', 'rtl')).toEqual([
      { text: 'https://site.test/job-boerse/koch-12', rtl: false },
      { text: 'المصدر: ', rtl: true },
    ]);
  });

  it('drops direction marks, which have no glyph, but follows them', () => {
    expect(visualRuns('\u200f18.80\u00a0€', 'rtl')).toEqual([
      { text: '€\u00a0', rtl: true },
      { text: '18.80', rtl: false },
    ]);
  });

  it('shows an Arabic word inside a left-to-right line as one right-to-left run', () => {
    expect(visualRuns('Sprache: العربية (ar)', 'ltr')).toEqual([
      { text: 'Sprache: ', rtl: false },
      { text: 'العربية', rtl: true },
      { text: ' (ar)', rtl: false },
    ]);
  });

  it('tells whether a text needs the bidirectional layout', () => {
    expect(hasRtlText('Koch (m/w/d)')).toBe(false);
    expect(hasRtlText('الوصف')).toBe(true);
  });
});
