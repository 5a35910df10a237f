import { createInstance, type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, type Locale } from './locales';

/** Resources of one namespace in every language, as each library exports them. */
export type NamespaceResources = Record<Locale, Record<string, unknown>>;

/**
 * A fresh i18next instance per request on the server and once in the browser, with every namespace
 * bundled: the UI strings are small, and having them synchronously avoids a flash of keys on hydration.
 */
export function createI18n(locale: Locale, namespaces: Record<string, NamespaceResources>): i18n {
  const resources: Resource = {};
  for (const [namespace, byLocale] of Object.entries(namespaces)) {
    for (const [lng, strings] of Object.entries(byLocale)) {
      resources[lng] = { ...resources[lng], [namespace]: strings };
    }
  }
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    ns: Object.keys(namespaces),
    defaultNS: Object.keys(namespaces)[0],
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
