import type { LanguageAnalyzer } from './language-analyzers';

/** Neither part of a compound is shorter than this ("Amt" and "Ei" are not split off)… */
const MIN_PART_LENGTH = 4;

/** …except a generic head, which may be as short as this ("Bürojob"). */
const MIN_GENERIC_HEAD_LENGTH = 3;

/**
 * Longer words are not split. Every cut of a word is looked up, each at the cost of its length, so a
 * word's cost grows with the square of its length (a 4 000-letter word took over a second); the longest
 * compounds in use (Arbeitsunfähigkeitsbescheinigung 32 letters, Kraftfahrzeughaftpflichtversicherung 36)
 * fit, the site's longest is 25.
 */
export const MAX_COMPOUND_LENGTH = 40;

/**
 * The most splits remembered between two index builds: every unique query word adds one, so without a
 * bound a stream of made-up words would grow the service's memory for as long as the index lives.
 */
export const MAX_REMEMBERED_SPLITS = 50_000;

/** Parts are split off at most this deep ("Wohnungs|losen|hilfe" is two levels). */
const MAX_DEPTH = 3;

export interface Compound {
  /** The modifiers, in order: they narrow the meaning ("Kranken" in "Krankenpflege"). */
  modifiers: string[];
  /** The last part, which says what the compound is ("Pflege"): German compounds are head-final. */
  head: string;
}

/**
 * Splits German compounds into words the index knows, with a dictionary built from the index's own
 * words (Algolia uses its own German dictionary). A split needs a known head, or for record words
 * (`lenient`) a known head or a known modifier; the split with both parts known wins, then the longest
 * known part. Parts are folded words ("krankenpflege" → kranken + pflege); a part is known by its stem,
 * which also drops the linking element ("lebens" in "Lebenslauf" is known as "Leben").
 */
export class Decompounder {
  private readonly cache = new Map<string, Compound | null>();

  constructor(
    private readonly analyzer: LanguageAnalyzer,
    /** Stems of the words of the index. */
    private readonly knownStems: ReadonlySet<string>,
    /**
     * Words that say only "a job" ("Job" in "Bürojob", folded): known as a head whatever the index holds,
     * and split off even when short.
     */
    private readonly genericHeads: ReadonlySet<string> = new Set(),
  ) {}

  /** The compound's parts, or null when the word is not one. */
  split(word: string, lenient = false): Compound | null {
    const key = `${lenient ? 'l' : 's'}:${word}`;
    const cached = this.cache.get(key);
    if (cached !== undefined) return cached;
    const parts = this.parts(word, lenient, 0);
    const compound = parts.length > 1 ? { modifiers: parts.slice(0, -1), head: parts[parts.length - 1] } : null;
    if (this.cache.size >= MAX_REMEMBERED_SPLITS) {
      // The oldest split goes first (a Map keeps its insertion order).
      this.cache.delete(this.cache.keys().next().value as string);
    }
    this.cache.set(key, compound);
    return compound;
  }

  /** A part is known by its stem, or by the verb it is derived from ("verhandlung" where the index has "verhandeln"). */
  private known(part: string): boolean {
    const term = this.analyzer.term(part);
    return (
      !term.stopWord &&
      (this.knownStems.has(term.stem) || (term.derived !== undefined && this.knownStems.has(term.derived)))
    );
  }

  private parts(word: string, lenient: boolean, depth: number): string[] {
    const letters = [...word];
    if (
      depth >= MAX_DEPTH ||
      letters.length < MIN_PART_LENGTH + MIN_GENERIC_HEAD_LENGTH ||
      letters.length > MAX_COMPOUND_LENGTH
    ) {
      return [word];
    }
    let best: { score: number; modifier: string; head: string } | null = null;
    for (let cut = MIN_PART_LENGTH; cut <= letters.length - MIN_GENERIC_HEAD_LENGTH; cut += 1) {
      const modifier = letters.slice(0, cut).join('');
      const head = letters.slice(cut).join('');
      const generic = this.genericHeads.has(head);
      if (letters.length - cut < MIN_PART_LENGTH && !generic) continue;
      const headKnown = generic || this.known(head);
      const modifierKnown = this.known(modifier);
      if (!headKnown && !(lenient && modifierKnown)) continue;
      const score = (headKnown ? 2 : 0) + (modifierKnown ? 1 : 0);
      // Cuts go left to right: of equal splits, keep the longest known part (the head when it is
      // known, else the modifier: "Pflege|helferin", not "Pfleg|ehelferin").
      if (!best || score > best.score || (score === best.score && !headKnown)) {
        best = { score, modifier, head };
      }
    }
    if (!best) return [word];
    return [...this.parts(best.modifier, lenient, depth + 1), ...this.parts(best.head, lenient, depth + 1)];
  }
}
