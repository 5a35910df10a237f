import { LOCALES, type Locale } from '@jobpoint/i18n';
import type { RecordType, SearchRecord } from '../content/search-record';
import { Decompounder } from './decompounder';
import { INDEX_SETTINGS, rankedAttributes, type IndexSettings } from './index-settings';
import { analyzerFor, type LanguageAnalyzer, type Term } from './language-analyzers';
import { HEAD_UNITS, QueryPlan, matchTerm, type QueryTerm, type QueryWord, type TermMatch } from './query-plan';
import { NO_SYNONYMS, type SynonymSet } from '../synonyms/synonym-store';
import { compareRanking, rankRecord, type Hit, type Occurrence, type WordMatch } from './ranking';
import { synonymPhrases } from './synonym-phrases';
import { wordsOf } from './text';
import { typoDistance } from './typo-distance';

export interface EngineQuery {
  query: string;
  locales: readonly Locale[];
  /** Only these record types; all when absent. */
  types?: readonly RecordType[];
  offset: number;
  limit: number;
  /** Algolia's `distinct`: how many records of one `attributeForDistinct` value; 0 for all. */
  distinct?: number;
  /** The index's synonyms as they are for this query. */
  synonyms?: SynonymSet;
}

export type EngineHit = Hit;

export interface EngineResult {
  total: number;
  hits: EngineHit[];
}

interface IndexedTerm extends Term {
  occurrences: Occurrence[];
}

interface IndexedRecord {
  record: SearchRecord;
  /** Place in the whole index: the order of records that rank the same. */
  order: number;
  /** Terms (surface and stem) of the attributes that are one word: a one-word query equal to them is exact. */
  singleWordValues: Set<string>;
}

export function valueAt(record: SearchRecord, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => {
    return value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  }, record);
}

/** The texts of a searchable attribute: a text, or the texts of a list (Algolia searches both). */
function valuesOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** Positions between two items of a list: words of different items are never near (Algolia's proximity stops at 8). */
const LIST_ITEM_GAP = 8;

/** A word of the index offered in place of a query word. */
export interface WordSuggestion {
  spelling: string;
  distance: number;
  /** Occurrences in the index: of two equally close words, the more used is offered. */
  uses: number;
}

/** Shorter index words are never offered ("in", "zu"). */
const MIN_SUGGESTED_LENGTH = 3;

/** Query terms whose matching index terms are kept per language index. */
const MATCH_CACHE_SIZE = 5000;

/** Queries whose plans (and highlighting answers) are kept per language index. */
const PLAN_CACHE_SIZE = 500;

function matchKey(queryTerm: QueryTerm): string {
  return `${queryTerm.surface}|${queryTerm.stem}|${queryTerm.budget}|${queryTerm.prefix}`;
}

/** One language's records and the inverted index of their words. */
class LanguageIndex {
  readonly docs: IndexedRecord[] = [];
  private readonly terms = new Map<string, IndexedTerm>();
  private readonly termsByStem = new Map<string, IndexedTerm[]>();
  /** Index terms per query term: typing sends each query again with one more letter. */
  private readonly matchCache = new Map<string, { term: IndexedTerm; match: TermMatch }[]>();
  private readonly surfaceCache = new Map<string, Set<string>>();
  private readonly planCache = new Map<string, QueryPlan>();
  /** How the records spell each of their words (by its folded form): what a suggestion offers. */
  private readonly spellings = new Map<string, string>();
  /** The synonyms the cached plans were made with: a change to them starts the plans afresh. */
  private planSynonyms: SynonymSet = NO_SYNONYMS;
  readonly decompounder: Decompounder | null;

  constructor(
    readonly analyzer: LanguageAnalyzer,
    private readonly settings: IndexSettings,
    entries: { record: SearchRecord; order: number }[],
  ) {
    const attributes = rankedAttributes(settings);
    // Per record and attribute, the terms of each value: one for a text, one per item for a list.
    const texts = entries.map(({ record }) =>
      attributes.map(({ path }) =>
        valuesOf(valueAt(record, path)).map((value) =>
          wordsOf(value).map((word) => {
            const term = analyzer.term(word.text);
            if (!term.stopWord && !this.spellings.has(term.surface)) this.spellings.set(term.surface, word.text);
            return term;
          }),
        ),
      ),
    );
    this.decompounder = settings.decompoundLanguages.includes(analyzer.locale)
      ? new Decompounder(
          analyzer,
          new Set(texts.flat(3).flatMap((term) => (term.stopWord ? [] : [term.stem]))),
          new Set(settings.genericCompoundWords),
        )
      : null;
    entries.forEach(({ record, order }, doc) => {
      const singleWordValues = new Set<string>();
      texts[doc].forEach((values, attribute) => {
        const { rank, unordered } = attributes[attribute];
        let position = 0;
        for (const terms of values) {
          const meaningful = terms.filter((term) => !term.stopWord);
          if (meaningful.length === 1) {
            singleWordValues.add(meaningful[0].surface).add(meaningful[0].stem);
          }
          for (const term of terms) {
            this.add(term, { doc, attribute, rank, position, part: false, unordered });
            const compound = term.stopWord ? null : this.decompounder?.split(term.surface, true);
            for (const part of compound ? [...compound.modifiers, compound.head] : []) {
              this.add(analyzer.term(part), { doc, attribute, rank, position, part: true, unordered });
            }
            position += 1;
          }
          position += LIST_ITEM_GAP;
        }
      });
      this.docs.push({ record, order, singleWordValues });
    });
  }

  private add(term: Term, occurrence: Occurrence): void {
    let indexed = this.terms.get(term.surface);
    if (!indexed) {
      indexed = { ...term, occurrences: [] };
      this.terms.set(term.surface, indexed);
      if (!term.stopWord) {
        for (const stem of term.derived === undefined ? [term.stem] : [term.stem, term.derived]) {
          this.termsByStem.set(stem, [...(this.termsByStem.get(stem) ?? []), indexed]);
        }
      }
    }
    indexed.occurrences.push(occurrence);
  }

  /** The plan of a query; kept, with what it learnt while highlighting, for the next time it is asked. */
  plan(query: string, synonyms: SynonymSet): QueryPlan {
    if (synonyms !== this.planSynonyms) {
      this.planCache.clear();
      this.planSynonyms = synonyms;
    }
    let plan = this.planCache.get(query);
    if (!plan) {
      const vocabulary = {
        has: (surface: string) => this.terms.has(surface),
        matching: (queryTerm: QueryTerm) => this.surfacesMatching(queryTerm),
      };
      const phrases = synonymPhrases(synonyms, this.analyzer);
      plan = new QueryPlan(query, this.analyzer, this.settings, this.decompounder, vocabulary, phrases);
      if (this.planCache.size >= PLAN_CACHE_SIZE) this.planCache.clear();
      this.planCache.set(query, plan);
    }
    return plan;
  }

  private surfacesMatching(queryTerm: QueryTerm): ReadonlySet<string> {
    const key = matchKey(queryTerm);
    let surfaces = this.surfaceCache.get(key);
    if (!surfaces) {
      surfaces = new Set(this.termsMatching(queryTerm).map(({ term }) => term.surface));
      if (this.surfaceCache.size >= MATCH_CACHE_SIZE) this.surfaceCache.clear();
      this.surfaceCache.set(key, surfaces);
    }
    return surfaces;
  }

  /** The index terms a query term matches: looked up when it must match whole, else by comparing. */
  private termsMatching(queryTerm: QueryTerm): { term: IndexedTerm; match: TermMatch }[] {
    const key = matchKey(queryTerm);
    const cached = this.matchCache.get(key);
    if (cached) return cached;
    let candidates: Iterable<IndexedTerm> = this.terms.values();
    if (queryTerm.budget === 0 && !queryTerm.prefix) {
      const same = this.terms.get(queryTerm.surface);
      candidates = [
        ...(same ? [same] : []),
        ...(queryTerm.stopWord ? [] : (this.termsByStem.get(queryTerm.stem) ?? [])),
        ...(queryTerm.derived === undefined ? [] : (this.termsByStem.get(queryTerm.derived) ?? [])),
      ];
    }
    const found = new Map<IndexedTerm, TermMatch>();
    for (const term of candidates) {
      const match = matchTerm(queryTerm, term);
      if (match) found.set(term, match);
    }
    const matching = [...found].map(([term, match]) => ({ term, match }));
    if (this.matchCache.size >= MATCH_CACHE_SIZE) this.matchCache.clear();
    this.matchCache.set(key, matching);
    return matching;
  }

  hasWord(word: string): boolean {
    const term = this.analyzer.term(word);
    return this.terms.has(term.surface) || this.termsByStem.has(term.stem);
  }

  /**
   * The index's words that differ from `word` by 1 to `max` typos, closest first and then the most
   * used, at most `limit`: what "Meinten Sie …?" can offer for a word that found nothing.
   */
  closeWords(word: string, max: number, limit: number): WordSuggestion[] {
    const typed = this.analyzer.term(word);
    const found: WordSuggestion[] = [];
    for (const [surface, spelling] of this.spellings) {
      if (surface.length < MIN_SUGGESTED_LENGTH || /^\d+$/.test(surface)) continue;
      const distance = typoDistance(typed.surface, surface, max);
      if (distance === 0 || distance > max) continue;
      const term = this.terms.get(surface);
      if (!term || term.stem === typed.stem) continue;
      found.push({ spelling, distance, uses: term.occurrences.length });
    }
    return found.sort((a, b) => a.distance - b.distance || b.uses - a.uses).slice(0, limit);
  }

  /** The records of the given types that answer every query word, each with its ranking. */
  search(plan: QueryPlan, types: readonly RecordType[] | undefined): Hit[] {
    const wanted = (doc: number) => !types || types.includes(this.docs[doc].record.type);
    if (plan.isEmpty) {
      return this.docs.flatMap((entry, doc) =>
        wanted(doc) ? [{ record: entry.record, ranking: rankRecord(entry.order, [], false) }] : [],
      );
    }
    const perWord = plan.words.map((word) => this.matchesOf(word, wanted));
    const bySynonym = plan.synonymSpans.map((span) => this.phraseMatches(span.phrases, wanted));
    // A record answers the query when each word, or each run of words a synonym stands for, matches.
    const answer = (doc: number): { matches: WordMatch[]; synonyms: number } | null => {
      const matches: WordMatch[] = [];
      let synonyms = 0;
      let next = 0;
      for (let i = 0; i < plan.words.length;) {
        const span = plan.synonymSpans[next];
        if (span?.from === i) {
          next += 1;
          i = span.to;
          const spanWords = plan.words.slice(span.from, span.to);
          const asTyped = perWord.slice(span.from, span.to).map((byDoc) => byDoc.get(doc));
          const viaSynonym = bySynonym[next - 1].get(doc);
          const units = spanWords.reduce((sum, word) => sum + QueryPlan.units(word), 0);
          const typed = asTyped.every((match, k) => match !== undefined || spanWords[k].optional)
            ? asTyped.filter((match): match is WordMatch => match !== undefined)
            : null;
          // The words as typed, unless they only matched by a typo or by a compound's part and the
          // synonym matches whole: a synonym shares the meaning, a typo or a part alone may not.
          const typedIsWhole =
            typed !== null &&
            typed.every((match) => match.typos === 0) &&
            typed.reduce((sum, match) => sum + match.covered, 0) === units;
          if (typed && (typedIsWhole || !viaSynonym)) {
            matches.push(...typed);
            continue;
          }
          if (!viaSynonym) return null;
          // Counts as the words it stands for, so that only the synonym criterion tells it apart.
          matches.push({ ...viaSynonym, covered: units });
          synonyms += 1;
          continue;
        }
        const match = perWord[i].get(doc);
        if (match) matches.push(match);
        else if (!plan.words[i].optional) return null;
        i += 1;
      }
      return { matches, synonyms };
    };
    const single = plan.words.length === 1;
    const hits: Hit[] = [];
    // Every answer has the first required word, as typed or through a synonym of a run of words with it.
    const first = perWord[plan.words.findIndex((word) => !word.optional)];
    for (const doc of new Set([...first.keys(), ...bySynonym.flatMap((byDoc) => [...byDoc.keys()])])) {
      const answered = answer(doc);
      if (!answered) continue;
      const entry = this.docs[doc];
      const exactValue =
        single &&
        answered.synonyms === 0 &&
        (entry.singleWordValues.has(plan.words[0].whole.surface) ||
          entry.singleWordValues.has(plan.words[0].whole.stem));
      hits.push({
        record: entry.record,
        ranking: rankRecord(entry.order, answered.matches, exactValue, answered.synonyms),
      });
    }
    return hits;
  }

  /** Per record, the best phrase of a synonym it has every word of, as one match without typos. */
  private phraseMatches(phrases: QueryWord[][], wanted: (doc: number) => boolean): Map<number, WordMatch> {
    const result = new Map<number, WordMatch>();
    for (const phrase of phrases) {
      const perWord = phrase.map((word) => this.matchesOf(word, wanted));
      for (const [doc, first] of perWord[0]) {
        if (result.has(doc)) continue;
        const rest = perWord.slice(1).map((byDoc) => byDoc.get(doc));
        if (!rest.every((match) => match !== undefined)) continue;
        const all = [first, ...(rest as WordMatch[])];
        result.set(doc, {
          typos: 0,
          covered: all.length,
          exact: false,
          occurrences: all.flatMap((match) => match.occurrences),
        });
      }
    }
    return result;
  }

  /** Per record, how one query word matched it: whole, or by its compound's parts. */
  private matchesOf(word: QueryWord, wanted: (doc: number) => boolean) {
    const collect = (queryTerm: QueryTerm) => {
      const byDoc = new Map<number, AlternativeMatch>();
      for (const { term, match } of this.termsMatching(queryTerm)) {
        for (const occurrence of term.occurrences) {
          if (!wanted(occurrence.doc)) continue;
          const exact = match.exact && !occurrence.part;
          const current = byDoc.get(occurrence.doc);
          if (!current) {
            byDoc.set(occurrence.doc, { typos: match.typos, exact, occurrences: [occurrence] });
            continue;
          }
          if (match.typos < current.typos) {
            current.typos = match.typos;
            current.exact = exact;
          } else if (match.typos === current.typos) {
            current.exact ||= exact;
          }
          current.occurrences.push(occurrence);
        }
      }
      return byDoc;
    };
    return combineAlternatives(
      QueryPlan.units(word),
      collect(word.whole),
      word.head ? collect(word.head) : new Map(),
      word.modifiers.map(collect),
      word.genericParts.map(collect),
    );
  }
}

interface AlternativeMatch {
  typos: number;
  exact: boolean;
  occurrences: Occurrence[];
}

/**
 * A record answers a word through the whole word, or through any part of the compound but a generic
 * one; of the two the one with fewer typos, then more units (`QueryPlan.units`), counts.
 */
function combineAlternatives(
  units: number,
  whole: Map<number, AlternativeMatch>,
  head: Map<number, AlternativeMatch>,
  modifiers: Map<number, AlternativeMatch>[],
  genericParts: Map<number, AlternativeMatch>[],
): Map<number, WordMatch> {
  const result = new Map<number, WordMatch>();
  for (const [doc, match] of whole) {
    result.set(doc, { typos: match.typos, covered: units, exact: match.exact, occurrences: match.occurrences });
  }
  const viaParts = new Set([...head.keys(), ...modifiers.flatMap((byDoc) => [...byDoc.keys()])]);
  for (const doc of viaParts) {
    const headMatch = head.get(doc);
    const matched = [...modifiers, ...genericParts].flatMap((byDoc) => byDoc.get(doc) ?? []);
    const parts = headMatch ? [headMatch, ...matched] : matched;
    const viaPart: WordMatch = {
      typos: parts.reduce((sum, match) => sum + match.typos, 0),
      covered: (headMatch ? HEAD_UNITS : 0) + matched.length,
      exact: false,
      occurrences: parts.flatMap((match) => match.occurrences),
    };
    const viaWhole = result.get(doc);
    if (
      !viaWhole ||
      viaPart.typos < viaWhole.typos ||
      (viaPart.typos === viaWhole.typos && viaPart.covered > viaWhole.covered)
    ) {
      result.set(doc, viaPart);
    }
  }
  return result;
}

function distinctKey(record: SearchRecord, attribute: string): string | null {
  const value = valueAt(record, attribute);
  if (typeof value === 'string') return `s:${value}`;
  if (typeof value === 'number') return `n:${Math.round(value)}`;
  return null;
}

/** Keeps at most `distinct` records per value of the distinct attribute, in ranking order. */
function applyDistinct(hits: Hit[], attribute: string, distinct: number): Hit[] {
  if (distinct <= 0) return hits;
  const seen = new Map<string, number>();
  return hits.filter(({ record }) => {
    const key = distinctKey(record, attribute);
    if (key === null) return true;
    const count = seen.get(key) ?? 0;
    seen.set(key, count + 1);
    return count < distinct;
  });
}

/**
 * The searchable records, one inverted index per language so that each language is stemmed and
 * stripped of stop words by its own rules, ranked by Algolia's tie-breaking criteria (`ranking.ts`).
 * An instance is immutable once built: a reindex builds a new one and swaps it in, so a search never
 * sees a half-built index.
 */
export class SearchIndex {
  private constructor(
    private readonly languages: ReadonlyMap<Locale, LanguageIndex>,
    readonly recordCount: number,
    readonly settings: IndexSettings,
  ) {}

  static async build(records: readonly SearchRecord[], settings: IndexSettings = INDEX_SETTINGS): Promise<SearchIndex> {
    const languages = new Map<Locale, LanguageIndex>();
    const ordered = records.map((record, order) => ({ record, order }));
    for (const locale of LOCALES) {
      const entries = ordered.filter(({ record }) => record.language === locale);
      languages.set(locale, new LanguageIndex(analyzerFor(locale), settings, entries));
      // Building several thousand records takes a while; let requests in between the languages.
      await new Promise((resolve) => setImmediate(resolve));
    }
    return new SearchIndex(languages, records.length, settings);
  }

  static empty(): Promise<SearchIndex> {
    return SearchIndex.build([]);
  }

  /** The query as one language's index runs it; highlighting asks it which words matched. */
  plan(locale: Locale, query: string, synonyms: SynonymSet = NO_SYNONYMS): QueryPlan {
    return this.language(locale).plan(query, synonyms);
  }

  async search({
    query,
    locales,
    types,
    offset,
    limit,
    distinct = this.settings.distinct,
    synonyms = NO_SYNONYMS,
  }: EngineQuery): Promise<EngineResult> {
    const ranked = locales
      .flatMap((locale) => {
        const language = this.language(locale);
        return language.search(language.plan(query, synonyms), types);
      })
      .sort((a, b) => compareRanking(a.ranking, b.ranking));
    const hits = applyDistinct(ranked, this.settings.attributeForDistinct, distinct);
    return { total: hits.length, hits: hits.slice(offset, offset + limit) };
  }

  /** Whether one of these languages' records has the word (or a word of its stem). */
  hasWord(locales: readonly Locale[], word: string): boolean {
    return locales.some((locale) => this.language(locale).hasWord(word));
  }

  /** The index words of these languages closest to `word` (see `LanguageIndex.closeWords`). */
  closeWords(locales: readonly Locale[], word: string, max: number, limit: number): WordSuggestion[] {
    const bySpelling = new Map<string, WordSuggestion>();
    for (const locale of locales) {
      for (const suggestion of this.language(locale).closeWords(word, max, limit)) {
        const known = bySpelling.get(suggestion.spelling.toLowerCase());
        if (!known || suggestion.distance < known.distance)
          bySpelling.set(suggestion.spelling.toLowerCase(), suggestion);
      }
    }
    return [...bySpelling.values()].sort((a, b) => a.distance - b.distance || b.uses - a.uses).slice(0, limit);
  }

  private language(locale: Locale): LanguageIndex {
    const language = this.languages.get(locale);
    if (!language) {
      throw new Error(`No index for language ${locale}`);
    }
    return language;
  }
}
