import { createI18n, stringsOf } from './create-i18n';
import { defineNamespace } from './define-namespace';

const items = defineNamespace({
  de: { title: 'Treffer', count_one: '{{count}} Treffer', count_other: '{{count}} Treffer' },
  en: { title: 'Results', count_one: '{{count}} result', count_other: '{{count}} results' },
  tr: { title: 'Sonuçlar', count_one: '{{count}} sonuç', count_other: '{{count}} sonuç' },
  ar: {
    title: 'النتائج',
    count_zero: 'لا توجد نتائج',
    count_one: 'نتيجة واحدة',
    count_two: 'نتيجتان',
    count_few: '{{count}} نتائج',
    count_many: '{{count}} نتيجة',
    count_other: '{{count}} نتيجة',
  },
});

describe('stringsOf', () => {
  it('keeps only the language of the page, for every namespace', () => {
    const strings = stringsOf({ items, other: { ...items, ar: { title: 'أخرى' } } }, 'ar');

    expect(strings).toEqual({ items: { ar: items.ar }, other: { ar: { title: 'أخرى' } } });
  });

  it('translates the same with one language as with all of them', () => {
    for (const locale of ['de', 'en', 'tr', 'ar'] as const) {
      const all = createI18n(locale, { items });
      const own = createI18n(locale, stringsOf({ items }, locale));
      for (const count of [0, 1, 2, 5, 11, 100]) {
        expect(own.t('items:count', { count })).toBe(all.t('items:count', { count }));
      }
      expect(own.t('items:title')).toBe(all.t('items:title'));
    }
  });
});
