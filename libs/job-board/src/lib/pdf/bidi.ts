/**
 * Just enough of the Unicode bidirectional algorithm for one line of a job document: Arabic labels with
 * Latin names, numbers, dates and addresses in them. pdfkit draws text left to right and leaves the order
 * to the caller; fontkit shapes a run of Arabic and puts its glyphs right to left, so what is left is to
 * cut a line into runs of one direction and put those runs in visual order.
 */

export type TextDirection = 'ltr' | 'rtl';

/** A piece of one line, in the order it is drawn from left to right. */
export interface VisualRun {
  text: string;
  rtl: boolean;
}

/** Letters of right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, N'Ko and their presentation forms). */
const RTL_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/u;
/** Marks that set a direction without being drawn: LRM counts as a left-to-right letter, RLM and ALM as right-to-left. */
const LTR_MARK = '\u200e';
const RTL_MARKS = ['\u200f', '\u061c'];
/** Direction marks and embeddings; the fonts have no glyph for them. */
const BIDI_CONTROLS = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/gu;
const STRONG_LTR = /[\p{L}\p{N}]/u;
const MIRRORED: Record<string, string> = { '(': ')', ')': '(', '[': ']', ']': '[', '{': '}', '}': '{', '<': '>', '>': '<', '«': '»', '»': '«' };

type Strength = 'L' | 'R' | 'N';

function strength(char: string): Strength {
  if (RTL_MARKS.includes(char) || RTL_LETTER.test(char)) return 'R';
  if (char === LTR_MARK || STRONG_LTR.test(char)) return 'L';
  return 'N';
}

/** Whether a text has any right-to-left letter, i.e. whether it needs the bidirectional layout at all. */
export function hasRtlText(text: string): boolean {
  return RTL_LETTER.test(text);
}

/**
 * The runs of a line in visual order (left to right) for a paragraph of the given base direction. Digits
 * count as left-to-right, so numbers, dates and postcodes read as usual inside Arabic. A neutral character
 * (space, punctuation) between two runs of the same direction takes that direction, otherwise the
 * paragraph's. Right-to-left runs keep their logical order: the font engine reverses a run of Arabic
 * letters itself; a right-to-left run without letters (punctuation only) is reversed here, with mirrored
 * brackets.
 */
export function visualRuns(text: string, base: TextDirection): VisualRun[] {
  const chars = Array.from(text);
  const strengths = chars.map(strength);
  const baseStrength: Strength = base === 'rtl' ? 'R' : 'L';
  const resolved = strengths.map((own, index) => {
    if (own !== 'N') return own;
    const before = strengths.slice(0, index).reverse().find((s) => s !== 'N') ?? baseStrength;
    const after = strengths.slice(index + 1).find((s) => s !== 'N') ?? baseStrength;
    return before === after ? before : baseStrength;
  });

  const logical: { text: string; rtl: boolean; level: number }[] = [];
  chars.forEach((char, index) => {
    const rtl = resolved[index] === 'R';
    const last = logical[logical.length - 1];
    if (last && last.rtl === rtl) {
      last.text += char;
    } else {
      logical.push({ text: char, rtl, level: base === 'rtl' ? (rtl ? 1 : 2) : rtl ? 1 : 0 });
    }
  });

  // Rule L2: from the highest level down to the lowest odd one, reverse every sequence at that level or above.
  const visual = [...logical];
  const highest = Math.max(0, ...visual.map((run) => run.level));
  for (let level = highest; level >= 1; level--) {
    for (let start = 0; start < visual.length; ) {
      if (visual[start].level < level) {
        start++;
        continue;
      }
      let end = start;
      while (end < visual.length && visual[end].level >= level) end++;
      visual.splice(start, end - start, ...visual.slice(start, end).reverse());
      start = end;
    }
  }

  return visual
    .map((run) => {
      const drawn = run.text.replace(BIDI_CONTROLS, '');
      const text = run.rtl && !hasRtlText(drawn) ? Array.from(drawn, (char) => MIRRORED[char] ?? char).reverse().join('') : drawn;
      return { text, rtl: run.rtl };
    })
    .filter((run) => run.text.length > 0);
}
