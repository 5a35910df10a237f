import { isRTL } from '@zag-js/i18n-utils';
import type { PluginOption } from 'vite';
import { chakraModulePatch } from './chakra-module-patch.mts';

/**
 * Chakra's `LocaleProvider` (Ark's) asks Zag's `isRTL` for the direction of its locale on every render,
 * and `isRTL` asks `Intl.Locale#maximize` for the locale's script. The first such call loads the browser's
 * likely-subtags data: 5–13 ms in one task while a page hydrates, four times that on Lighthouse's phone,
 * on every page (the app shell's provider, and a content's own language). This answers the locales the
 * site gives it from a table computed here, at build time, by the same `isRTL` (Node.js has the same
 * Unicode data); any other locale is asked as before.
 */
export function localeDirectionTable(locales: readonly string[]): PluginOption {
  const table = JSON.stringify(locales.map((locale) => [locale, isRTL(locale)]));
  return chakraModulePatch({
    name: 'locale-direction-table',
    packageDir: '@zag-js/i18n-utils/dist',
    module: 'is-rtl.mjs',
    replacements: [['function isRTL(locale) {', `const KNOWN = new Map(${table}); function isRTL(locale) { if (KNOWN.has(locale)) return KNOWN.get(locale);`]],
    adr: 'ADR 175',
  });
}
