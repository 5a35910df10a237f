import { createI18n, namespaceTranslator, stringsOf } from './create-i18n';
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
      expect(own.t('items:title')).toBe(items[locale].title);
      expect(all.t('items:title')).toBe(items[locale].title);
    }
  });
});

describe('createI18n', () => {
  it("uses the language's plural forms, Arabic's six among them", () => {
    const en = createI18n('en', { items });
    expect([1, 5].map((count) => en.t('items:count', { count }))).toEqual(['1 result', '5 results']);
    const ar = createI18n('ar', { items });
    expect([0, 1, 2, 5, 11, 100].map((count) => ar.t('items:count', { count }))).toEqual([
      'لا توجد نتائج',
      'نتيجة واحدة',
      'نتيجتان',
      '5 نتائج',
      '11 نتيجة',
      '100 نتيجة',
    ]);
  });

  it('keeps every namespace apart, the first as the default, and falls back to German', () => {
    const i18n = createI18n('en', { items, other: { de: { title: 'Andere', only: 'nur deutsch' }, en: { title: 'Other' } } });
    expect(i18n.t('title')).toBe('Results');
    expect(i18n.t('other:title')).toBe('Other');
    expect(i18n.t('other:only')).toBe('nur deutsch');
  });

  it('inserts values as they are: React escapes them where they are shown', () => {
    const i18n = createI18n('de', { greeting: { de: { hello: 'Hallo {{name}}' } } });
    expect(i18n.t('hello', { name: '<b>Ada</b>' })).toBe('Hallo <b>Ada</b>');
  });
});

describe('namespaceTranslator', () => {
  it('translates a namespace in each language, plural forms included, and makes one translator per language', () => {
    const translator = namespaceTranslator('items', items);

    expect(translator('de')('title')).toBe('Treffer');
    expect(translator('en')('count', { count: 2 })).toBe('2 results');
    expect(translator('ar')('count', { count: 2 })).toBe('نتيجتان');
    expect(translator('tr')).toBe(translator('tr'));
  });
});
