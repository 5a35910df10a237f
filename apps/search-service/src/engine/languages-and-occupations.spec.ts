import type { Locale } from '@jobpoint/i18n';
import type { SearchRecord } from '../content/search-record';
import { withOccupationNames } from '../indexing/occupation-names';
import { OCCUPATION_VOCABULARY } from '../synonyms/occupation-vocabulary';
import type { Synonym } from '../synonyms/synonym';
import { content, job } from '../testing/records';
import { SITE_RECORDS } from '../testing/site-records';
import { analyzerFor } from './language-analyzers';
import { SearchIndex } from './search-index';

const LOCALES: Locale[] = ['de', 'en', 'tr', 'ar'];

/** Jobs as the jobs service has them: German or English text, indexed under every language. */
const JOBS = [
  { id: 1, title: 'Reinigungskraft (m/w/d) Büroreinigung', category: 'Reinigung und Gebäudeservice' },
  { id: 2, title: 'Caretaker (m/f/d) residential estate', category: 'Reinigung und Gebäudeservice' },
  { id: 3, title: 'Early years educator (m/f/d) neighbourhood daycare', category: 'Sozialarbeit und Erziehung' },
  { id: 4, title: 'Elektroniker*in (m/w/d) Energie- und Gebäudetechnik', category: 'Handwerk' },
  { id: 5, title: 'Verkäufer*in (m/w/d) im Lebensmittelmarkt', category: 'Einzelhandel und Verkauf' },
  { id: 6, title: 'Pflegefachkraft (m/w/d) ambulante Pflege', category: 'Pflege und Gesundheit' },
  { id: 7, title: 'Ausbildung zum Koch / zur Köchin (m/w/d)', category: 'Gastronomie und Hotellerie' },
];

const RECORDS: SearchRecord[] = [
  ...LOCALES.flatMap((language) => JOBS.map((fields) => job({ ...fields, language }))),
  content({ slug: 'gehalt', name: 'Gehalt verhandeln', content: 'Wie Sie beim ersten Job mehr verdienen.' }),
  content({ slug: 'verhandlung', name: 'Verhandlung im Team', content: 'Besprechungen leiten.' }),
  content({ slug: 'mulakat', language: 'tr', name: 'Atölye: iş görüşmelerinde başarılı olun', content: 'Hazırlık' }),
  content({ slug: 'basvuru', language: 'tr', name: 'Başvuru atölyesi', content: 'İkna eden bir özgeçmiş' }),
  content({ slug: 'mukabala', language: 'ar', name: 'ورشة عمل: اجتياز مقابلات العمل بثقة', content: 'التحضير' }),
  content({ slug: 'wazifa', language: 'ar', name: 'البحث عن الوظيفة في برلين', content: 'نصائح' }),
];

describe('the languages’ shapes and the occupation vocabulary', () => {
  let index: SearchIndex;
  beforeAll(async () => {
    index = await SearchIndex.build(withOccupationNames(RECORDS, { version: 1, synonyms: OCCUPATION_VOCABULARY }));
  });

  async function found(query: string, locale: Locale): Promise<string[]> {
    const result = await index.search({ query, locales: [locale], offset: 0, limit: 3 });
    return result.hits.map(({ record }) => (record.type === 'job' ? `job-${record.id}` : record.slug));
  }

  it.each([
    ['işi', 'iş'],
    ['işleri', 'iş'],
    ['görüşmesi', 'görüşme'],
    ['görüşmelerinde', 'görüşme'],
    ['başvurusu', 'başvuru'],
    ['hemşireler', 'hemşire'],
  ])('stems Turkish "%s" as "%s"', (word, base) => {
    expect(analyzerFor('tr').term(word).stem).toBe(analyzerFor('tr').term(base).stem);
  });

  it.each([
    ['الوظيفة', 'وظيفة'],
    ['وظيفة', 'الوظيفة'],
    ['الكهربائي', 'كهربائي'],
    ['ممرضات', 'ممرضة'],
    ['الممرضين', 'ممرض'],
  ])('stems Arabic "%s" as "%s"', (word, base) => {
    expect(analyzerFor('ar').term(word).stem).toBe(analyzerFor('ar').term(base).stem);
  });

  it.each([
    ['tr', 'iş görüşmesi', 'mulakat'],
    ['tr', 'başvurusu', 'basvuru'],
    ['ar', 'المقابلات', 'mukabala'],
    ['ar', 'وظيفة برلين', 'wazifa'],
  ] as const)('finds %s "%s" by its stems', async (locale, query, slug) => {
    expect(await found(query, locale)).toContain(slug);
  });

  it('splits a compound whose parts the text has inflected or as a verb, the linking "s" aside', async () => {
    expect(await found('Gehaltsverhandlung', 'de')).toEqual(['gehalt', 'verhandlung']);
    expect(analyzerFor('de').term('Änderung').derived).toBe(analyzerFor('de').term('ändern').stem);
    expect(analyzerFor('de').term('Entwicklung').derived).toBe(analyzerFor('de').term('entwickeln').stem);
  });

  it('allows a typo in a feminine form, measured against the masculine job title', async () => {
    expect(await found('Verkeuferin', 'de')).toEqual(['job-5']);
    expect(await found('Verkäuferinnen', 'de')).toEqual(['job-5']);
    expect(analyzerFor('de').term('Termin').stem).toBe('termin');
  });

  it.each([
    ['en', 'cleaning job', 'job-1'],
    ['de', 'Job Reinigungskraft', 'job-1'],
    ['de', 'Arbeit als Koch', 'job-7'],
    ['de', 'Stelle Verkäufer', 'job-5'],
    ['tr', 'temizlik işi', 'job-1'],
    ['ar', 'عمل كهربائي', 'job-4'],
    ['ar', 'وظيفة طباخ', 'job-7'],
  ] as const)('finds %s "%s" though no record says its word for a job', async (locale, query, first) => {
    expect((await found(query, locale))[0]).toBe(first);
  });

  it('still needs a word for a job when the query has nothing else', async () => {
    expect(await found('Job', 'de')).toEqual(['gehalt']);
  });

  it.each([
    ['en', 'janitor', 'job-2'],
    ['en', 'kindergarten teacher', 'job-3'],
    ['de', 'Kindergärtnerin', 'job-3'],
    ['ar', 'كهربائي', 'job-4'],
    ['tr', 'elektrikçi', 'job-4'],
    ['tr', 'temizlikçi', 'job-1'],
    ['tr', 'hemşire', 'job-6'],
    ['ar', 'طباخ', 'job-7'],
    ['tr', 'sağlık', 'job-6'],
  ] as const)('finds %s "%s" by the occupation’s names in every language', async (locale, query, first) => {
    expect((await found(query, locale))[0]).toBe(first);
  });

  it('indexes jobs with their occupation’s and category’s names, and nothing else with them', () => {
    const [cleaner] = withOccupationNames(RECORDS, { version: 1, synonyms: OCCUPATION_VOCABULARY });
    expect(cleaner.type === 'job' && cleaner.occupations).toEqual(
      expect.arrayContaining([
        'Putzkraft',
        'cleaner',
        'temizlik görevlisi',
        'عامل نظافة',
        'Temizlik ve bina hizmetleri',
      ]),
    );
    const others: Synonym[] = [{ objectID: 'de-minijob', type: 'synonym', synonyms: ['Reinigungskraft', 'Minijob'] }];
    const [plain] = withOccupationNames(RECORDS, { version: 1, synonyms: others });
    expect(plain).not.toHaveProperty('occupations');
  });

  it('names the occupation of every demo job, so that each is found in Turkish and Arabic too', () => {
    const occupations = OCCUPATION_VOCABULARY.filter(({ objectID }) => objectID.startsWith('occupation-'));
    const jobs = withOccupationNames(SITE_RECORDS, { version: 1, synonyms: occupations }).filter(
      (record) => record.type === 'job',
    );
    expect(jobs.filter((record) => !record.occupations).map((record) => record.title)).toEqual([]);
  });

  it('has a source for every entry of the vocabulary, and objectIDs of occupations and categories', async () => {
    const { default: entries } = await import('../synonyms/occupation-vocabulary.json');
    expect(entries.every((entry) => /^(occupation|category)-/.test(entry.objectID) && entry.source.length > 0)).toBe(
      true,
    );
    expect(new Set(entries.map((entry) => entry.objectID)).size).toBe(entries.length);
  });
});
