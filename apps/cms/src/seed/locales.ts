import type { Core } from '@strapi/strapi';

import { DEFAULT_LOCALE } from './strapi-documents';

const LOCALE_NAMES = { de: 'Deutsch (de)', en: 'English (en)', tr: 'Türkçe (tr)', ar: 'العربية (ar)' } as const;

/** de must already be the default (STRAPI_PLUGIN_I18N_INIT_LOCALE_CODE=de on first boot); adds en, tr, ar. */
export async function ensureLocales(strapi: Core.Strapi): Promise<void> {
  const service = strapi.plugin('i18n').service('locales');
  const existing: { code: string }[] = await service.find();
  for (const [code, name] of Object.entries(LOCALE_NAMES)) {
    if (!existing.some((locale) => locale.code === code)) {
      await service.create({ code, name });
    }
  }
  if ((await service.getDefaultLocale()) !== DEFAULT_LOCALE) {
    await service.setDefaultLocale({ code: DEFAULT_LOCALE });
  }
}
