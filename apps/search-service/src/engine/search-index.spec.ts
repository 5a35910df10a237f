import { RECORDS } from '../testing/records';
import { SearchIndex } from './search-index';

describe('SearchIndex', () => {
  let index: SearchIndex;
  beforeAll(async () => {
    index = await SearchIndex.build(RECORDS);
  });

  async function slugsFor(query: string, locale: 'de' | 'en' | 'tr' | 'ar') {
    const result = await index.search({ query, locales: [locale], offset: 0, limit: 10 });
    return result.hits.map(({ record }) => (record.type === 'job' ? `job-${record.id}` : record.slug));
  }

  it.each([
    ['de', 'Bewerbungen', 'bewerbung-schreiben'],
    ['en', 'applications', 'cv-tips'],
    ['tr', 'kurslar', 'kurs'],
    ['tr', 'danışmanlığı', 'kurs'],
    ['ar', 'المقالات', 'tadrib'],
    ['ar', 'للتدريب', 'tadrib'],
  ] as const)('stems %s: "%s" finds %s', async (locale, query, slug) => {
    expect(await slugsFor(query, locale)).toContain(slug);
  });

  it('searches only the languages asked for', async () => {
    expect(await slugsFor('application', 'de')).toEqual([]);
    expect(await slugsFor('Bewerbung', 'en')).toEqual([]);
  });

  it('needs every query word to match', async () => {
    expect(await slugsFor('Bewerbung Anschreiben', 'de')).toEqual(['bewerbung-schreiben']);
    expect(await slugsFor('Bewerbung Pflege', 'de')).toEqual([]);
  });

  it('finds jobs by title and description in every language they are indexed in', async () => {
    expect(await slugsFor('Pflegefachkraft', 'de')).toEqual(['job-7']);
    expect(await slugsFor('Verstärkung', 'en')).toEqual(['job-7']);
  });

  it('returns everything for an empty query, paged', async () => {
    const all = await index.search({ query: '', locales: ['de'], offset: 0, limit: 2 });
    expect(all.total).toBe(4);
    expect(all.hits).toHaveLength(2);
    const rest = await index.search({ query: '', locales: ['de'], offset: 2, limit: 2 });
    expect(rest.hits.map((hit) => hit.record.objectID)).not.toEqual(all.hits.map((hit) => hit.record.objectID));
  });

  it('filters by record type', async () => {
    const result = await index.search({ query: '', locales: ['de'], types: ['event', 'page'], offset: 0, limit: 10 });
    expect(result.hits.map((hit) => hit.record.type).sort()).toEqual(['event', 'page']);
  });

  it('merges languages by score when several are searched', async () => {
    const result = await index.search({ query: 'Pflegefachkraft', locales: ['de', 'en'], offset: 0, limit: 10 });
    expect(result.total).toBe(2);
    expect(result.hits.map((hit) => hit.record.language).sort()).toEqual(['de', 'en']);
  });
});
