import type { Core } from '@strapi/strapi';

import { registerReindexHook } from './reindex/register-reindex-hook';
import { startSearchMissesReport } from './search/search-misses';
import { registerSynonymPush, type SynonymPush } from './search/synonym-push';
import { runSeed } from './seed/run-seed';
import { seedState } from './seed/seed-state';
import { registerSlugValidation } from './seite/register-slug-validation';
import { ensureSiteWebhook } from './webhook/ensure-site-webhook';

let synonymPush: SynonymPush | undefined;
let stopSearchMissesReport: (() => void) | undefined;

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    registerReindexHook(strapi, () => seedState.running);
    registerSlugValidation(strapi);
    synonymPush = registerSynonymPush(strapi, () => seedState.running);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await runSeed(strapi);
    // After the seed: a fresh database's hundreds of seeded entries are no news for the site.
    await ensureSiteWebhook(strapi);
    // The whole set at every start, so that a search service started fresh has the editors' synonyms.
    synonymPush?.schedule();
    stopSearchMissesReport = startSearchMissesReport(strapi);
  },

  destroy() {
    stopSearchMissesReport?.();
  },
};
