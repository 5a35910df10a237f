import { defineNamespace, PLURAL_CATEGORIES } from './define-namespace';
import { LOCALES } from './locales';

const de = { title: 'Merkliste', count_one: '{{count}} Job', count_other: '{{count}} Jobs', group: { save: 'Merken' } };
const en = { title: 'Saved jobs', count_one: '{{count}} job', count_other: '{{count}} jobs', group: { save: 'Save' } };
const tr = { title: 'Kaydedilenler', count_one: '{{count}} ilan', count_other: '{{count}} ilan', group: { save: 'Kaydet' } };
const ar = {
  title: 'المحفوظات',
  count_zero: 'لا وظائف',
  count_one: 'وظيفة واحدة',
  count_two: 'وظيفتان',
  count_few: '{{count}} وظائف',
  count_many: '{{count}} وظيفة',
  count_other: '{{count}} وظيفة',
  group: { save: 'حفظ' },
};

describe('defineNamespace', () => {
  it('gives the strings of every language under its locale', () => {
    expect(defineNamespace({ de, en, tr, ar })).toEqual({ de, en, tr, ar });
  });

  it('knows the plural forms i18next asks each language for', () => {
    for (const locale of LOCALES) {
      expect([...PLURAL_CATEGORIES[locale]].sort()).toEqual(
        [...new Intl.PluralRules(locale).resolvedOptions().pluralCategories].sort(),
      );
    }
  });

  it('accepts a zero form in a language whose plural rules have none', () => {
    const withZero = { ...en, count_zero: 'No jobs' };
    expect(defineNamespace({ de, en: withZero, tr, ar }).en.count_zero).toBe('No jobs');
  });
});

/*
 * Type-level cases: `npm run typecheck` compiles this file, and each `@ts-expect-error` fails it when the
 * line below it stops being an error.
 */
export function rejectedNamespaces() {
  const { title: _title, ...enWithoutTitle } = en;
  // @ts-expect-error a language without a key German has
  defineNamespace({ de, en: enWithoutTitle, tr, ar });

  // @ts-expect-error a nested key missing in one language
  defineNamespace({ de, en: { ...en, group: {} }, tr, ar });

  // @ts-expect-error a key German does not have
  defineNamespace({ de, en: { ...en, subtitle: 'Extra' }, tr, ar });

  // @ts-expect-error a nested key German does not have
  defineNamespace({ de, en, tr: { ...tr, group: { save: 'Kaydet', remove: 'Kaldır' } }, ar });

  // @ts-expect-error a text where German has a group
  defineNamespace({ de, en: { ...en, group: 'Save' }, tr, ar });

  const { count_few: _few, ...arWithoutFew } = ar;
  // @ts-expect-error an Arabic plural form missing
  defineNamespace({ de, en, tr, ar: arWithoutFew });

  // @ts-expect-error a plural form English does not use
  defineNamespace({ de, en: { ...en, count_two: 'two jobs' }, tr, ar });

  const { count_other: _other, ...trWithoutOther } = tr;
  // @ts-expect-error the other form missing
  defineNamespace({ de, en, tr: trWithoutOther, ar });

  // @ts-expect-error German itself missing a plural form
  defineNamespace({ de: { title: 'Merkliste', count_one: '{{count}} Job' }, en: { title: 'Saved jobs', count_one: '', count_other: '' }, tr: { title: '', count_one: '', count_other: '' }, ar: { title: '', count_zero: '', count_one: '', count_two: '', count_few: '', count_many: '', count_other: '' } });

  // @ts-expect-error a language the site does not have
  defineNamespace({ de, en, tr, ar, fr: en });

  // @ts-expect-error a language left out
  defineNamespace({ de, en, tr });
}
