import type { Core } from '@strapi/strapi';

import { registerReindexHook } from './reindex/register-reindex-hook';
import { runSeed } from './seed/run-seed';
import { seedState } from './seed/seed-state';
import { registerSlugValidation } from './seite/register-slug-validation';
import { ensureSiteWebhook } from './webhook/ensure-site-webhook';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    registerReindexHook(strapi, () => seedState.running);
    registerSlugValidation(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await runSeed(strapi);
    // After the seed: a fresh database's hundreds of seeded entries are no news for the site.
    await ensureSiteWebhook(strapi);
  },
};
