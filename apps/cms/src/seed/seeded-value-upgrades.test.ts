import { createHash } from 'node:crypto';
import type { Core } from '@strapi/strapi';

import { COLLECTION_TYPES, SINGLE_TYPES } from '../content-types';
import { ARRIVAL_PAGE_PATH } from './content/editor-pages';
import { locations } from './content/taxonomy';
import type { MediaIds } from './media';
import { holdsSeededValue, upgradeSeededValues } from './seeded-value-upgrades';
import { singleTypeContent } from './single-type-content';
import type { Data } from './strapi-documents';

const media: MediaIds = new Proxy({}, { get: () => 1 });
const downloads = { checklist: 2, guide: 3, flyer: 4, urls: { checklist: '/uploads/a.pdf', guide: '/uploads/b.pdf', flyer: '/uploads/c.pdf' } };
const singles = singleTypeContent(media, downloads);
const places = locations(media);

/** Strapi's view of a component: an id on every entry, and the fields the seed left empty. */
function asStored(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item, index) => ({ id: index + 1, ...(asStored(item) as Data) }));
  if (value && typeof value === 'object') return { id: 1, disableAt: null, ...value };
  return value;
}

/** A document service over documents kept in memory: (uid, locale) → entries. */
function fakeStrapi(entries: Record<string, Data[]>) {
  const updates: { uid: string; locale: string; data: Data }[] = [];
  const strapi = {
    documents: (uid: string) => ({
      findFirst: async ({ locale, filters = {} }: { locale: string; filters?: Data }) =>
        (entries[`${uid}|${locale}`] ?? []).find((entry) => Object.entries(filters).every(([field, value]) => entry[field] === value)) ?? null,
      update: async ({ documentId, locale, data }: { documentId: string; locale: string; data: Data }) => {
        updates.push({ uid, locale, data });
        const entry = entries[`${uid}|${locale}`]?.find((candidate) => candidate.documentId === documentId);
        if (entry) Object.assign(entry, data);
        return entry;
      },
    }),
  } as unknown as Core.Strapi;
  return { strapi, updates };
}

describe('seeded value upgrades', () => {
  it('give Turkish and Arabic location entries that still hold the English texts their own, and keep edited fields', async () => {
    const mitte = places.find((place) => place.de.Titel === 'Jobpoint Mitte');
    if (!mitte?.en || !mitte.tr || !mitte.ar) throw new Error('the seed has no Jobpoint Mitte in four languages');
    const englishCopy = (documentId: string): Data => ({
      documentId,
      ...Object.fromEntries(Object.entries(mitte.en ?? {}).map(([field, value]) => [field, ['openingTimes', 'bulletPoints', 'quarterlyEventsButton', 'locationInfos'].includes(field) ? asStored(value) : value])),
    });
    const edited = { ...englishCopy('mitte'), description: 'Von der Redaktion geändert.' };
    const { strapi, updates } = fakeStrapi({
      [`${COLLECTION_TYPES.standort.uid}|tr`]: [englishCopy('mitte')],
      [`${COLLECTION_TYPES.standort.uid}|ar`]: [edited],
    });

    await upgradeSeededValues(strapi, singles, places);

    const turkish = updates.find((update) => update.uid === COLLECTION_TYPES.standort.uid && update.locale === 'tr');
    const arabic = updates.find((update) => update.uid === COLLECTION_TYPES.standort.uid && update.locale === 'ar');
    expect(turkish?.data).toEqual({
      description: mitte.tr.description,
      openingTimes: mitte.tr.openingTimes,
      bulletPoints: mitte.tr.bulletPoints,
      quarterlyEventsTitle: mitte.tr.quarterlyEventsTitle,
      quarterlyEventsButton: mitte.tr.quarterlyEventsButton,
      locationInfos: mitte.tr.locationInfos,
    });
    expect(arabic?.data).not.toHaveProperty('description');
    expect(arabic?.data.district).toBe(mitte.ar.district);
  });

  it('leave a legal text alone unless it is exactly what an earlier seed wrote', async () => {
    const current = String(singles.impressum.ar?.content);
    const { strapi, updates } = fakeStrapi({
      [`${SINGLE_TYPES.impressum.uid}|ar`]: [{ documentId: 'impressum', content: current }],
      [`${SINGLE_TYPES.impressum.uid}|tr`]: [{ documentId: 'impressum', content: 'Von der Redaktion geschrieben.' }],
    });

    await upgradeSeededValues(strapi, singles, places);

    expect(updates.filter((update) => update.uid === SINGLE_TYPES.impressum.uid)).toEqual([]);
    expect(createHash('sha256').update(current).digest('hex')).not.toBe('59791db0ab2266f1a5c9e7764139568109a5689454b9c296816ab72439100c80');
  });

  it('give a privacy policy as the seed wrote it before job alerts its section on them, and leave an edited one alone', async () => {
    const current = singles.datenschutzerklaerung;
    const headings = { de: '## Job-Alarm', en: '## Job alerts', tr: '## İş alarmı', ar: '## تنبيه الوظائف' } as const;
    const beforeJobAlerts = (locale: keyof typeof headings) => {
      const content = String(current[locale]?.content);
      const start = content.indexOf(`\n\n${headings[locale]}\n\n`);
      return content.slice(0, start) + content.slice(content.indexOf('\n\n## ', start + 2));
    };
    const uid = SINGLE_TYPES.datenschutzerklaerung.uid;
    const { strapi, updates } = fakeStrapi({
      [`${uid}|de`]: [{ documentId: 'privacy', content: beforeJobAlerts('de') }],
      [`${uid}|en`]: [{ documentId: 'privacy', content: beforeJobAlerts('en') }],
      [`${uid}|tr`]: [{ documentId: 'privacy', content: beforeJobAlerts('tr') }],
      [`${uid}|ar`]: [{ documentId: 'privacy', content: `${beforeJobAlerts('ar')}\n\nVon der Redaktion ergänzt.` }],
    });

    await upgradeSeededValues(strapi, singles, places);

    expect(updates.filter((update) => update.uid === uid)).toEqual(
      (['de', 'en', 'tr'] as const).map((locale) => ({ uid, locale, data: { content: current[locale]?.content } })),
    );
    expect(createHash('sha256').update(beforeJobAlerts('ar')).digest('hex')).toBe('07272fa394bf7d01744e10c16d54cf8b07ee5d0fa7af9a6c7cf67e59e9e8b23d');
    expect(current.de?.content).toMatch(/## Job-Alarm\n\n.*E-Mail-Adresse, die Suche .*, die Sprache, wie oft .* zuletzt .*48 Stunden.*Art\. 6 Abs\. 1 lit\. a DSGVO/s);
  });

  it('add the link to the example editors\' page to a footer as an earlier seed wrote it, and leave an edited footer alone', async () => {
    type Sections = { title: string; links: { link: string }[] }[];
    const current = singles.footer.en?.footerSections as Sections;
    const earlier = current.map((section) => ({ ...section, links: section.links.filter((link) => link.link !== ARRIVAL_PAGE_PATH) }));
    const edited = earlier.map((section, index) => (index === 0 ? { ...section, title: 'Von der Redaktion' } : section));
    const { strapi, updates } = fakeStrapi({
      [`${SINGLE_TYPES.footer.uid}|en`]: [{ documentId: 'footer', footerSections: asStored(earlier) }],
      [`${SINGLE_TYPES.footer.uid}|de`]: [{ documentId: 'footer', footerSections: asStored(edited) }],
    });

    await upgradeSeededValues(strapi, singles, places);

    const footerUpdates = updates.filter((update) => update.uid === SINGLE_TYPES.footer.uid);
    expect(footerUpdates).toEqual([{ uid: SINGLE_TYPES.footer.uid, locale: 'en', data: { footerSections: current } }]);
    expect(current.flatMap((section) => section.links).some((link) => link.link === ARRIVAL_PAGE_PATH)).toBe(true);
  });

  it('compare only the fields the seed set', () => {
    expect(holdsSeededValue({ id: 3, text: 'See dates', url: '/veranstaltungen', disableAt: null }, { text: 'See dates', url: '/veranstaltungen' })).toBe(true);
    expect(holdsSeededValue([{ id: 1, day: 'Monday' }], [{ day: 'Monday' }, { day: 'Tuesday' }])).toBe(false);
    expect(holdsSeededValue({ id: 3, text: 'Termine' }, { text: 'See dates' })).toBe(false);
  });
});
