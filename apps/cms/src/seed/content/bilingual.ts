import type { Data, Localized } from '../strapi-documents';

export type Pick2 = (de: string, en: string) => string;

/** Builds a page in de and en from one description: t('German', 'English') picks the locale's text. */
export function bilingual(build: (locale: 'de' | 'en', t: Pick2) => Data): Localized<Data> {
  return { de: build('de', (de) => de), en: build('en', (_de, en) => en) };
}
