/** Letters, digits and combining marks (Arabic vowel signs) make up a word. */
const WORD = /[\p{L}\p{N}\p{M}]+/gu;

const COMBINING_MARKS = /\p{M}/gu;

/**
 * Arabic letters that people type one for another: alef with hamza or madda and alef wasla as bare
 * alef, alef maksura as ya, ta marbuta as ha, hamza on waw or ya as the bare letter; the tatweel
 * (a stretching stroke) is dropped.
 */
const ARABIC_VARIANTS: Record<string, string> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ى: 'ي',
  ة: 'ه',
  ؤ: 'و',
  ئ: 'ي',
  ـ: '',
};
const ARABIC_VARIANT = /[أإآٱىةؤئـ]/g;

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
 * "basvuru", "ß" → "ss", dotless "ı" → "i", Arabic vowel signs dropped), like Algolia, which ignores
 * diacritics by default, and Arabic letter variants as one ("مقابلة" → "مقابله", "إدارة" → "اداره").
 */
export function fold(word: string): string {
  return word
    .replace(ARABIC_VARIANT, (letter) => ARABIC_VARIANTS[letter])
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/ı/g, 'i')
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .normalize('NFC');
}
