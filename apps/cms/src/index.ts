import type { Core } from '@strapi/strapi';

import { registerReindexHook } from './reindex/register-reindex-hook';
import { runSeed } from './seed/run-seed';
import { seedState } from './seed/seed-state';
import { DEFAULT_LOCALE } from './seed/strapi-documents';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    // The i18n plugin reads this in its bootstrap, which runs after every register: on an empty
    // database de becomes the default locale even when the variable is not set outside.
    process.env.STRAPI_PLUGIN_I18N_INIT_LOCALE_CODE ??= DEFAULT_LOCALE;
    registerReindexHook(strapi, () => seedState.running);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await runSeed(strapi);
  },
};
