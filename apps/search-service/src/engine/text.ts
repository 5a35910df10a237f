/** Letters, digits and combining marks (Arabic vowel signs) make up a word. */
const WORD = /[\p{L}\p{N}\p{M}]+/gu;

const COMBINING_MARKS = /\p{M}/gu;

export interface TextWord {
  text: string;
  start: number;
  end: number;
}

/** The words of a text with their offsets, so that highlighting can rebuild the text around them. */
export function wordsOf(text: string): TextWord[] {
  return Array.from(text.matchAll(WORD), (match) => ({
    text: match[0],
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/**
 * A word as the engine compares it: lower case without diacritics ("Köchin" → "kochin", "başvuru" →
 * "basvuru", "ß" → "ss", dotless "ı" → "i"), like Algolia, which ignores diacritics by default.
 */
export function fold(word: string): string {
  return word
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/ı/g, 'i')
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .normalize('NFC');
}
