import { isDeepStrictEqual } from 'node:util';
import type { Core } from '@strapi/strapi';

import { SINGLE_TYPES } from '../content-types';
import { documents, LOCALES, type Data, type Localized } from './strapi-documents';

/** The job board's search configuration as the first seed wrote it (before the special-event labels). */
const FIRST_JOB_BOARD_SEARCH_CONFIG = {
  pageSize: 20,
  defaultOrderBy: 'created_at',
  defaultOrderDir: 'desc',
  filters: ['jobCategories', 'corporateSectors', 'workTimeCategories', 'qualifications', 'zipCodes'],
};

/**
 * Replaces a field that an earlier seed wrote with the current seed's value, but only in locales where
 * it still holds exactly the earlier value: a database seeded before gets the new shape, an editor's
 * change is kept. Returns how many locales were updated.
 */
async function replaceUnchangedValue(strapi: Core.Strapi, uid: string, field: string, earlier: unknown, current: Localized<Data>): Promise<number> {
  const service = documents(strapi, uid);
  let updated = 0;
  for (const locale of LOCALES) {
    const next = current[locale]?.[field];
    const entry = await service.findFirst({ locale, fields: [field] });
    if (next === undefined || !entry || !isDeepStrictEqual(entry[field], earlier)) continue;
    await service.update({ documentId: entry.documentId, locale, data: { [field]: next }, status: 'published' });
    updated += 1;
  }
  return updated;
}

export async function upgradeSeededValues(strapi: Core.Strapi, singles: { jobboerse: Localized<Data> }): Promise<number> {
  return replaceUnchangedValue(strapi, SINGLE_TYPES.jobboerse.uid, 'searchConfig', FIRST_JOB_BOARD_SEARCH_CONFIG, singles.jobboerse);
}
