import type { Core } from '@strapi/strapi';

import { registerReindexHook } from './reindex/register-reindex-hook';
import { runSeed } from './seed/run-seed';
import { seedState } from './seed/seed-state';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    registerReindexHook(strapi, () => seedState.running);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await runSeed(strapi);
  },
};
