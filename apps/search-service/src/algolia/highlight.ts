import type { Tokenizer } from '@orama/orama';

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

/** Letters, digits and combining marks (Arabic vowel signs) make up a word. */
const WORD = /[\p{L}\p{N}\p{M}]+/gu;

interface Word {
  text: string;
  start: number;
  end: number;
}

function words(text: string): Word[] {
  return Array.from(text.matchAll(WORD), (match) => ({
    text: match[0],
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/**
 * Decides which words of a text answer the query, with the tokenizer that indexed the text: a word
 * matches a query word when its stem starts with the query word's stem, which is how Orama matched
 * the record in the first place ("Bewerbungen" finds and marks "Bewerbung").
 */
export class QueryMatcher {
  private readonly terms: { word: string; stems: string[] }[];

  constructor(
    private readonly tokenizer: Tokenizer,
    query: string,
  ) {
    this.terms = words(query)
      .map(({ text }) => ({ word: text.toLowerCase(), stems: tokenizer.tokenize(text) }))
      .filter((term) => term.stems.length > 0);
  }

  /** The query words this text word answers (none when it answers none). */
  queryWordsFor(word: string): string[] {
    if (this.terms.length === 0) {
      return [];
    }
    const stems = this.tokenizer.tokenize(word);
    return this.terms
      .filter((term) => term.stems.some((queryStem) => stems.some((stem) => stem.startsWith(queryStem))))
      .map((term) => term.word);
  }

  get termCount(): number {
    return new Set(this.terms.map((term) => term.word)).size;
  }
}

interface MarkedWord extends Word {
  matched: string[];
}

function mark(text: string, matcher: QueryMatcher): MarkedWord[] {
  return words(text).map((word) => ({ ...word, matched: matcher.queryWordsFor(word.text) }));
}

function levelOf(matchedWords: Set<string>, matcher: QueryMatcher): MatchLevel {
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
export function highlight(text: string, matcher: QueryMatcher, tags: HighlightTags): HighlightResult {
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
  matcher: QueryMatcher,
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
