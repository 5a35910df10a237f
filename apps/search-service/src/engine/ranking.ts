import type { SearchRecord } from '../content/search-record';

/** Where a term occurs: record, searchable attribute, its rank and the word's position in it. */
export interface Occurrence {
  doc: number;
  attribute: number;
  rank: number;
  position: number;
  /** The term is a compound part of the word at this position, not the word itself. */
  part: boolean;
  /** The attribute is `unordered(…)`: where in it the word is does not rank. */
  unordered?: boolean;
}

/** What one query word contributes to a record's ranking. */
export interface WordMatch {
  typos: number;
  /** Units of the word matched: all of a compound's parts when the whole word matched. */
  covered: number;
  exact: boolean;
  occurrences: Occurrence[];
}

/**
 * A record's place by Algolia's default ranking formula (typo, geo, words, filters, proximity,
 * attribute, exact, custom), applied as a tie-break: each criterion only orders records the earlier
 * ones left equal. Geo and filters do not apply to this index, custom ranking is not set, so records
 * equal on every criterion keep the index's order.
 */
export interface Ranking {
  /** Typos over all query words: fewer first. */
  typos: number;
  /** Query words (compound parts) matched: more first. Only compound modifiers are optional here. */
  words: number;
  /**
   * Query words (or runs of them) found only through a synonym: fewer first, so that a synonym never
   * outranks the words as typed. It comes after typos and words: a synonym shares the meaning, which a
   * typo or a compound's part alone does not.
   */
  synonyms: number;
  /** Distance of consecutive query words in one attribute, each capped at 8: closer first. */
  proximity: number;
  /** The best attribute matched (searchableAttributes order), then the position in it: earlier first. */
  attribute: number;
  /** Query words matched exactly, or for a one-word query whether it equals a whole attribute: more first. */
  exact: number;
  order: number;
}

export interface Hit {
  record: SearchRecord;
  ranking: Ranking;
}

/** Algolia counts words up to 7 apart; further is as far as in different attributes. */
const MAX_PROXIMITY = 8;

/** Positions past this count alike: a match deep in a long text is no worse than one a little less deep. */
const POSITION_SPAN = 1000;

function positionsByAttribute(match: WordMatch): Map<number, number[]> {
  const byAttribute = new Map<number, number[]>();
  for (const { attribute, position } of match.occurrences) {
    const positions = byAttribute.get(attribute) ?? [];
    positions.push(position);
    byAttribute.set(attribute, positions);
  }
  for (const positions of byAttribute.values()) positions.sort((a, b) => a - b);
  return byAttribute;
}

function closest(a: number[], b: number[]): number {
  let best = Infinity;
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    best = Math.min(best, Math.abs(a[i] - b[j]));
    if (a[i] < b[j]) i += 1;
    else j += 1;
  }
  return best;
}

function proximity(matches: WordMatch[]): number {
  const positions = matches.map(positionsByAttribute);
  let total = 0;
  for (let i = 1; i < positions.length; i += 1) {
    let distance = MAX_PROXIMITY;
    for (const [attribute, current] of positions[i]) {
      const previous = positions[i - 1].get(attribute);
      if (previous) distance = Math.min(distance, Math.max(1, closest(previous, current)));
    }
    total += distance;
  }
  return total;
}

/** The ranking of a record that answers every query word (`matches`, in query order). */
export function rankRecord(order: number, matches: WordMatch[], equalsAttribute: boolean, synonyms = 0): Ranking {
  const occurrences = matches.flatMap((match) => match.occurrences);
  const attribute = occurrences.reduce(
    (best, { rank, position, unordered }) =>
      Math.min(best, rank * POSITION_SPAN + (unordered ? 0 : Math.min(position, POSITION_SPAN - 1))),
    occurrences.length > 0 ? Infinity : 0,
  );
  return {
    typos: matches.reduce((sum, match) => sum + match.typos, 0),
    synonyms,
    words: matches.reduce((sum, match) => sum + match.covered, 0),
    proximity: proximity(matches),
    attribute,
    exact: matches.length === 1 ? Number(equalsAttribute) : matches.filter((match) => match.exact).length,
    order,
  };
}

export function compareRanking(a: Ranking, b: Ranking): number {
  return (
    a.typos - b.typos ||
    b.words - a.words ||
    a.synonyms - b.synonyms ||
    a.proximity - b.proximity ||
    a.attribute - b.attribute ||
    b.exact - a.exact ||
    a.order - b.order
  );
}
