import type { Locale } from '@jobpoint/i18n';
import { expectNothingBreaksOut } from './testing/hostile-text';
import { quoteTypedText, TYPED_TEXT_MAX_LENGTH } from './typed-text';

const QUOTED: Record<Locale, (text: string) => string> = {
  de: (text) => `„${text}“`,
  en: (text) => `“${text}”`,
  tr: (text) => `“${text}”`,
  ar: (text) => `«${text}»`,
};

describe.each(Object.keys(QUOTED) as Locale[])('a typed text in a %s mail', (locale) => {
  const quoted = QUOTED[locale];

  it.each<[string, string, string]>([
    ['a plain search', '  Koch  ', 'Koch'],
    [
      'line breaks and a fake header',
      'Koch\r\nBcc: victim@example.org\n\nHallo',
      'Koch Bcc: victim@example. org Hallo',
    ],
    [
      'Unicode line and paragraph separators, NEL, tabs and form feeds',
      'a\u2028b\u2029c\u0085d\te\ff\vg',
      'a b c d e f g',
    ],
    ['bidi overrides, isolates and marks', 'Koch\u202Egnirts\u202C \u2067x\u2069\u200F\u061C', 'Koch gnirts x'],
    ['invisible characters', 'Ko\u200Bch\uFEFF\u00AD', 'Ko ch'],
    [
      'a link with its call to action',
      'Jetzt Konto bestätigen: https://evil.test/login',
      'Jetzt Konto bestätigen: https: //evil. test/login',
    ],
    [
      'a host name without a scheme, and dots address bars read as dots',
      'www.evil.test evil\u3002test',
      'www. evil. test evil\u3002 test',
    ],
    ['a quote that would close the mail’s own', 'Koch“ Jetzt anmelden „x', "Koch' Jetzt anmelden 'x"],
  ])('%s: one line, links broken, quoted', (_name, typed, shown) => {
    const text = quoteTypedText(typed, locale);

    expect(text).toBe(quoted(shown));
    expectNothingBreaksOut(text);
  });

  it('keeps what a search or a name needs: accents, Arabic-script joiners, numbers with dots', () => {
    expect(quoteTypedText('Müller-Lüdenscheidt, Gehalt 3.500 €', locale)).toBe(
      quoted('Müller-Lüdenscheidt, Gehalt 3.500 €'),
    );
    expect(quoteTypedText('طاهٍ\u200Cمساعد', locale)).toBe(quoted('طاهٍ\u200Cمساعد'));
  });

  it('cuts a long text short with an ellipsis, never inside a character', () => {
    const text = quoteTypedText(`${'é'.normalize('NFD').repeat(TYPED_TEXT_MAX_LENGTH)}Rest`, locale);

    expect(text).toBe(quoted(`${'é'.normalize('NFD').repeat(TYPED_TEXT_MAX_LENGTH - 1)}…`));
    expect(quoteTypedText('x'.repeat(TYPED_TEXT_MAX_LENGTH), locale)).toBe(quoted('x'.repeat(TYPED_TEXT_MAX_LENGTH)));
    expect(quoteTypedText('Ein sehr langer Text', locale, 9)).toBe(quoted('Ein sehr…'));
  });
});
