import { LOCALES } from './locales';
import { mailResources } from './mail-resources';
import { mailTranslator } from './mail-translator';
import type { StringTree } from './define-namespace';

function textsOf(tree: StringTree): string[] {
  return Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : textsOf(value)));
}

describe('the mail texts', () => {
  it('say "Sie" in German, as the site’s pages do, never "du"', () => {
    const german = textsOf(mailResources.de);

    expect(german.filter((text) => /\b(du|dich|dir|dein\w*|euch|euer\w*)\b/i.test(text))).toEqual([]);
    expect(german.filter((text) => /\b(Sie|Ihnen|Ihr\w*)\b/.test(text)).length).toBeGreaterThan(5);
  });

  it('say "siz" in Turkish, never "sen"', () => {
    const turkish = textsOf(mailResources.tr);

    expect(turkish.filter((text) => /(^|\s)(sen|seni|sana|senin|sende)(\s|$)/iu.test(text))).toEqual([]);
    expect(turkish.filter((text) => /(siz|iniz|ınız|unuz|ünüz)\b/u.test(text)).length).toBeGreaterThan(5);
  });

  it.each(LOCALES)('are all filled in %s', (locale) => {
    expect(textsOf(mailResources[locale]).filter((text) => text.trim() === '')).toEqual([]);
  });
});

describe('mailTranslator', () => {
  it('gives each language its own texts', () => {
    const subjects = LOCALES.map((locale) => mailTranslator(locale)('jobAlert.confirmation.subject'));

    expect(subjects).toEqual([
      'Bitte bestätigen Sie Ihren Job-Alarm',
      'Please confirm your job alert',
      'Lütfen iş alarmınızı onaylayın',
      'يرجى تأكيد تنبيه الوظائف',
    ]);
  });

  it('counts in the plural forms of the language', () => {
    const count = (locale: (typeof LOCALES)[number], value: number) => mailTranslator(locale)('jobAlert.subject', { count: value });

    expect([1, 3].map((value) => count('de', value))).toEqual(['1 neuer Job für Ihren Job-Alarm', '3 neue Jobs für Ihren Job-Alarm']);
    expect([1, 2, 3, 11, 100].map((value) => count('ar', value))).toEqual([
      'وظيفة جديدة واحدة لتنبيه الوظائف الخاص بك',
      'وظيفتان جديدتان لتنبيه الوظائف الخاص بك',
      '3 وظائف جديدة لتنبيه الوظائف الخاص بك',
      '11 وظيفة جديدة لتنبيه الوظائف الخاص بك',
      '100 وظيفة جديدة لتنبيه الوظائف الخاص بك',
    ]);
  });

  it('puts a value in as it is: markup and what looks like a key or a placeholder stay text', () => {
    const event = '„{{company}} $t(mail:fields.email) <b>&</b>“';

    expect(mailTranslator('de')('event.confirmation.subject', { event, company: 'X' })).toBe(`Ihre Anmeldung: ${event}`);
  });
});
