import { analyzerFor } from './language-analyzers';
import type { EngineQuery, SearchIndex } from './search-index';
import { wordsOf } from './text';

/** Index words offered per query word. */
const WORDS_PER_QUERY_WORD = 3;

/** Longer queries get no suggestion: their combinations grow too fast, and they are rare. */
const MAX_WORDS = 4;

/** Queries tried before giving up: each is a search of its own. */
const MAX_TRIED_QUERIES = 24;

/** What leaving a word out costs, against a typo's one: the words typed count for more than a spelling. */
const DROP_COST = 3;

/** What keeping a word the index does not have costs: a close word of the index is offered first. */
const UNKNOWN_WORD_COST = 2;

/** Typos allowed between a query word and an offered word, by the word's length. */
function reach(word: string): number {
  if (word.length <= 4) return 1;
  if (word.length <= 7) return 2;
  return 3;
}

interface Choice {
  kind: 'keep' | 'replace' | 'drop';
  /** The word as offered, or null when it is left out. */
  text: string | null;
  cost: number;
  uses: number;
}

/**
 * "Meinten Sie …?": for a query without hits, the closest query that has hits with the same filters,
 * made of the index's own words. Each query word is kept, replaced by one of the index words a few
 * typos away (closest and most used first), or, in a query of several words, left out; the cheapest
 * combinations are tried in turn until one finds something. Null when none does.
 */
export async function suggestQuery(
  index: SearchIndex,
  { query, locales, types, synonyms }: Pick<EngineQuery, 'query' | 'locales' | 'types' | 'synonyms'>,
): Promise<string | null> {
  const analyzer = analyzerFor(locales[0] ?? 'de');
  const typed = wordsOf(query).map(({ text }) => text);
  if (typed.length === 0 || typed.length > MAX_WORDS || locales.length === 0) return null;
  const choices: Choice[][] = typed.map((text) => {
    if (analyzer.term(text).stopWord) return [{ kind: 'keep', text, cost: 0, uses: 0 }];
    const keep: Choice = { kind: 'keep', text, cost: index.hasWord(locales, text) ? 0 : UNKNOWN_WORD_COST, uses: 0 };
    const close = index
      .closeWords(locales, text, reach(text), WORDS_PER_QUERY_WORD)
      .map(({ spelling, distance, uses }): Choice => ({ kind: 'replace', text: spelling, cost: distance, uses }));
    const drop: Choice[] = typed.length > 1 ? [{ kind: 'drop', text: null, cost: DROP_COST, uses: 0 }] : [];
    return [keep, ...close, ...drop];
  });
  const candidates = combinations(choices)
    .filter((combination) => combination.some((choice) => choice.kind !== 'keep'))
    .filter((combination) => combination.some((choice) => choice.kind !== 'drop'))
    .sort((a, b) => total(a, 'cost') - total(b, 'cost') || total(b, 'uses') - total(a, 'uses'))
    .slice(0, MAX_TRIED_QUERIES);
  for (const combination of candidates) {
    const suggestion = combination.flatMap((choice) => (choice.text === null ? [] : [choice.text])).join(' ');
    const { total: hits } = await index.search({ query: suggestion, locales, types, synonyms, offset: 0, limit: 0 });
    if (hits > 0) return suggestion;
  }
  return null;
}

function total(combination: Choice[], key: 'cost' | 'uses'): number {
  return combination.reduce((sum, choice) => sum + choice[key], 0);
}

function combinations(choices: Choice[][]): Choice[][] {
  return choices.reduce<Choice[][]>(
    (partial, options) => partial.flatMap((prefix) => options.map((option) => [...prefix, option])),
    [[]],
  );
}
