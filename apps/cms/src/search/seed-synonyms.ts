import type { Core } from '@strapi/strapi';

import { documents, LOCALES, type Locale } from '../seed/strapi-documents';
import seed from './seed-synonyms.json';
import { SYNONYM } from './synonym-push';

type SeedSynonym = { objectID: string; type: 'synonym' | 'oneWaySynonym'; input?: string; synonyms: string[] };

/** The synonyms a database starts with, by language (written by scripts/generate-search-synonyms.mjs). */
export const SEED_SYNONYMS = seed as Record<Locale, SeedSynonym[]>;

/** Where the ids of the synonyms the seed has written are kept, so that one an editor deleted stays deleted. */
const SEEDED_STORE = { type: 'app', name: 'search-synonyms' } as const;
const SEEDED_KEY = 'seeded';

/**
 * Writes and publishes every seed synonym this database has never had: all of them on a fresh database,
 * and the new ones (a vocabulary grown since) on an existing one. A synonym an editor changed keeps the
 * change; one an editor deleted is not written again. Returns how many were written.
 */
export async function seedSynonyms(strapi: Core.Strapi): Promise<number> {
  const store = strapi.store(SEEDED_STORE);
  const seeded = new Set(((await store.get({ key: SEEDED_KEY })) as string[] | null) ?? []);
  const service = documents(strapi, SYNONYM);
  let written = 0;
  for (const locale of LOCALES) {
    for (const synonym of SEED_SYNONYMS[locale]) {
      if (seeded.has(synonym.objectID)) continue;
      seeded.add(synonym.objectID);
      if (await service.findFirst({ locale, filters: { objectID: synonym.objectID } })) continue;
      await service.create({ locale, data: synonym, status: 'published' });
      written += 1;
    }
  }
  await store.set({ key: SEEDED_KEY, value: [...seeded] });
  return written;
}
