import vocabulary from '../../../search-service/src/synonyms/occupation-vocabulary.json';
import { SEED_SYNONYMS as SEARCH_SERVICE_SEED } from '../../../search-service/src/synonyms/seed-synonyms';
import { LOCALES } from '../seed/strapi-documents';
import { SEED_SYNONYMS } from './seed-synonyms';
import { algoliaSynonym, synonymProblem } from './synonym-rules';

describe('the synonyms a new database starts with', () => {
  const seeded = LOCALES.flatMap((locale) => SEED_SYNONYMS[locale].map((synonym) => ({ ...synonym, locale, documentId: synonym.objectID })));

  it('are the search service’s seed list and occupation vocabulary, as the CMS sends them (run scripts/generate-search-synonyms.mjs when not)', () => {
    const expected = [...SEARCH_SERVICE_SEED, ...vocabulary.map(({ source: _source, ...synonym }) => synonym)];
    const sent = seeded.map(algoliaSynonym);
    const byId = (a: { objectID: string }, b: { objectID: string }) => a.objectID.localeCompare(b.objectID);
    expect(sent.sort(byId)).toEqual(
      expected.map((synonym) => ({ ...synonym, type: synonym.type === 'synonym' ? 'synonym' : 'onewaysynonym' })).sort(byId),
    );
  });

  it('are listed under the language of their id, the occupations’ names of all four languages under German', () => {
    for (const { objectID, locale } of seeded) {
      expect([objectID, locale]).toEqual([objectID, /^(de|en|tr|ar)-/.test(objectID) ? objectID.slice(0, 2) : 'de']);
    }
  });

  it('each pass the checks of an editor’s synonym, and no two share an id', () => {
    for (const synonym of seeded) expect([synonym.objectID, synonymProblem(synonym)]).toEqual([synonym.objectID, null]);
    expect(new Set(seeded.map((synonym) => synonym.objectID)).size).toBe(seeded.length);
  });
});
