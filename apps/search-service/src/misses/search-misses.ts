import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '@jobpoint/i18n';

/** A query without hits in one language, for the editors' report in the CMS ("Suchen ohne Treffer"). */
export interface SearchMiss {
  /** As typed, personal data masked, lower-cased, spaces collapsed: "Elektriker" and "elektriker " are one. */
  query: string;
  locale: Locale;
  count: number;
  /** ISO date of the latest search. */
  lastSeen: string;
  /** The "did you mean" offered the last time, if any. */
  suggestion: string | null;
}

/**
 * The most queries kept: made-up queries in a stream must not grow the memory, the file or the CMS's
 * report without bound. The longest unseen is forgotten first.
 */
export const MAX_SEARCH_MISSES = 2000;
/** Changes are written at most this often; a crash loses at most these seconds of counting. */
const WRITE_DELAY_MS = 5000;

/** The query as the report groups it. */
export function reportedQuery(query: string, locale: Locale): string {
  return query.trim().replace(/\s+/g, ' ').toLocaleLowerCase(locale);
}

/**
 * Counts the searches without hits by query and language, and keeps the counts in
 * `{dataDir}/search-misses.json` (written beside and renamed over, as the synonyms are), so that a
 * restart does not empty the editors' report. Nothing about the visitor is kept: no address, no session,
 * no time but the latest search; the query comes masked (`maskPersonalData`).
 */
export class SearchMisses {
  /** Least recently seen first (a Map keeps insertion order; a seen query is moved to the end). */
  private readonly byKey = new Map<string, SearchMiss>();
  private writeTimer: NodeJS.Timeout | undefined;

  private constructor(
    /** Where the counts are kept; none keeps them in memory only (tests). */
    private readonly file: string | null,
    misses: readonly SearchMiss[],
    private readonly maxMisses: number,
  ) {
    misses.forEach((miss) => this.byKey.set(SearchMisses.key(miss), miss));
  }

  static open(dataDir: string, maxMisses = MAX_SEARCH_MISSES): SearchMisses {
    const file = path.join(dataDir, 'search-misses.json');
    const misses = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { misses: SearchMiss[] }).misses : [];
    return new SearchMisses(file, misses, maxMisses);
  }

  static inMemory(maxMisses = MAX_SEARCH_MISSES): SearchMisses {
    return new SearchMisses(null, [], maxMisses);
  }

  private static key({ query, locale }: Pick<SearchMiss, 'query' | 'locale'>): string {
    return `${locale}\u0000${query}`;
  }

  /** Counts one search without hits; `query` is already masked. */
  record(query: string, locale: Locale, suggestion: string | null, at: Date = new Date()): void {
    const normalised = reportedQuery(query, locale);
    if (normalised === '') return;
    const key = SearchMisses.key({ query: normalised, locale });
    const count = (this.byKey.get(key)?.count ?? 0) + 1;
    this.byKey.delete(key);
    this.byKey.set(key, { query: normalised, locale, count, lastSeen: at.toISOString(), suggestion });
    for (const oldest of this.byKey.keys()) {
      if (this.byKey.size <= this.maxMisses) break;
      this.byKey.delete(oldest);
    }
    this.scheduleWrite();
  }

  /** Every kept query, the most recently seen first. */
  list(): SearchMiss[] {
    return [...this.byKey.values()].reverse();
  }

  /** Writes what is not written yet (at shutdown). */
  flush(): void {
    if (this.writeTimer === undefined) return;
    clearTimeout(this.writeTimer);
    this.writeTimer = undefined;
    this.write();
  }

  private scheduleWrite(): void {
    if (!this.file || this.writeTimer !== undefined) return;
    this.writeTimer = setTimeout(() => {
      this.writeTimer = undefined;
      this.write();
    }, WRITE_DELAY_MS);
    this.writeTimer.unref();
  }

  private write(): void {
    if (!this.file) return;
    mkdirSync(path.dirname(this.file), { recursive: true });
    const temporary = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify({ misses: [...this.byKey.values()] }));
    renameSync(temporary, this.file);
  }
}
