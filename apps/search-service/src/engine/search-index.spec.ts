import { content, job, RECORDS } from '../testing/records';
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

  it('merges languages by ranking when several are searched', async () => {
    const result = await index.search({
      query: 'Pflegefachkraft',
      locales: ['de', 'en'],
      offset: 0,
      limit: 10,
      distinct: 0,
    });
    expect(result.total).toBe(2);
    expect(result.hits.map((hit) => hit.record.language).sort()).toEqual(['de', 'en']);
  });

  it('keeps one record per title by default (distinct), counting what is kept', async () => {
    const result = await index.search({ query: 'Pflegefachkraft', locales: ['de', 'en'], offset: 0, limit: 10 });
    expect(result.total).toBe(1);
    expect(result.hits).toHaveLength(1);
  });
});

describe('SearchIndex ranking (Algolia tie-break: typo, words, proximity, attribute, exact)', () => {
  async function order(records: Parameters<typeof SearchIndex.build>[0], query: string, distinct?: number) {
    const index = await SearchIndex.build(records);
    const result = await index.search({ query, locales: ['de'], offset: 0, limit: 10, distinct });
    return result.hits.map(({ record }) => (record.type === 'job' ? `job-${record.id}` : record.slug));
  }

  it('puts fewer typos first, before any attribute', async () => {
    const records = [
      content({ slug: 'typo-im-titel', name: 'Pflage gesucht' }),
      content({ slug: 'exakt-im-text', name: 'Stellen', content: 'Wir suchen Verstärkung in der Pflege.' }),
    ];
    expect(await order(records, 'Pflege')).toEqual(['exakt-im-text', 'typo-im-titel']);
  });

  it('puts the word as typed first, then a synonym, then a record that only resembles it by a typo', async () => {
    const records = [
      content({ slug: 'typo', name: 'Keller zu vermieten' }),
      content({ slug: 'synonym', name: 'Servicekraft gesucht' }),
      content({ slug: 'exakt', name: 'Aushilfe', content: 'Wie ein Kellner, nur am Wochenende.' }),
    ];
    const index = await SearchIndex.build(records);
    const synonyms = {
      version: 1,
      synonyms: [{ objectID: 'k', type: 'synonym' as const, synonyms: ['Kellner', 'Servicekraft'] }],
    };
    const result = await index.search({ query: 'Kellner', locales: ['de'], offset: 0, limit: 10, synonyms });
    expect(result.hits.map(({ record }) => (record.type === 'job' ? record.id : record.slug))).toEqual([
      'exakt',
      'synonym',
      'typo',
    ]);
  });

  it('leaves out records that only resemble a short word (under 5 letters) by a typo', async () => {
    const records = [
      content({ slug: 'loch', name: 'Das Loch in der Straße' }),
      content({ slug: 'koch', name: 'Ausbildung zum Koch' }),
    ];
    expect(await order(records, 'Koch')).toEqual(['koch']);
    expect(await order(records, 'Kich')).toEqual([]);
  });

  it('finds a compound query by either part, the head first', async () => {
    const records = [
      content({ slug: 'kranken', name: 'Kranken helfen' }),
      content({ slug: 'pflege', name: 'Pflege zu Hause' }),
      content({ slug: 'ganz', name: 'Ausbildung', content: 'Krankenpflege in Berlin' }),
    ];
    expect(await order(records, 'Krankenpflege')).toEqual(['ganz', 'pflege', 'kranken']);
  });

  it('finds a compound with a generic head by its modifier, never by the head alone', async () => {
    const records = [
      content({ slug: 'messe', name: 'Jobmesse im Mai', content: 'Ein Job für alle' }),
      content({ slug: 'reinigung', name: 'Reinigungskraft (m/w/d) Büroreinigung' }),
      content({ slug: 'buero-job', name: 'Ein Job im Büro' }),
    ];
    expect(await order(records, 'Bürojob')).toEqual(['buero-job', 'reinigung']);
    expect(await order(records, 'Bürostelle')).toEqual(['buero-job', 'reinigung']);
  });

  it('finds a compound with a generic modifier by its head, never by the modifier alone', async () => {
    const records = [
      content({ slug: 'stellen', name: 'Offene Stellen in Berlin' }),
      content({ slug: 'anzeige', name: 'Die gute Anzeige' }),
    ];
    expect(await order(records, 'Stellenanzeige')).toEqual(['anzeige']);
  });

  it('puts query words close together first', async () => {
    const records = [
      content({
        slug: 'weit',
        name: 'Pflege',
        content: 'und Betreuung mit vielen weiteren Angeboten für Menschen in Berlin',
      }),
      content({ slug: 'nah', name: 'Angebote', content: 'Pflege in Berlin' }),
    ];
    expect(await order(records, 'Pflege Berlin')).toEqual(['nah', 'weit']);
  });

  it('puts a match in a more important attribute first, then an earlier word', async () => {
    const records = [
      content({ slug: 'text', name: 'Tipps', content: 'Bewerbung' }),
      content({ slug: 'beschreibung', name: 'Tipps', description: 'Bewerbung' }),
      content({ slug: 'titel-spaet', name: 'Tipps zur Bewerbung' }),
      content({ slug: 'titel-frueh', name: 'Bewerbung: Tipps' }),
    ];
    expect(await order(records, 'Bewerbung')).toEqual(['titel-frueh', 'titel-spaet', 'beschreibung', 'text']);
  });

  it('puts a record whose attribute is exactly the one-word query first among equals', async () => {
    const records = [
      content({ slug: 'mehr', name: 'Kontakt und Anfahrt' }),
      content({ slug: 'genau', name: 'Kontakt' }),
    ];
    expect(await order(records, 'Kontakt')).toEqual(['genau', 'mehr']);
  });

  it('matches the last word as a prefix, the others only whole', async () => {
    const records = [content({ slug: 'a', name: 'Lebenslauf Tipps' })];
    expect(await order(records, 'Tipps Lebensl')).toEqual(['a']);
    expect(await order(records, 'Lebensl Tipps')).toEqual([]);
  });

  it('groups records by title: one by default, as many as asked, all with 0', async () => {
    const records = [1, 2, 3].map((id) => job({ id, title: 'Fachkraft für Lagerlogistik (m/w/d)' }));
    expect(await order([...records, job({ id: 4, title: 'Lagerhelfer (m/w/d)' })], 'Lager')).toEqual([
      'job-4',
      'job-1',
    ]);
    expect(await order(records, 'Lager', 2)).toEqual(['job-1', 'job-2']);
    expect(await order(records, 'Lager', 0)).toEqual(['job-1', 'job-2', 'job-3']);
  });
});
