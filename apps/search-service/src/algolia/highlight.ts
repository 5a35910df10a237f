import { wordsOf, type TextWord as Word } from '../engine/text';

export type MatchLevel = 'none' | 'partial' | 'full';

export interface HighlightResult {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface SnippetResult {
  value: string;
  matchLevel: MatchLevel;
}

export interface HighlightTags {
  preTag: string;
  postTag: string;
}

/**
 * Which query words a word of a text answers: the engine's query plan, so what is marked is what
 * matched ("Bewerbungen" marks "Bewerbung", "bewerbng" marks "Bewerbung").
 */
export interface WordMatcher {
  queryWordsFor(word: string): string[];
  /** Distinct query words. */
  readonly termCount: number;
}

interface MarkedWord extends Word {
  matched: string[];
}

function mark(text: string, matcher: WordMatcher): MarkedWord[] {
  return wordsOf(text).map((word) => ({ ...word, matched: matcher.queryWordsFor(word.text) }));
}

function levelOf(matchedWords: Set<string>, matcher: WordMatcher): MatchLevel {
  if (matchedWords.size === 0) {
    return 'none';
  }
  return matchedWords.size >= matcher.termCount ? 'full' : 'partial';
}

/** Rebuilds `text[from, to)` with the matched words wrapped in the tags. */
function render(text: string, marked: MarkedWord[], from: number, to: number, tags: HighlightTags): string {
  let out = '';
  let cursor = from;
  for (const word of marked) {
    if (word.start < from || word.end > to || word.matched.length === 0) {
      continue;
    }
    out += text.slice(cursor, word.start) + tags.preTag + word.text + tags.postTag;
    cursor = word.end;
  }
  return out + text.slice(cursor, to);
}

function matchedIn(marked: MarkedWord[]): Set<string> {
  return new Set(marked.flatMap((word) => word.matched));
}

/** Algolia's `_highlightResult` entry for one attribute value. */
export function highlight(text: string, matcher: WordMatcher, tags: HighlightTags): HighlightResult {
  const marked = mark(text, matcher);
  const matched = matchedIn(marked);
  const matchLevel = levelOf(matched, matcher);
  const result: HighlightResult = {
    value: render(text, marked, 0, text.length, tags),
    matchLevel,
    matchedWords: [...matched],
  };
  if (matchLevel !== 'none') {
    result.fullyHighlighted = marked.length > 0 && marked.every((word) => word.matched.length > 0);
  }
  return result;
}

/**
 * Algolia's `_snippetResult` entry: at most `wordCount` words around the first match (the opening
 * words when nothing matched), the cut ends marked with the ellipsis.
 */
export function snippet(
  text: string,
  wordCount: number,
  matcher: WordMatcher,
  tags: HighlightTags,
  ellipsis: string,
): SnippetResult {
  const marked = mark(text, matcher);
  if (marked.length === 0) {
    return { value: text.trim(), matchLevel: 'none' };
  }
  const firstMatch = Math.max(
    0,
    marked.findIndex((word) => word.matched.length > 0),
  );
  const lastStart = Math.max(0, marked.length - wordCount);
  const first = Math.min(lastStart, Math.max(0, firstMatch - Math.floor(wordCount / 2)));
  const window = marked.slice(first, first + wordCount);
  const from = first === 0 ? 0 : window[0].start;
  const cutAtEnd = first + wordCount < marked.length;
  const to = cutAtEnd ? window[window.length - 1].end : text.length;
  const body = render(text, marked, from, to, tags).trim();
  return {
    value: `${first > 0 ? ellipsis : ''}${body}${cutAtEnd ? ellipsis : ''}`,
    matchLevel: levelOf(matchedIn(window), matcher),
  };
}
