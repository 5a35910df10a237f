import type { FastifyInstance } from 'fastify';
import { OCCUPATION_VOCABULARY } from '../synonyms/occupation-vocabulary';
import { SEED_SYNONYMS } from '../synonyms/seed-synonyms';
import { SynonymStore } from '../synonyms/synonym-store';
import { SITE_RECORDS } from '../testing/site-records';
import { serverWith, TEST_CONFIG } from '../testing/test-server';
import { answers, RELEVANCE_SET, type RelevanceCase } from './relevance-set';

/** The overlay's request, as `@jobpoint/search-client` sends it. */
function siteRequest(query: string, locale: string) {
  return {
    indexName: 'jobpoint',
    query,
    hitsPerPage: 5,
    attributesToSnippet: ['name:10', 'content:35', 'type:10', 'description:35'],
    facetFilters: [[`language:${locale}`]],
  };
}

describe('the relevance set over the demo content, with the seed synonyms and the occupation vocabulary', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await serverWith(SITE_RECORDS, SynonymStore.inMemory([...SEED_SYNONYMS, ...OCCUPATION_VOCABULARY])));
  });
  afterAll(() => app.close());

  async function firstNames({ query, locale }: RelevanceCase): Promise<string[]> {
    const response = await app.inject({
      method: 'POST',
      url: `/1/indexes/*/queries?x-algolia-application-id=${TEST_CONFIG.appId}&x-algolia-api-key=${TEST_CONFIG.searchApiKey}`,
      payload: { requests: [siteRequest(query, locale)] },
    });
    const [result] = response.json().results as { hits: { title?: string; name?: string }[] }[];
    return result.hits.map((hit) => hit.title ?? hit.name ?? '');
  }

  it('has at least 60 queries in each of the four languages and every kind', () => {
    expect(RELEVANCE_SET.length).toBeGreaterThanOrEqual(60);
    expect(new Set(RELEVANCE_SET.map((item) => item.locale))).toEqual(new Set(['de', 'en', 'tr', 'ar']));
    expect(new Set(RELEVANCE_SET.map((item) => item.kind))).toEqual(
      new Set(['typo', 'compound', 'synonym', 'colloquial', 'english-on-german']),
    );
  });

  it.each(RELEVANCE_SET)('$locale "$query" ($kind) has $expect among the first three', async (relevanceCase) => {
    const names = await firstNames(relevanceCase);
    expect({ query: relevanceCase.query, first: names.slice(0, 3), answered: answers(relevanceCase, names) }).toEqual({
      query: relevanceCase.query,
      first: names.slice(0, 3),
      answered: true,
    });
  });
});
