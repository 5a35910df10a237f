/** The id of a heading whose text has no letter or digit at all ("***"). */
const UNNAMED_HEADING_ID = 'abschnitt';

/**
 * The id of a heading of an article, from its text: lower case, Latin accents dropped
 * ("Übersicht statt Roman" → "ubersicht-statt-roman", which is also how the CMS seed writes the anchors
 * of its tables of contents), every other script kept as it is ("نصائح للسيرة" → "نصائح-للسيرة"), any
 * run of other characters one hyphen. Repeated texts are numbered by the rich text (`-1`, `-2`).
 */
export function articleHeadingId(text: string): string {
  const id = text
    .normalize('NFD')
    // Marks only after a Latin letter: Arabic letters such as "ئ" decompose too, and must stay whole.
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return id || UNNAMED_HEADING_ID;
}
