import type { FastifyInstance } from 'fastify';
import type { SearchRecord } from '../content/search-record';
import { Reindexer } from '../indexing/reindexer';
import { createSearchServer } from '../server';
import { SynonymStore } from '../synonyms/synonym-store';

export const TEST_CONFIG = {
  appId: 'TESTAPP',
  searchApiKey: 'test-search-key',
  adminApiKey: 'test-admin-key',
  corsOrigins: ['http://localhost:4200'],
};

export const SILENT = { info: () => undefined, warn: () => undefined };

/** A server over the given records, built before the promise resolves; without synonyms unless given a store. */
export async function serverWith(
  records: SearchRecord[],
  synonyms = SynonymStore.inMemory(),
): Promise<{ app: FastifyInstance; reindexer: Reindexer; synonyms: SynonymStore }> {
  const reindexer = new Reindexer({
    sources: [{ name: 'fixtures', fetchRecords: async () => records }],
    logger: SILENT,
    intervalMs: 60_000,
    retryMs: 60_000,
    synonyms: () => synonyms.current,
  });
  await reindexer.reindex();
  return { app: createSearchServer({ config: TEST_CONFIG, reindexer, synonyms }), reindexer, synonyms };
}
