import type { FastifyInstance } from 'fastify';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { maskPersonalData } from '@jobpoint/personal-data';
import { content } from '../testing/records';
import { serverWith, TEST_CONFIG } from '../testing/test-server';
import { createSearchServer } from '../server';
import { SynonymStore } from '../synonyms/synonym-store';
import { SearchMisses } from './search-misses';

const search = (app: FastifyInstance, query: string, facetFilters: unknown = [['language:de']]) =>
  app.inject({
    method: 'POST',
    url: '/1/indexes/jobpoint/query',
    headers: { 'x-algolia-application-id': TEST_CONFIG.appId, 'x-algolia-api-key': TEST_CONFIG.searchApiKey },
    payload: { query, facetFilters },
  });

const report = (app: FastifyInstance, key = TEST_CONFIG.adminApiKey) =>
  app.inject({ method: 'GET', url: '/internal/search-misses', headers: { authorization: `Bearer ${key}` } });

describe('the queries without hits, counted for the editors’ report', () => {
  let app: FastifyInstance;
  let misses: SearchMisses;

  beforeEach(async () => {
    const { reindexer } = await serverWith([content({ slug: 'koch', name: 'Koch werden', content: 'Die Ausbildung zum Koch in Berlin.' })]);
    misses = SearchMisses.inMemory();
    app = createSearchServer({ config: TEST_CONFIG, reindexer, synonyms: SynonymStore.inMemory(), misses });
  });
  afterEach(() => app.close());

  it('by query and language, with the count, the latest search and the suggestion offered', async () => {
    expect((await search(app, 'Koch')).json().nbHits).toBe(1);
    await search(app, 'Verkeuferin');
    await search(app, '  verkeuferin ');
    await search(app, 'Verkeuferin', [['language:en']]);
    const suggested = (await search(app, 'Kich')).json();
    expect([suggested.nbHits, suggested.suggestedQuery]).toEqual([0, 'Koch']);
    const { misses: listed } = (await report(app)).json() as { misses: { lastSeen: string }[] };
    expect(listed.every(({ lastSeen }) => Date.parse(lastSeen) > 0)).toBe(true);
    expect(listed.map(({ lastSeen: _lastSeen, ...miss }) => miss)).toEqual([
      { query: 'kich', locale: 'de', count: 1, suggestion: 'Koch' },
      { query: 'verkeuferin', locale: 'en', count: 1, suggestion: null },
      { query: 'verkeuferin', locale: 'de', count: 2, suggestion: null },
    ]);
  });

  it('masked as the log masks them, and only for searches in one language, as the site sends them', async () => {
    await search(app, 'Rückruf an max.mustermann@example.org bitte');
    await search(app, 'nirgends', [['language:de', 'language:en']]);
    await search(app, 'nirgends', []);
    const { misses: listed } = (await report(app)).json();
    expect(listed.map(({ query }: { query: string }) => query)).toEqual([maskPersonalData('Rückruf an max.mustermann@example.org bitte').toLowerCase()]);
    expect(JSON.stringify(listed)).not.toContain('mustermann');
  });

  it('are given to the admin key only', async () => {
    expect((await report(app, TEST_CONFIG.searchApiKey)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/internal/search-misses' })).statusCode).toBe(403);
    expect((await report(app)).statusCode).toBe(200);
  });
});

describe('the kept queries without hits', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'search-misses-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('forget the longest unseen first beyond their bound', () => {
    const misses = SearchMisses.inMemory(2);
    misses.record('eins', 'de', null);
    misses.record('zwei', 'de', null);
    misses.record('eins', 'de', null);
    misses.record('drei', 'de', null);
    expect(misses.list().map(({ query, count }) => [query, count])).toEqual([
      ['drei', 1],
      ['eins', 2],
    ]);
  });

  it('survive a restart, in the order they were last seen', () => {
    const misses = SearchMisses.open(dataDir);
    misses.record('Kapıcı', 'tr', null, new Date('2026-11-28T10:00:00Z'));
    misses.record('كهربائي', 'ar', 'كهرباء', new Date('2026-11-28T10:01:00Z'));
    misses.flush();
    expect(JSON.parse(readFileSync(path.join(dataDir, 'search-misses.json'), 'utf8')).misses).toHaveLength(2);
    expect(SearchMisses.open(dataDir).list()).toEqual([
      { query: 'كهربائي', locale: 'ar', count: 1, lastSeen: '2026-11-28T10:01:00.000Z', suggestion: 'كهرباء' },
      { query: 'kapıcı', locale: 'tr', count: 1, lastSeen: '2026-11-28T10:00:00.000Z', suggestion: null },
    ]);
  });
});
