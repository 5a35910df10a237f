import { create, insertMultiple, search, type Orama, type Tokenizer } from '@orama/orama';
import { LOCALES, type Locale } from '@jobpoint/i18n';
import type { RecordType, SearchRecord } from '../content/search-record';
import { LANGUAGE_ANALYZERS } from './language-analyzers';

const SCHEMA = {
  name: 'string',
  title: 'string',
  content: 'string',
  description: 'string',
  companyName: 'string',
  type: 'enum',
} as const;

type SearchableProperty = Exclude<keyof typeof SCHEMA, 'type'>;

const SEARCHABLE_PROPERTIES: SearchableProperty[] = ['name', 'title', 'content', 'description', 'companyName'];

/** A word in a title or name says more about a hit than the same word deep in its text. */
const BOOST: Partial<Record<SearchableProperty, number>> = { name: 3, title: 3, companyName: 1.5 };

type LanguageDb = Orama<typeof SCHEMA>;

export interface EngineQuery {
  query: string;
  locales: readonly Locale[];
  /** Only these record types; all when absent. */
  types?: readonly RecordType[];
  offset: number;
  limit: number;
}

export interface EngineHit {
  record: SearchRecord;
  score: number;
}

export interface EngineResult {
  total: number;
  hits: EngineHit[];
}

function toDocument(record: SearchRecord) {
  const text =
    record.type === 'job'
      ? {
          name: '',
          title: record.title,
          content: '',
          description: record.description,
          companyName: record.company.name,
        }
      : {
          name: record.name,
          title: '',
          content: record.content,
          description: record.description ?? '',
          companyName: '',
        };
  return { id: record.objectID, type: record.type, ...text, record };
}

/**
 * The searchable records, one Orama database per language so that each language is split, stemmed and
 * stripped of stop words by its own rules. An instance is immutable once built: a reindex builds a new
 * one and swaps it in, so a search never sees a half-built index.
 */
export class SearchIndex {
  private constructor(
    private readonly dbs: ReadonlyMap<Locale, LanguageDb>,
    readonly recordCount: number,
  ) {}

  static async build(records: readonly SearchRecord[]): Promise<SearchIndex> {
    const dbs = new Map<Locale, LanguageDb>();
    for (const locale of LOCALES) {
      const analyzer = LANGUAGE_ANALYZERS[locale];
      const db = create({
        schema: SCHEMA,
        components: {
          tokenizer: {
            language: analyzer.language,
            stemming: true,
            stemmer: analyzer.stemmer,
            stopWords: analyzer.stopWords,
          },
        },
      });
      await insertMultiple(db, records.filter((record) => record.language === locale).map(toDocument));
      dbs.set(locale, db);
    }
    return new SearchIndex(dbs, records.length);
  }

  static empty(): Promise<SearchIndex> {
    return SearchIndex.build([]);
  }

  /** The tokenizer that indexed a language's records, so highlighting matches words the way search did. */
  tokenizer(locale: Locale): Tokenizer {
    return this.db(locale).tokenizer;
  }

  async search({ query, locales, types, offset, limit }: EngineQuery): Promise<EngineResult> {
    const perLocale = await Promise.all(
      locales.map(async (locale) => {
        const db = this.db(locale);
        // A query of stop words only ("die") asks for nothing in particular: answer it like an empty one.
        const term = db.tokenizer.tokenize(query).length > 0 ? query : '';
        const single = locales.length === 1;
        const results = await search(db, {
          term,
          properties: SEARCHABLE_PROPERTIES,
          boost: BOOST,
          // Every query word must match, as in Algolia (Orama's default is any word).
          threshold: 0,
          where: types ? { type: { in: [...types] } } : undefined,
          // Across languages the pages are merged by score, so each language returns all hits up to the page end.
          offset: single ? offset : 0,
          limit: single ? limit : offset + limit,
        });
        return {
          total: results.count,
          hits: results.hits.map((hit) => ({ record: hit.document.record as SearchRecord, score: hit.score })),
        };
      }),
    );
    const total = perLocale.reduce((sum, result) => sum + result.total, 0);
    if (perLocale.length === 1) {
      return perLocale[0];
    }
    const merged = perLocale.flatMap((result) => result.hits).sort((a, b) => b.score - a.score);
    return { total, hits: merged.slice(offset, offset + limit) };
  }

  private db(locale: Locale): LanguageDb {
    const db = this.dbs.get(locale);
    if (!db) {
      throw new Error(`No index for language ${locale}`);
    }
    return db;
  }
}
