import type { Data, Locale, Localized } from '../strapi-documents';

export type Pick4 = (de: string, en: string, tr: string, ar: string) => string;

/** Builds a page in de, en, tr and ar from one description: t('Deutsch', 'English', 'Türkçe', 'العربية'). */
export function everyLanguage(build: (locale: Locale, t: Pick4) => Data): Localized<Data> {
  const pick = (locale: Locale): Pick4 => (de, en, tr, ar) => ({ de, en, tr, ar })[locale];
  return { de: build('de', pick('de')), en: build('en', pick('en')), tr: build('tr', pick('tr')), ar: build('ar', pick('ar')) };
}
