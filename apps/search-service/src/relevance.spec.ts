import type { FastifyInstance } from 'fastify';
import { RELEVANCE_RECORDS } from './testing/relevance-records';
import { serverWith, TEST_CONFIG } from './testing/test-server';

/**
 * The relevance set: what a visitor types, in each language, and the hits that must come first. It
 * runs the whole service (index build, query parsing, ranking, distinct) with the site's request.
 * Hits are named `{type}-{slug or id}`; the language is the query's.
 */
interface Case {
  query: string;
  locale: 'de' | 'en' | 'tr' | 'ar';
  /** The first hits, in any order among themselves. */
  top: string[];
  /** Also among the hits, further down. */
  alsoFound?: string[];
  why: string;
}

const CASES: Case[] = [
  // Typo tolerance: one typo from 4 letters, two from 8.
  {
    query: 'lebenslauff',
    locale: 'de',
    top: ['event-bewerbungsworkshop', 'article-der-perfekte-lebenslauf'],
    alsoFound: ['article-anschreiben-ohne-floskeln', 'page-ueber-uns', 'job-112'],
    why: 'one typo in a word of 11 letters',
  },
  {
    query: 'Lebnslauv',
    locale: 'de',
    top: ['event-bewerbungsworkshop', 'article-der-perfekte-lebenslauf'],
    why: 'two typos in a word of 9 letters',
  },
  {
    query: 'bewerbng',
    locale: 'de',
    top: ['event-bewerbungsworkshop'],
    alsoFound: ['article-anschreiben-ohne-floskeln', 'page-ueber-uns', 'job-112'],
    why: 'one typo, and the beginning of a longer word',
  },
  { query: 'Köchn', locale: 'de', top: ['job-114'], why: 'one typo in a word of 5 letters' },
  { query: 'registred nurse', locale: 'en', top: ['job-113'], why: 'a typo in the first of two words' },
  { query: 'cover leter', locale: 'en', top: ['article-cover-letters'], why: 'a typo in the second word' },
  { query: 'basvuru', locale: 'tr', top: ['event-application-training'], why: 'Turkish without its diacritics' },
  {
    query: 'özgecmis',
    locale: 'tr',
    top: ['event-application-training'],
    why: 'a Turkish word with a missing cedilla and dot',
  },
  // German compounds: the query's parts, and the parts of the records' compounds.
  {
    query: 'Krankenpflege',
    locale: 'de',
    top: ['article-gesundheitsberufe', 'job-110', 'job-111'],
    alsoFound: ['event-jobdating-pflege'],
    why: 'the compound itself, and its head in the nursing jobs',
  },
  {
    query: 'Altenpfleger',
    locale: 'de',
    top: ['job-110', 'job-111'],
    alsoFound: ['event-jobdating-pflege', 'article-gesundheitsberufe'],
    why: 'a compound whose head is a form of "Pflege"',
  },
  {
    query: 'Pflege Berlin',
    locale: 'de',
    top: ['job-110'],
    why: '"Pflege" inside the compound "Pflegefachkraft", not the last word',
  },
  // Prefix on the last word only.
  {
    query: 'Lebensl',
    locale: 'de',
    top: ['event-bewerbungsworkshop', 'article-der-perfekte-lebenslauf'],
    why: 'the last word as typed so far',
  },
  {
    query: 'Tipps Lebensl',
    locale: 'de',
    top: ['article-der-perfekte-lebenslauf'],
    why: 'the beginning of the last word',
  },
  // Attribute ranking: a title beats a description, a description beats the text.
  {
    query: 'Lebenslauf',
    locale: 'de',
    top: ['event-bewerbungsworkshop', 'article-der-perfekte-lebenslauf'],
    alsoFound: ['article-anschreiben-ohne-floskeln', 'page-ueber-uns', 'job-112'],
    why: 'titles first',
  },
  { query: 'cv', locale: 'en', top: ['article-the-perfect-cv'], why: 'a title hit over nothing else' },
  {
    query: 'Kontakt',
    locale: 'de',
    top: ['page-kontakt'],
    alsoFound: ['page-ueber-uns'],
    why: 'a page named exactly as the query first',
  },
  // Distinct: identical titles count once.
  {
    query: 'Lager',
    locale: 'de',
    top: ['job-112', 'job-100'],
    why: 'five jobs of one title are one hit, the other job follows',
  },
  // Every language has its own records, and the jobs.
  { query: 'İletişim', locale: 'tr', top: ['page-kontakt'], why: 'Turkish page name' },
  {
    query: 'مقابلة',
    locale: 'ar',
    top: ['event-workshop-interviews'],
    why: 'Arabic singular finds the plural in a title',
  },
  { query: 'التدريب', locale: 'ar', top: ['event-apprenticeships'], why: 'Arabic with its article' },
  {
    query: 'مقابله',
    locale: 'ar',
    top: ['event-workshop-interviews'],
    why: 'Arabic ha typed for ta marbuta',
  },
  { query: 'إجتياز', locale: 'ar', top: ['event-workshop-interviews'], why: 'Arabic alef with hamza typed for alef' },
  { query: 'ILETISIM', locale: 'tr', top: ['page-kontakt'], why: 'Turkish capitals without dots and cedilla' },
  { query: 'Pflegefachkraft', locale: 'ar', top: ['job-110'], why: 'German jobs are found from the Arabic interface' },
  { query: 'nurse', locale: 'tr', top: ['job-113'], why: 'English jobs are found from the Turkish interface' },
];

function hitName(hit: { type: string; id?: number; slug?: string }): string {
  return hit.type === 'job' ? `job-${hit.id}` : `${hit.type}-${hit.slug}`;
}

describe('relevance', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await serverWith(RELEVANCE_RECORDS));
  });
  afterAll(() => app.close());

  async function search(query: string, locale: string, hitsPerPage = 20) {
    const response = await app.inject({
      method: 'POST',
      url: `/1/indexes/*/queries?x-algolia-application-id=${TEST_CONFIG.appId}&x-algolia-api-key=${TEST_CONFIG.searchApiKey}`,
      payload: {
        requests: [
          {
            indexName: 'jobpoint',
            query,
            hitsPerPage,
            attributesToSnippet: ['name:10', 'content:35', 'type:10', 'description:35'],
            facetFilters: [[`language:${locale}`]],
          },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    const [result] = response.json().results;
    return { ...result, names: result.hits.map(hitName) as string[] };
  }

  it.each(CASES)('$locale "$query" finds $top first ($why)', async ({ query, locale, top, alsoFound = [] }) => {
    const { names } = await search(query, locale);
    expect([...names.slice(0, top.length)].sort()).toEqual([...top].sort());
    expect(names.slice(top.length)).toEqual(expect.arrayContaining(alsoFound));
  });

  it('allows no typo below 5 letters and needs every word', async () => {
    expect((await search('Kich', 'de')).nbHits).toBe(0);
    expect((await search('covr', 'en')).nbHits).toBe(0);
    expect((await search('Lebensl Tipps', 'de')).nbHits).toBe(0);
    expect((await search('Lebenslauf Hamburg', 'de')).nbHits).toBe(0);
  });

  it('ranks a title hit before a text hit with the same word', async () => {
    const { names } = await search('Lebenslauf', 'de');
    expect(names.indexOf('article-der-perfekte-lebenslauf')).toBeLessThan(
      names.indexOf('article-anschreiben-ohne-floskeln'),
    );
  });

  it('ranks the whole compound before its head alone, even in a text against a title', async () => {
    const { names } = await search('Krankenpflege', 'de');
    expect(names[0]).toBe('article-gesundheitsberufe');
  });

  it('marks typo and compound matches in the highlight', async () => {
    const { hits } = await search('Krankenpflege', 'de');
    const nursing = hits.find((hit: { id?: number }) => hit.id === 110);
    expect(nursing._highlightResult.title.value).toBe('<em>Pflegefachkraft</em> (m/w/d) ambulante <em>Pflege</em>');
    const { hits: typoHits } = await search('bewerbng', 'de');
    expect(typoHits[0]._highlightResult.name.value).toBe('<em>Bewerbungsworkshop</em>: Lebenslauf, der überzeugt');
  });
});
