import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fold } from '../engine/text';
import { parseSynonym, wordsOfSynonym, type Synonym, type SynonymType } from './synonym';

/** The synonyms as one query sees them: replaced whole on every change, so a search never sees half of one. */
export interface SynonymSet {
  /** Goes up with every change; Algolia's task id of the change. */
  readonly version: number;
  readonly synonyms: readonly Synonym[];
}

/** No synonyms: an index without any, or a search that asks for none. */
export const NO_SYNONYMS: SynonymSet = { version: 0, synonyms: [] };

export interface SynonymSearch {
  query?: string;
  type?: SynonymType;
  page?: number;
  hitsPerPage?: number;
}

/** Algolia's default page size for synonym searches. */
const DEFAULT_SYNONYM_HITS_PER_PAGE = 20;

interface StoredSynonyms {
  synonyms: readonly unknown[];
}

/**
 * One index's synonyms, kept in memory and written to a JSON file on every change, so that a change
 * counts for the next query and survives a restart. An index whose synonyms were never changed through
 * the API (no file yet) has the seed list; once changed, the file is the truth, also when it is empty.
 */
export class SynonymStore {
  private readonly byId = new Map<string, Synonym>();
  private set: SynonymSet;

  private constructor(
    /** Where the synonyms are written; none keeps them in memory only (tests). */
    private readonly file: string | null,
    synonyms: readonly Synonym[],
  ) {
    synonyms.forEach((synonym) => this.byId.set(synonym.objectID, synonym));
    this.set = { version: 1, synonyms: [...this.byId.values()] };
  }

  /** The index's synonyms from `{dataDir}/synonyms-{indexName}.json`, or the seed when there is no file. */
  static open(dataDir: string, indexName: string, seed: readonly Synonym[]): SynonymStore {
    const file = path.join(dataDir, `synonyms-${indexName}.json`);
    if (!existsSync(file)) return new SynonymStore(file, seed);
    const stored = JSON.parse(readFileSync(file, 'utf8')) as StoredSynonyms;
    return new SynonymStore(file, stored.synonyms.map(parseSynonym));
  }

  static inMemory(synonyms: readonly Synonym[] = []): SynonymStore {
    return new SynonymStore(null, synonyms);
  }

  get current(): SynonymSet {
    return this.set;
  }

  get(objectID: string): Synonym | undefined {
    return this.byId.get(objectID);
  }

  save(synonym: Synonym): number {
    this.byId.set(synonym.objectID, synonym);
    return this.commit();
  }

  /** Saves several at once; with `replace`, the index keeps only these. */
  saveMany(synonyms: readonly Synonym[], replace: boolean): number {
    if (replace) this.byId.clear();
    synonyms.forEach((synonym) => this.byId.set(synonym.objectID, synonym));
    return this.commit();
  }

  /** Deletes one; null when there is none with that id. */
  delete(objectID: string): number | null {
    if (!this.byId.delete(objectID)) return null;
    return this.commit();
  }

  clear(): number {
    this.byId.clear();
    return this.commit();
  }

  /** Algolia's synonym search: the query is found in any of a synonym's words or phrases, case and accents aside. */
  search({ query = '', type, page = 0, hitsPerPage = DEFAULT_SYNONYM_HITS_PER_PAGE }: SynonymSearch) {
    const needle = fold(query.trim());
    const found = this.set.synonyms.filter(
      (synonym) =>
        (!type || synonym.type === type) &&
        (needle === '' || wordsOfSynonym(synonym).some((words) => fold(words).includes(needle))),
    );
    return { hits: found.slice(page * hitsPerPage, (page + 1) * hitsPerPage), nbHits: found.length };
  }

  private commit(): number {
    this.set = { version: this.set.version + 1, synonyms: [...this.byId.values()] };
    if (this.file) {
      mkdirSync(path.dirname(this.file), { recursive: true });
      // Written beside and renamed over, so a crash mid-write leaves the previous file whole.
      const temporary = `${this.file}.${process.pid}.tmp`;
      writeFileSync(temporary, JSON.stringify({ synonyms: this.set.synonyms } satisfies StoredSynonyms, null, 2));
      renameSync(temporary, this.file);
    }
    return this.set.version;
  }
}
