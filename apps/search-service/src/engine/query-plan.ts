import type { Decompounder } from './decompounder';
import type { IndexSettings } from './index-settings';
import type { LanguageAnalyzer, Term } from './language-analyzers';
import { MAX_SYNONYM_WORDS, phraseKey, type SynonymPhrase, type SynonymPhrases } from './synonym-phrases';
import { wordsOf } from './text';
import { typoBudget, typoDistance } from './typo-distance';

/** What the head of a compound counts in the words criterion; any other part counts one. */
export const HEAD_UNITS = 2;

/** One word (or compound part) the query asks for, with how loosely it may match. */
export interface QueryTerm extends Term {
  /** Typos allowed, by the length of the word as typed. */
  budget: number;
  /** Typos allowed between stems, by the stem's length: a short stem is a short word. */
  stemBudget: number;
  /** Matches the beginning of a longer word: the last word of the query only. */
  prefix: boolean;
}

/**
 * A query word: the word itself, or for a German compound its parts, any of which finds records ("a
 * query glued from two words finds records with either"), the part that carries the meaning ranking
 * above the others.
 */
export interface QueryWord {
  /** As typed, lower-cased: what `matchedWords` reports. */
  word: string;
  whole: QueryTerm;
  /**
   * The part that carries the meaning: the head ("Krankenpflege" is a "Pflege"), or for a generic
   * head the modifier before it ("Bürojob" is about the "Büro").
   */
  head: QueryTerm | null;
  /** The other parts: they find records too, ranked below the head. */
  modifiers: QueryTerm[];
  /** Generic parts ("Job" in "Bürojob" and in "Jobmesse"): they only rank a record another part found. */
  genericParts: QueryTerm[];
  /** One of the index's `optionalWords` beside other words: it ranks the records that have it, finds none. */
  optional: boolean;
}

/**
 * Query words that a synonym also stands for: `words[from]` to `words[to - 1]`, found as they are or as
 * every word of one of `phrases`.
 */
export interface SynonymSpan {
  from: number;
  to: number;
  phrases: QueryWord[][];
}

/** The index's own words a query term matches, by surface, when the index has them at hand. */
export interface TermVocabulary {
  has(surface: string): boolean;
  matching(queryTerm: QueryTerm): ReadonlySet<string>;
}

export interface TermMatch {
  typos: number;
  /** The whole word, or a word of the same stem: not a prefix, not a typo. */
  exact: boolean;
}

/** One stem, or one the other is derived from ("Verhandlung" and "verhandeln"). */
function sameWord(query: Term, term: Term): boolean {
  return term.stem === query.stem || term.stem === query.derived || term.derived === query.stem;
}

/** How a query term matches an index term, or null when it does not. */
export function matchTerm(query: QueryTerm, term: Term): TermMatch | null {
  if (term.surface === query.surface || (!term.stopWord && sameWord(query, term))) {
    return { typos: 0, exact: true };
  }
  if (query.prefix && term.surface.startsWith(query.surface)) {
    return { typos: 0, exact: false };
  }
  if (query.budget === 0) return null;
  // Equal stems were handled above, so a typo between stems is at least one: only worth it past one.
  const surfaceTypos = typoDistance(query.surface, term.surface, query.budget, query.prefix);
  const stemTypos =
    surfaceTypos <= 1 || term.stopWord || query.stemBudget === 0
      ? Infinity
      : typoDistance(query.stem, term.stem, query.stemBudget);
  const typos = Math.min(
    surfaceTypos <= query.budget ? surfaceTypos : Infinity,
    stemTypos <= query.stemBudget ? stemTypos : Infinity,
  );
  return Number.isFinite(typos) ? { typos, exact: false } : null;
}

/**
 * A query as the engine runs it: its words without stop words, each with its typo budget, the last
 * one as a prefix, German compounds with their parts. It also tells highlighting which query words a
 * text word answers, by the same rules that found the record.
 */
export class QueryPlan {
  readonly words: QueryWord[];
  readonly synonymSpans: SynonymSpan[];
  /** Answers per text word: a text repeats its words, and a page of hits shares many. */
  private readonly answers = new Map<string, string[]>();

  constructor(
    query: string,
    private readonly analyzer: LanguageAnalyzer,
    settings: IndexSettings,
    private readonly decompounder: Decompounder | null,
    private readonly vocabulary?: TermVocabulary,
    synonyms: SynonymPhrases = new Map(),
  ) {
    const generic = new Set(settings.genericCompoundWords);
    const typed = wordsOf(query).map(({ text }) => ({ text, term: analyzer.term(text) }));
    const words = typed.filter(({ term }) => !term.stopWord);
    const optionalStems = new Set(settings.optionalWords.map((word) => analyzer.term(word).stem));
    const isOptional = (term: Term) => optionalStems.has(term.stem);
    const someRequired = words.some(({ term }) => !isOptional(term));
    const lastTyped = typed.at(-1);
    this.words = words.map(({ text, term }, index) => {
      // Only a word still being typed is a prefix: "Pflege und" asks for "Pflege" as a whole word.
      const prefix = settings.queryType === 'prefixLast' && index === words.length - 1 && words[index] === lastTyped;
      const queryTerm = (t: Term, isLastPart: boolean): QueryTerm => ({
        ...t,
        budget: typoBudget(t.surface, settings),
        stemBudget: Math.min(typoBudget(t.surface, settings), typoBudget(t.stem, settings)),
        prefix: prefix && isLastPart,
      });
      const compound = decompounder?.split(term.surface) ?? null;
      const word = {
        word: text.toLocaleLowerCase(analyzer.locale),
        whole: queryTerm(term, true),
        optional: someRequired && isOptional(term),
      };
      const parts = compound ? [...compound.modifiers, compound.head] : [];
      const meaningful = parts.filter((part) => !generic.has(part));
      if (meaningful.length === 0) return { ...word, head: null, modifiers: [], genericParts: [] };
      // Only the compound's last part is being typed, so only it may match as a prefix.
      const part = (surface: string) => queryTerm(analyzer.term(surface), surface === compound?.head);
      return {
        ...word,
        head: part(meaningful[meaningful.length - 1]),
        modifiers: meaningful.slice(0, -1).map(part),
        genericParts: parts.filter((surface) => generic.has(surface)).map(part),
      };
    });
    this.synonymSpans = QueryPlan.synonymSpans(this.words, synonyms);
  }

  /** The longest runs of query words that are a synonym's word or phrase, left to right, without overlaps. */
  private static synonymSpans(words: QueryWord[], synonyms: SynonymPhrases): SynonymSpan[] {
    const spans: SynonymSpan[] = [];
    if (synonyms.size === 0) return spans;
    let from = 0;
    while (from < words.length) {
      let to = Math.min(words.length, from + MAX_SYNONYM_WORDS);
      for (; to > from; to -= 1) {
        const phrases = synonyms.get(phraseKey(words.slice(from, to).map((word) => word.whole)));
        if (phrases) {
          spans.push({ from, to, phrases: phrases.map(QueryPlan.alternativeWords) });
          break;
        }
      }
      from = Math.max(to, from + 1);
    }
    return spans;
  }

  /** A synonym's words match as they are: no typos, no prefix, no compound parts (a synonym is already a choice). */
  private static alternativeWords(phrase: SynonymPhrase): QueryWord[] {
    return phrase.map((term) => ({
      word: term.surface,
      whole: { ...term, budget: 0, stemBudget: 0, prefix: false },
      head: null,
      modifiers: [],
      genericParts: [],
      optional: false,
    }));
  }

  get isEmpty(): boolean {
    return this.words.length === 0;
  }

  /**
   * How many units a word has: a compound counts its parts, the head twice, so that matching all of
   * them ranks highest and the head alone above another part alone.
   */
  static units(word: QueryWord): number {
    return word.head ? HEAD_UNITS + word.modifiers.length + word.genericParts.length : 1;
  }

  /** The parts of a compound query word, in the order matches are counted. */
  static parts(word: QueryWord): QueryTerm[] {
    return word.head ? [word.head, ...word.modifiers, ...word.genericParts] : [];
  }

  /** The query words a text word answers (none when it answers none). */
  queryWordsFor(text: string): string[] {
    if (this.words.length === 0) return [];
    let answer = this.answers.get(text);
    if (!answer) {
      answer = this.answer(text);
      this.answers.set(text, answer);
    }
    return answer;
  }

  private answer(text: string): string[] {
    const term = this.analyzer.term(text);
    const compound = term.stopWord ? null : this.decompounder?.split(term.surface, true);
    const terms = compound
      ? [term, ...[...compound.modifiers, compound.head].map((part) => this.analyzer.term(part))]
      : [term];
    const answers = (word: QueryWord) => {
      const queryTerms = [word.whole, ...QueryPlan.parts(word)];
      return queryTerms.some((queryTerm) => terms.some((candidate) => this.matches(queryTerm, candidate)));
    };
    // A word of a synonym answers the query words the synonym stands for.
    const bySynonym = this.synonymSpans
      .filter((span) => span.phrases.some((phrase) => phrase.some(answers)))
      .flatMap((span) => this.words.slice(span.from, span.to));
    return [...new Set([...this.words.filter(answers), ...bySynonym].map((word) => word.word))];
  }

  /** A word of the index is looked up among the ones the search matched; any other is compared. */
  private matches(queryTerm: QueryTerm, candidate: Term): boolean {
    if (this.vocabulary?.has(candidate.surface)) {
      return this.vocabulary.matching(queryTerm).has(candidate.surface);
    }
    return matchTerm(queryTerm, candidate) !== null;
  }

  get termCount(): number {
    return new Set(this.words.map((word) => word.word)).size;
  }
}
