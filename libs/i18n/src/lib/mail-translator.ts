import { namespaceTranslator, type Translate } from './create-i18n';
import { MAIL_NAMESPACE, mailResources } from './mail-resources';

/** A mail text by key, filled in with the given values (`count` picks the language's plural form). */
export type MailTranslate = Translate;

/** The mail texts in one language. */
export const mailTranslator = namespaceTranslator(MAIL_NAMESPACE, mailResources);
