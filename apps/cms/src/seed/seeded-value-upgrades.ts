import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { Core } from '@strapi/strapi';

import { COLLECTION_TYPES, SINGLE_TYPES } from '../content-types';
import { ARRIVAL_PAGE_PATH } from './content/editor-pages';
import { documents, LOCALES, type Data, type Locale, type Localized } from './strapi-documents';

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
 * SHA-256 of the legal pages' texts as earlier seeds wrote them: with the German labels of the address
 * (Impressum, privacy policy) and shortened Turkish and Arabic terms and usage notes; and the privacy
 * policy before it had its section on job alerts.
 */
const EARLIER_LEGAL_TEXTS: Partial<Record<keyof typeof SINGLE_TYPES, Partial<Record<Locale, readonly string[]>>>> = {
  impressum: {
    en: ['5419b0ad08329b324feb5045c4a727eda08e99a8be3f109be88e190c010c931f'],
    tr: ['cb37d39d94f6141656b8beac9b5119fdf1a8c90a362cb226001bf5f1c959cba2'],
    ar: ['59791db0ab2266f1a5c9e7764139568109a5689454b9c296816ab72439100c80'],
  },
  datenschutzerklaerung: {
    de: ['bbeaf5339bbade26c4ff4c57a3ec58f1a996c956126e05dc96983282782deda0'],
    en: ['e4ee9d7f86100fb18c5b7a2851428f144ce7c61b6d8db6f21a61a5fe55028b5d', '278e014dd94cdcfd98dda1078f0a47069252d2aeb65a16300f6f280d11e8622f'],
    tr: ['1880893c57dee932b5aa73a2f18d57b782f295b1c3c32f763a44ebd49864b0f2', 'a9e2f3f10a8d7557324c51cbbe60bc290115d1f2e92bbc549dd1a3d2195b6622'],
    ar: ['180204d734fdb5d9ebce842780b335df92c3b7f5523aa8f8dc66ff202b3c5f43', '07272fa394bf7d01744e10c16d54cf8b07ee5d0fa7af9a6c7cf67e59e9e8b23d'],
  },
  nutzungshinweise: {
    tr: ['b44b86ee15e35142ab186289bef3a5a6aa971171feefaf3619566ff518ac0811'],
    ar: ['1fcca8523f28eb5c8a9cf9ca01a28948d4756a8ad33516c7a8d4c14b87df9486'],
  },
  'joboerse-nutzungsbedingungen': {
    tr: ['cdbe5f4b705ab009ec7bc2f6c48cecf51c09d0f1fa2a3916f85989bdf2f63a59'],
    ar: ['e20eadb6d929074741ba40ad84c1d9cf85331b3f92c3f9194b9d6dd0e6c67fca'],
  },
};

/** The footer's sections as earlier seeds wrote them: without the link to the example editors' page. */
function footerSectionsBeforeEditorPages(footer: Data): unknown {
  const sections = (footer.footerSections ?? []) as { links?: { link?: string }[] }[];
  return sections.map((section) => ({ ...section, links: (section.links ?? []).filter((link) => link.link !== ARRIVAL_PAGE_PATH) }));
}

/** The location texts that earlier seeds wrote in English into the Turkish and Arabic entries. */
const LOCATION_TEXT_FIELDS = ['description', 'district', 'openingTimes', 'bulletPoints', 'quarterlyEventsTitle', 'quarterlyEventsButton', 'locationInfos'];
const LOCATION_COMPONENTS = ['openingTimes', 'bulletPoints', 'quarterlyEventsButton', 'locationInfos'];

/**
 * True when a stored value is what the seed wrote: every field the seed set holds the same value
 * (Strapi adds ids and empty fields to components, which the seed never sets).
 */
export function holdsSeededValue(stored: unknown, seeded: unknown): boolean {
  if (Array.isArray(seeded)) {
    return Array.isArray(stored) && stored.length === seeded.length && seeded.every((item, index) => holdsSeededValue(stored[index], item));
  }
  if (seeded && typeof seeded === 'object') {
    return !!stored && typeof stored === 'object' && Object.entries(seeded).every(([key, value]) => holdsSeededValue((stored as Data)[key], value));
  }
  return isDeepStrictEqual(stored ?? null, seeded ?? null);
}

const sha256 = (text: unknown) => (typeof text === 'string' ? createHash('sha256').update(text).digest('hex') : undefined);

interface Replacement {
  uid: string;
  locale: Locale;
  /** A collection entry by a field that is the same in every language; a single type has one document. */
  entry?: { field: string; value: string };
  /** Scalar fields are read with `fields`, components with `populate`. */
  fields: string[];
  components?: string[];
  /** How the components are read when they hold components themselves (default: `components`). */
  populate?: Data;
  /** True when a stored field still holds what an earlier seed wrote. */
  wasSeeded: (field: string, stored: unknown) => boolean;
  next: Data;
}

/**
 * Replaces the fields of one document's language that still hold exactly what an earlier seed wrote with
 * the current seed's values; a field an editor changed stays. Returns how many fields were replaced.
 */
async function replaceSeededFields(strapi: Core.Strapi, replacement: Replacement): Promise<number> {
  const { uid, locale, entry, fields, components = [], populate = components, wasSeeded, next } = replacement;
  const scalars = fields.filter((field) => !components.includes(field));
  const stored = await documents(strapi, uid).findFirst({
    locale,
    ...(entry ? { filters: { [entry.field]: entry.value } } : {}),
    ...(scalars.length > 0 ? { fields: scalars } : {}),
    ...(components.length > 0 ? { populate } : {}),
  });
  if (!stored) return 0;
  const data = Object.fromEntries(fields.filter((field) => next[field] !== undefined && wasSeeded(field, stored[field])).map((field) => [field, next[field]]));
  if (Object.keys(data).length === 0) return 0;
  await documents(strapi, uid).update({ documentId: stored.documentId, locale, data, status: 'published' });
  return Object.keys(data).length;
}

export async function upgradeSeededValues(
  strapi: Core.Strapi,
  singles: Record<keyof typeof SINGLE_TYPES, Localized<Data>>,
  locations: Localized<Data>[],
): Promise<number> {
  const replacements: Replacement[] = [];
  for (const locale of LOCALES) {
    const jobBoard = singles.jobboerse[locale];
    if (jobBoard) {
      replacements.push({
        uid: SINGLE_TYPES.jobboerse.uid,
        locale,
        fields: ['searchConfig'],
        wasSeeded: (_field, stored) => isDeepStrictEqual(stored ?? null, FIRST_JOB_BOARD_SEARCH_CONFIG),
        next: jobBoard,
      });
    }
    const employersHome = singles.arbeitgebende[locale];
    if (employersHome) {
      replacements.push({
        uid: SINGLE_TYPES.arbeitgebende.uid,
        locale,
        fields: ['companyRegistration'],
        components: ['companyRegistration'],
        wasSeeded: (_field, stored) => (stored ?? null) === NO_COMPANY_REGISTRATION,
        next: employersHome,
      });
    }
    const footer = singles.footer[locale];
    if (footer) {
      const earlier = footerSectionsBeforeEditorPages(footer);
      replacements.push({
        uid: SINGLE_TYPES.footer.uid,
        locale,
        fields: ['footerSections'],
        components: ['footerSections'],
        populate: { footerSections: { populate: ['links'] } },
        wasSeeded: (_field, stored) => !isDeepStrictEqual(earlier, footer.footerSections) && holdsSeededValue(stored, earlier),
        next: footer,
      });
    }
  }
  for (const [name, byLocale] of Object.entries(EARLIER_LEGAL_TEXTS) as [keyof typeof SINGLE_TYPES, Partial<Record<Locale, readonly string[]>>][]) {
    for (const [locale, hashes] of Object.entries(byLocale) as [Locale, readonly string[]][]) {
      const page = singles[name][locale];
      if (page) replacements.push({ uid: SINGLE_TYPES[name].uid, locale, fields: ['content'], wasSeeded: (_field, stored) => hashes.includes(sha256(stored) ?? ''), next: page });
    }
  }
  for (const location of locations) {
    for (const locale of ['tr', 'ar'] as const) {
      const next = location[locale];
      if (!next || !location.en) continue;
      const english = location.en;
      replacements.push({
        uid: COLLECTION_TYPES.standort.uid,
        locale,
        entry: { field: 'Titel', value: String(location.de.Titel) },
        fields: LOCATION_TEXT_FIELDS,
        components: LOCATION_COMPONENTS,
        wasSeeded: (field, stored) => !isDeepStrictEqual(english[field], next[field]) && holdsSeededValue(stored, english[field]),
        next,
      });
    }
  }
  let replaced = 0;
  for (const replacement of replacements) replaced += await replaceSeededFields(strapi, replacement);
  return replaced;
}
