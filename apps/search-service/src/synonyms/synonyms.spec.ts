import { algoliasearch, type Algoliasearch } from 'algoliasearch';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { content, job } from '../testing/records';
import { serverWith, TEST_CONFIG } from '../testing/test-server';
import { SEED_SYNONYMS } from './seed-synonyms';
import type { Synonym } from './synonym';
import { SynonymStore } from './synonym-store';

const RECORDS = [
  job({ id: 1, title: 'Servicekraft (m/w/d) für Café und Frühstück', description: 'Sie beraten Gäste.' }),
  job({ id: 2, title: 'Aushilfe (m/w/d) im Restaurant', description: 'Wie ein Kellner, nur am Wochenende.' }),
  job({
    id: 3,
    title: 'Medizinische Fachangestellte (m/w/d) für Hausarztpraxis',
    description: 'Sie empfangen Patienten.',
  }),
  content({ slug: 'minijob', name: 'Minijob, Midijob, Teilzeit: der Überblick', content: 'Bis zur Minijob-Grenze.' }),
  content({ slug: 'mappe', name: 'Die Bewerbungsmappe', content: 'Was in eine Bewerbungsmappe gehört.' }),
  content({ slug: 'berufe', name: 'Berufe in der Praxis', content: 'Die Sprechstundenhilfe von früher.' }),
];

const KELLNER: Synonym = { objectID: 'kellner', type: 'synonym', synonyms: ['Kellner', 'Servicekraft'] };

async function listening(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

describe('synonyms through the algoliasearch v5 client, against the running service', () => {
  let dataDir: string;
  let app: FastifyInstance;
  let port: number;

  function client(apiKey = TEST_CONFIG.adminApiKey): Algoliasearch {
    return algoliasearch(TEST_CONFIG.appId, apiKey, {
      hosts: [{ url: `127.0.0.1:${port}`, protocol: 'http', accept: 'readWrite' }],
    });
  }

  async function start(): Promise<void> {
    ({ app } = await serverWith(RECORDS, SynonymStore.open(dataDir, 'jobpoint', [])));
    port = await listening(app);
  }

  async function titles(query: string): Promise<string[]> {
    const { results } = await client(TEST_CONFIG.searchApiKey).searchForHits<{ title?: string; name?: string }>({
      requests: [{ indexName: 'jobpoint', query, hitsPerPage: 20, facetFilters: [['language:de']] }],
    });
    return results[0].hits.map((hit) => (hit.title ?? hit.name) as string);
  }

  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'search-synonyms-'));
    await start();
  });
  afterEach(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('takes a regular synonym for the next query, both ways, and gives it back', async () => {
    expect(await titles('Kellner')).toEqual(['Aushilfe (m/w/d) im Restaurant']);
    const saved = await client().saveSynonym({ indexName: 'jobpoint', objectID: 'kellner', synonymHit: KELLNER });
    expect(saved).toMatchObject({ id: 'kellner', taskID: expect.any(Number), updatedAt: expect.any(String) });
    await client().waitForTask({ indexName: 'jobpoint', taskID: saved.taskID });
    expect(await client().getSynonym({ indexName: 'jobpoint', objectID: 'kellner' })).toEqual(KELLNER);
    // The word as typed first, wherever it stands; the synonym after it.
    expect(await titles('Kellner')).toEqual([
      'Aushilfe (m/w/d) im Restaurant',
      'Servicekraft (m/w/d) für Café und Frühstück',
    ]);
    expect(await titles('Servicekraft')).toEqual([
      'Servicekraft (m/w/d) für Café und Frühstück',
      'Aushilfe (m/w/d) im Restaurant',
    ]);
  });

  it('finds a one-way synonym from its input only', async () => {
    await client().saveSynonym({
      indexName: 'jobpoint',
      objectID: 'sprechstundenhilfe',
      synonymHit: {
        objectID: 'sprechstundenhilfe',
        type: 'onewaysynonym',
        input: 'Sprechstundenhilfe',
        synonyms: ['Medizinische Fachangestellte'],
      },
    });
    expect(await titles('Sprechstundenhilfe')).toEqual([
      'Berufe in der Praxis',
      'Medizinische Fachangestellte (m/w/d) für Hausarztpraxis',
    ]);
    expect(await titles('Medizinische Fachangestellte')).toEqual([
      'Medizinische Fachangestellte (m/w/d) für Hausarztpraxis',
    ]);
  });

  it('finds a phrase for a word and marks the phrase in the highlight', async () => {
    await client().saveSynonyms({
      indexName: 'jobpoint',
      synonymHit: [{ objectID: 'minijob', type: 'synonym', synonyms: ['Minijob', 'geringfügige Beschäftigung'] }],
    });
    const { results } = await client(TEST_CONFIG.searchApiKey).searchForHits<{ name: string }>({
      requests: [{ indexName: 'jobpoint', query: 'geringfügige Beschäftigung', facetFilters: [['language:de']] }],
    });
    expect(results[0].hits.map((hit) => hit.name)).toEqual(['Minijob, Midijob, Teilzeit: der Überblick']);
    expect(results[0].hits[0]._highlightResult?.['name']).toMatchObject({
      value: '<em>Minijob</em>, Midijob, Teilzeit: der Überblick',
      matchedWords: ['geringfügige', 'beschäftigung'],
    });
  });

  it('replaces, searches, deletes and clears synonyms', async () => {
    await client().saveSynonym({ indexName: 'jobpoint', objectID: 'kellner', synonymHit: KELLNER });
    const mappe: Synonym = {
      objectID: 'mappe',
      type: 'synonym',
      synonyms: ['Bewerbungsunterlagen', 'Bewerbungsmappe'],
    };
    const oneWay: Synonym = { objectID: 'mfa', type: 'onewaysynonym', input: 'MFA', synonyms: ['Fachangestellte'] };
    await client().saveSynonyms({ indexName: 'jobpoint', synonymHit: [mappe, oneWay], replaceExistingSynonyms: true });
    expect(await titles('Kellner')).toEqual(['Aushilfe (m/w/d) im Restaurant']);
    expect(await titles('Bewerbungsunterlagen')).toEqual(['Die Bewerbungsmappe']);

    const all = await client().searchSynonyms({ indexName: 'jobpoint' });
    expect(all).toMatchObject({ nbHits: 2, hits: [mappe, oneWay] });
    const byWord = await client().searchSynonyms({
      indexName: 'jobpoint',
      searchSynonymsParams: { query: 'unterlagen' },
    });
    expect(byWord.hits).toEqual([mappe]);
    const byType = await client().searchSynonyms({
      indexName: 'jobpoint',
      searchSynonymsParams: { type: 'onewaysynonym' },
    });
    expect(byType.hits).toEqual([oneWay]);

    expect(await client().deleteSynonym({ indexName: 'jobpoint', objectID: 'mappe' })).toMatchObject({
      deletedAt: expect.any(String),
    });
    expect(await titles('Bewerbungsunterlagen')).toEqual([]);
    await expect(client().getSynonym({ indexName: 'jobpoint', objectID: 'mappe' })).rejects.toMatchObject({
      status: 404,
    });
    await client().clearSynonyms({ indexName: 'jobpoint' });
    expect((await client().searchSynonyms({ indexName: 'jobpoint' })).nbHits).toBe(0);
  });

  it('keeps the synonyms over a restart, an empty list too', async () => {
    await client().saveSynonym({ indexName: 'jobpoint', objectID: 'kellner', synonymHit: KELLNER });
    await app.close();
    await start();
    expect(await titles('Servicekraft')).toContain('Aushilfe (m/w/d) im Restaurant');
    await client().clearSynonyms({ indexName: 'jobpoint' });
    await app.close();
    ({ app } = await serverWith(RECORDS, SynonymStore.open(dataDir, 'jobpoint', SEED_SYNONYMS)));
    port = await listening(app);
    expect((await client().searchSynonyms({ indexName: 'jobpoint' })).nbHits).toBe(0);
  });

  it('starts an index that never had synonyms with the seed list', async () => {
    await app.close();
    ({ app } = await serverWith(RECORDS, SynonymStore.open(dataDir, 'jobpoint', SEED_SYNONYMS)));
    port = await listening(app);
    expect(
      (await client().searchSynonyms({ indexName: 'jobpoint', searchSynonymsParams: { hitsPerPage: 1000 } })).nbHits,
    ).toBe(SEED_SYNONYMS.length);
    expect(await titles('Arzthelferin')).toEqual([
      'Medizinische Fachangestellte (m/w/d) für Hausarztpraxis',
      'Berufe in der Praxis',
    ]);
    expect(await titles('Bewerbungsunterlagen')).toEqual(['Die Bewerbungsmappe']);
  });

  it('lets only the admin key read or change synonyms', async () => {
    const searchOnly = client(TEST_CONFIG.searchApiKey);
    await expect(
      searchOnly.saveSynonym({ indexName: 'jobpoint', objectID: 'kellner', synonymHit: KELLNER }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(searchOnly.searchSynonyms({ indexName: 'jobpoint' })).rejects.toMatchObject({ status: 403 });
    await expect(searchOnly.clearSynonyms({ indexName: 'jobpoint' })).rejects.toMatchObject({ status: 403 });
    expect(await titles('Servicekraft')).toEqual(['Servicekraft (m/w/d) für Café und Frühstück']);
  });

  it('refuses synonym types it does not apply and malformed ones, like Algolia with 400', async () => {
    await expect(
      client().saveSynonym({
        indexName: 'jobpoint',
        objectID: 'alt',
        synonymHit: { objectID: 'alt', type: 'altcorrection1', word: 'Kelner', corrections: ['Kellner'] },
      }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      client().saveSynonym({
        indexName: 'jobpoint',
        objectID: 'kellner',
        synonymHit: { objectID: 'kellner', type: 'synonym', synonyms: ['Kellner'] },
      }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      client().saveSynonym({ indexName: 'other', objectID: 'kellner', synonymHit: KELLNER }),
    ).rejects.toMatchObject({ status: 404 });
  });
});
