import { missChanges, type SearchMiss } from './search-misses';

const miss = (query: string, locale: string, count: number, lastSeen = '2026-11-28T10:00:00.000Z', suggestion: string | null = null): SearchMiss => ({
  query,
  locale,
  count,
  lastSeen,
  suggestion,
});

describe('the report of queries without hits', () => {
  it('takes the search service’s counts: new queries created, changed ones updated, the same ones left alone', () => {
    const stored = [
      { documentId: 'a', ...miss('verkeuferin', 'de', 3) },
      { documentId: 'b', ...miss('janitor', 'en', 1) },
      { documentId: 'c', ...miss('janitor', 'de', 2) },
    ];
    const reported = [
      miss('verkeuferin', 'de', 3),
      miss('janitor', 'en', 2, '2026-11-28T10:05:00.000Z', 'caretaker'),
      miss('janitor', 'de', 2, '2026-11-28T10:00:00Z'),
      miss('كهربائي', 'ar', 1),
    ];
    expect(missChanges(stored, reported)).toEqual({
      create: [miss('كهربائي', 'ar', 1)],
      update: [{ documentId: 'b', locale: 'en', data: { count: 2, lastSeen: '2026-11-28T10:05:00.000Z', suggestion: 'caretaker' } }],
      delete: [],
    });
  });

  it('drops the queries the service no longer lists, language by language', () => {
    const stored = [
      { documentId: 'a', ...miss('mülakat', 'tr', 1) },
      { documentId: 'b', ...miss('mülakat', 'de', 1) },
    ];
    expect(missChanges(stored, [miss('mülakat', 'de', 1)])).toEqual({ create: [], update: [], delete: [{ documentId: 'a', locale: 'tr' }] });
  });
});
