/**
 * Algolia's typo rules (docs: "Configure typo tolerance"): a query word of `minWordSizefor1Typo` (4)
 * characters or more may have one typo, of `minWordSizefor2Typos` (8) or more two; shorter words
 * must match exactly. A typo is an inserted, missing, substituted or swapped character.
 */
export interface TypoSettings {
  minWordSizefor1Typo: number;
  minWordSizefor2Typos: number;
}

export function typoBudget(word: string, settings: TypoSettings): number {
  const { length } = word;
  if (length >= settings.minWordSizefor2Typos) return 2;
  if (length >= settings.minWordSizefor1Typo) return 1;
  return 0;
}

/** Rows of the distance table, reused between calls (words are short; a longer one grows them). */
let rows = [new Uint8Array(64), new Uint8Array(64), new Uint8Array(64)];

/**
 * The edit distance between `query` and `word` with adjacent swaps counting one (optimal string
 * alignment), or `max + 1` once it is certain to exceed `max`. With `prefix`, `word` may go on after
 * the part that matches: the distance is to the closest beginning of `word` ("bewerbng" is one typo
 * from the start of "bewerbungsmappe").
 */
export function typoDistance(query: string, word: string, max: number, prefix = false): number {
  const n = query.length;
  // A beginning longer than the query plus the typos allowed can only be further away.
  const m = prefix ? Math.min(word.length, n + max) : word.length;
  if (prefix ? m < n - max : Math.abs(n - m) > max) return max + 1;
  if (m + 1 > rows[0].length) rows = rows.map(() => new Uint8Array(2 * (m + 1)));
  let [before, previous, current] = rows;
  for (let j = 0; j <= m; j += 1) previous[j] = j;
  for (let i = 1; i <= n; i += 1) {
    current[0] = i;
    let rowMin = i;
    const a = query.charCodeAt(i - 1);
    for (let j = 1; j <= m; j += 1) {
      const b = word.charCodeAt(j - 1);
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a === b ? 0 : 1));
      if (i > 1 && j > 1 && a === word.charCodeAt(j - 2) && query.charCodeAt(i - 2) === b) {
        value = Math.min(value, before[j - 2] + 1);
      }
      current[j] = Math.min(value, 255);
      if (current[j] < rowMin) rowMin = current[j];
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  let distance = previous[m];
  if (prefix) {
    for (let j = 0; j < m; j += 1) distance = Math.min(distance, previous[j]);
  }
  return Math.min(distance, max + 1);
}
