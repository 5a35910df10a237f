import type { Locale } from '@jobpoint/i18n';

/**
 * How much of a visitor's text a mail repeats by default: enough to recognise a search, a name or an
 * event, too little to carry a message of its own.
 */
export const TYPED_TEXT_MAX_LENGTH = 80;

/** The quotation marks of each mail language (Arabic's are mirrored by the right-to-left layout). */
const QUOTES: Record<Locale, readonly [open: string, close: string]> = {
  de: ['„', '“'],
  en: ['“', '”'],
  tr: ['“', '”'],
  ar: ['«', '»'],
};

/**
 * Control characters, line and paragraph separators, and invisible format characters: the bidi
 * embeddings, overrides, isolates and marks among them. Zero-width (non-)joiners stay: Arabic-script
 * words and emoji need them, and they neither break a line nor reorder text.
 */
const LINE_BREAKING_OR_INVISIBLE = /[\p{Cc}\p{Zl}\p{Zp}]|(?![\u200C\u200D])\p{Cf}/gu;
/** Straight and typographic double quotes of any language: typed ones could close the mail's quote early. */
const DOUBLE_QUOTES = /["“”„‟«»〝〞＂]/gu;
/** `scheme://`: the start of a link. */
const SCHEME_SEPARATOR = /:\/\//g;
/** A dot (or a dot that address bars read as one) between a word and the letter of a next label, as in a host name. */
const HOST_DOT = /(?<=[\p{L}\p{N}])([.\u3002\uFF0E\uFF61])(?=\p{L})/gu;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * What a visitor typed, as every mail of the site repeats it: on one line (control characters, line and
 * paragraph separators and bidi controls become a space), its links broken apart so no mail program turns
 * them into one (`https: //evil. test`, `ASP. NET`: a space after `:` of `://` and after a dot before a
 * letter), cut to `maxLength` characters with an ellipsis, in the quotation marks of the mail's language.
 * Typed double quotes become apostrophes, so the text cannot close the quote and go on as the site's words.
 * HTML parts escape the result as any text.
 */
export function quoteTypedText(text: string, locale: Locale, maxLength = TYPED_TEXT_MAX_LENGTH): string {
  const oneLine = text
    .replace(LINE_BREAKING_OR_INVISIBLE, ' ')
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(DOUBLE_QUOTES, "'")
    .replace(SCHEME_SEPARATOR, ': //')
    .replace(HOST_DOT, '$1 ');
  const [open, close] = QUOTES[locale];
  return `${open}${cut(oneLine, maxLength)}${close}`;
}

/** At most `maxLength` characters as a reader counts them (no letter split from its accent). */
function cut(text: string, maxLength: number): string {
  const characters = Array.from(graphemes.segment(text), ({ segment }) => segment);
  return characters.length <= maxLength
    ? text
    : `${characters
        .slice(0, maxLength - 1)
        .join('')
        .trimEnd()}…`;
}
