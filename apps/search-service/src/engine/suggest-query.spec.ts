import { NO_SYNONYMS } from '../synonyms/synonym-store';
import { content, job } from '../testing/records';
import { SearchIndex } from './search-index';
import { suggestQuery } from './suggest-query';

const RECORDS = [
  job({ id: 1, title: 'Ausbildung zum Koch / zur Köchin (m/w/d)', description: 'In der Küche lernen.' }),
  job({ id: 2, title: 'Servicekraft (m/w/d) für Café und Frühstück', description: 'Gäste beraten.' }),
  content({ slug: 'lebenslauf', name: 'Der perfekte Lebenslauf', content: 'Tipps für Berlin.' }),
  content({ slug: 'cv', language: 'en', name: 'The perfect CV', content: 'Tips for your application.' }),
];

describe('suggestQuery ("Meinten Sie …?")', () => {
  let index: SearchIndex;
  beforeAll(async () => {
    index = await SearchIndex.build(RECORDS);
  });

  const suggest = (query: string, locale: 'de' | 'en' = 'de', types?: ('job' | 'article')[]) =>
    suggestQuery(index, { query, locales: [locale], types, synonyms: NO_SYNONYMS });

  it.each([
    ['Kich', 'de', 'Koch'],
    ['Lebnslaufff', 'de', 'Lebenslauf'],
    ['Servicekraft Kafe', 'de', 'Servicekraft Café'],
    ['Lebenslauf Hamburg', 'de', 'Lebenslauf'],
    ['Apliktion', 'en', 'application'],
  ] as const)('offers "%s" in %s as "%s", spelt as the records spell it', async (query, locale, expected) => {
    expect((await index.search({ query, locales: [locale], offset: 0, limit: 1 })).total).toBe(0);
    expect(await suggest(query, locale)).toBe(expected);
    expect((await index.search({ query: expected, locales: [locale], offset: 0, limit: 1 })).total).toBeGreaterThan(0);
  });

  it('offers only a query that has hits with the same filters', async () => {
    expect(await suggest('Lebnslaufff', 'de', ['job'])).toBeNull();
    expect(await suggest('Kich', 'de', ['job'])).toBe('Koch');
  });

  it('offers nothing when no index word is close', async () => {
    expect(await suggest('Xylophon')).toBeNull();
    expect(await suggest('Kich', 'en')).toBeNull();
  });
});
