import { createInstance, type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, type Locale } from './locales';

/** Resources of one namespace in every language, as each library exports them. */
export type NamespaceResources = Record<Locale, Record<string, unknown>>;

/** Namespaces with the languages a page has of them: all of them on the server, its own in the browser. */
export type UiStrings = Record<string, Partial<NamespaceResources>>;

/**
 * The strings of one language of every namespace: all a page in that language shows. Every language
 * has every key (`defineNamespace`), so a page never needs another language's strings; choosing a
 * language loads a new page.
 */
export function stringsOf(namespaces: UiStrings, locale: Locale): UiStrings {
  return Object.fromEntries(
    Object.entries(namespaces).map(([namespace, byLocale]) => [
      namespace,
      byLocale[locale] ? { [locale]: byLocale[locale] } : {},
    ]),
  );
}

/**
 * A fresh i18next instance per request on the server and once in the browser, with the strings given:
 * having them synchronously avoids a flash of keys on hydration.
 */
export function createI18n(locale: Locale, namespaces: UiStrings): i18n {
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

/** A namespace's string by key, filled in with the given values (`count` picks the language's plural form). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A namespace's strings for code outside React (the server's mails and documents), by language: one
 * i18next instance per language, made when first asked for and kept, as the strings never change while
 * the process runs. Free of side effects, so a bundle that never asks leaves the strings out.
 */
/*#__NO_SIDE_EFFECTS__*/
export function namespaceTranslator(namespace: string, resources: NamespaceResources): (locale: Locale) => Translate {
  const translators = new Map<Locale, Translate>();
  return (locale) => {
    let translate = translators.get(locale);
    if (!translate) {
      translate = createI18n(locale, { [namespace]: resources }).getFixedT(locale, namespace);
      translators.set(locale, translate);
    }
    return translate;
  };
}
