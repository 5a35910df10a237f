import type { SynonymSet } from '../synonyms/synonym-store';
import type { LanguageAnalyzer, Term } from './language-analyzers';
import { wordsOf } from './text';

/** A word or phrase of a synonym as one language's index compares it: its terms without stop words. */
export type SynonymPhrase = readonly Term[];

/** What a query's words (by their stems, joined by spaces) may also be found as. */
export type SynonymPhrases = ReadonlyMap<string, readonly SynonymPhrase[]>;

/** Longest phrase looked up in a query, in words: the seed's longest is three, editors may add longer. */
export const MAX_SYNONYM_WORDS = 6;

export function phraseKey(terms: readonly Term[]): string {
  return terms.map((term) => term.stem).join(' ');
}

const compiled = new WeakMap<SynonymSet, Map<string, SynonymPhrases>>();

/** The terms of a synonym's word or phrase (or of any text) that a phrase is matched by: all but stop words. */
export function termsOf(text: string, analyzer: LanguageAnalyzer): Term[] {
  return wordsOf(text)
    .map((word) => analyzer.term(word.text))
    .filter((term) => !term.stopWord);
}

/**
 * The synonyms of a set for one language's analyzer: a regular synonym makes each of its phrases stand
 * for all the others, a one-way synonym its input for its synonyms (and not back). Made once per set and
 * language; a change makes a new set.
 */
export function synonymPhrases(set: SynonymSet, analyzer: LanguageAnalyzer): SynonymPhrases {
  let perLanguage = compiled.get(set);
  if (!perLanguage) {
    perLanguage = new Map();
    compiled.set(set, perLanguage);
  }
  const known = perLanguage.get(analyzer.locale);
  if (known) return known;
  const phrases = new Map<string, SynonymPhrase[]>();
  const add = (from: SynonymPhrase, to: SynonymPhrase) => {
    const key = phraseKey(from);
    if (from.length === 0 || to.length === 0 || key === phraseKey(to)) return;
    const list = phrases.get(key) ?? [];
    if (!list.some((existing) => phraseKey(existing) === phraseKey(to))) list.push(to);
    phrases.set(key, list);
  };
  for (const synonym of set.synonyms) {
    const targets = synonym.synonyms.map((text) => termsOf(text, analyzer));
    if (synonym.type === 'onewaysynonym') {
      const input = termsOf(synonym.input, analyzer);
      targets.forEach((target) => add(input, target));
    } else {
      targets.forEach((from) => targets.forEach((to) => add(from, to)));
    }
  }
  perLanguage.set(analyzer.locale, phrases);
  return phrases;
}
