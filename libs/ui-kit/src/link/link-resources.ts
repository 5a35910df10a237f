import type { i18n } from 'i18next';
import { useTranslation } from 'react-i18next';

/** i18next namespace of the link strings. */
export const LINK_NAMESPACE = 'ui-kit-link';

export const linkResources = {
  de: { opensInNewTab: '(öffnet in einem neuen Tab)' },
  en: { opensInNewTab: '(opens in a new tab)' },
  tr: { opensInNewTab: '(yeni sekmede açılır)' },
  ar: { opensInNewTab: '(يفتح في علامة تبويب جديدة)' },
};

/**
 * Adds the link strings to an i18next instance that was created without them, so every app gets them
 * whether or not it lists the namespace. Idempotent; the same on server and client.
 */
function ensureLinkStrings(instance: i18n): void {
  for (const [language, strings] of Object.entries(linkResources)) {
    if (!instance.hasResourceBundle(language, LINK_NAMESPACE)) {
      instance.addResourceBundle(language, LINK_NAMESPACE, strings);
    }
  }
}

export function useLinkTranslation() {
  const translation = useTranslation(LINK_NAMESPACE);
  ensureLinkStrings(translation.i18n);
  return translation;
}
