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

/** The employer home as seeded before it held the company registration form: no such component. */
const NO_COMPANY_REGISTRATION = null;

/**
 * Replaces a field that an earlier seed wrote with the current seed's value, but only in locales where
 * it still holds exactly the earlier value: a database seeded before gets the new shape, an editor's
 * change is kept. A component is read through `populate`, since Strapi's `fields` takes scalar fields
 * only; one that was never filled reads as null. Returns how many locales were updated.
 */
async function replaceUnchangedValue(
  strapi: Core.Strapi,
  uid: string,
  field: string,
  earlier: unknown,
  current: Localized<Data>,
  kind: 'scalar' | 'component' = 'scalar',
): Promise<number> {
  const service = documents(strapi, uid);
  let updated = 0;
  for (const locale of LOCALES) {
    const next = current[locale]?.[field];
    const entry = await service.findFirst({ locale, ...(kind === 'component' ? { populate: [field] } : { fields: [field] }) });
    if (next === undefined || !entry || !isDeepStrictEqual(entry[field] ?? null, earlier)) continue;
    await service.update({ documentId: entry.documentId, locale, data: { [field]: next }, status: 'published' });
    updated += 1;
  }
  return updated;
}

export async function upgradeSeededValues(
  strapi: Core.Strapi,
  singles: { jobboerse: Localized<Data>; arbeitgebende: Localized<Data> },
): Promise<number> {
  const searchConfig = await replaceUnchangedValue(strapi, SINGLE_TYPES.jobboerse.uid, 'searchConfig', FIRST_JOB_BOARD_SEARCH_CONFIG, singles.jobboerse);
  const companyForm = await replaceUnchangedValue(
    strapi,
    SINGLE_TYPES.arbeitgebende.uid,
    'companyRegistration',
    NO_COMPANY_REGISTRATION,
    singles.arbeitgebende,
    'component',
  );
  return searchConfig + companyForm;
}
