import { createI18n } from './create-i18n';
import type { Locale } from './locales';
import { MAIL_NAMESPACE, mailResources } from './mail-resources';

/** A mail text by key, filled in with the given values (`count` picks the language's plural form). */
export type MailTranslate = (key: string, options?: Record<string, unknown>) => string;

/** One translator per language for the server's lifetime: the texts never change while it runs. */
const translators = new Map<Locale, MailTranslate>();

/** The mail texts in one language. */
export function mailTranslator(locale: Locale): MailTranslate {
  let translate = translators.get(locale);
  if (!translate) {
    translate = createI18n(locale, { [MAIL_NAMESPACE]: mailResources }).getFixedT(locale, MAIL_NAMESPACE);
    translators.set(locale, translate);
  }
  return translate;
}
