import type { Core } from '@strapi/strapi';

import { SINGLE_TYPES } from '../content-types';
import { seedSynonyms } from '../search/seed-synonyms';
import { ensureAdminUser } from './admin-user';
import { seedCollections } from './collections';
import { locations } from './content/taxonomy';
import { ensureLocales } from './locales';
import { ensureEditorUser } from './editor-user';
import { ensureMedia, fileUrl } from './media';
import { ensureLinkableContentTypes, seedNavigations } from './navigation';
import { closePublicRole } from './public-role';
import { ensureSiteTokens } from './site-tokens';
import { seedState } from './seed-state';
import { singleTypeContent } from './single-type-content';
import { upgradeSeededValues } from './seeded-value-upgrades';
import { type Data, type Localized, seedSingleType } from './strapi-documents';

/**
 * Demo content for a fresh database. Every step checks what exists first, so a later start adds
 * nothing twice and keeps editors' changes; the token and role steps run every time so that the
 * environment (CMS_API_TOKEN) always wins.
 */
export async function runSeed(strapi: Core.Strapi): Promise<void> {
  const started = Date.now();
  seedState.running = true;
  try {
    await ensureLocales(strapi);
    await ensureAdminUser(strapi);
    await ensureEditorUser(strapi);
    await closePublicRole(strapi);
    const media = await ensureMedia(strapi);
    const downloads = {
      checklist: media['checkliste-bewerbung'],
      guide: media['leitfaden-jobboerse'],
      flyer: media['infoblatt-avgs'],
      urls: {
        checklist: await fileUrl(strapi, media['checkliste-bewerbung']),
        guide: await fileUrl(strapi, media['leitfaden-jobboerse']),
        flyer: await fileUrl(strapi, media['infoblatt-avgs']),
      },
    };

    const singles = singleTypeContent(media, downloads);
    // One transaction for all documents: SQLite then syncs to disk once instead of after every write.
    const filled = await strapi.db.transaction(async () => {
      let count = 0;
      for (const [name, content] of Object.entries(singles) as [keyof typeof SINGLE_TYPES, Localized<Data>][]) {
        if (await seedSingleType(strapi, SINGLE_TYPES[name].uid, content)) count += 1;
      }
      await seedCollections(strapi, media);
      const upgraded = await upgradeSeededValues(strapi, singles, locations(media));
      if (upgraded > 0) strapi.log.info(`Seed updated ${upgraded} untouched earlier values to the current content`);
      await seedNavigations(strapi);
      const synonyms = await seedSynonyms(strapi);
      if (synonyms > 0) strapi.log.info(`Seed wrote ${synonyms} search synonyms`);
      return count;
    });
    await ensureSiteTokens(strapi);
    if (await ensureLinkableContentTypes(strapi)) strapi.log.info('Navigation settings: editors\' pages can be linked');
    strapi.log.info(`Seed checked in ${Date.now() - started} ms (${filled} single types filled)`);
  } finally {
    seedState.running = false;
  }
}
