import type { Locale } from '@jobpoint/i18n';
import type { SearchRecord } from '../content/search-record';
import { valueAt, type SearchIndex } from '../engine/search-index';
import { suggestQuery } from '../engine/suggest-query';
import type { SynonymSet } from '../synonyms/synonym-store';
import { filterScope } from './filters';
import { highlight, snippet, type HighlightResult, type SnippetResult, type WordMatcher } from './highlight';
import type { SearchParams } from './search-params';

/** The attributes a query matches against, and so the ones Algolia highlights by default. */
const HIGHLIGHTED_ATTRIBUTES = ['name', 'title', 'content', 'description', 'type', 'company.name'];

type Nested<T> = { [key: string]: T | Nested<T> };

export type AlgoliaHit = Record<string, unknown> & {
  objectID: string;
  _highlightResult: Nested<HighlightResult>;
  _snippetResult?: Nested<SnippetResult>;
};

export interface AlgoliaSearchResponse {
  hits: AlgoliaHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  exhaustiveNbHits: true;
  processingTimeMS: number;
  query: string;
  params: string;
  index: string;
  /**
   * Not Algolia's: with no hits, the closest query of the index's words that has some, for "Meinten
   * Sie …?" (docs/decisions/113-did-you-mean-in-the-search-response.md). Absent otherwise.
   */
  suggestedQuery?: string;
}

function setAt<T>(target: Nested<T>, path: string, value: T): void {
  const keys = path.split('.');
  const last = keys.pop() as string;
  let node = target;
  for (const key of keys) {
    node[key] = (node[key] as Nested<T> | undefined) ?? {};
    node = node[key] as Nested<T>;
  }
  node[last] = value;
}

function retrieve(record: SearchRecord, attributes: string[] | undefined): Record<string, unknown> {
  if (!attributes) {
    return { ...record };
  }
  return Object.fromEntries(Object.entries(record).filter(([key]) => attributes.includes(key)));
}

function formatHit(record: SearchRecord, params: SearchParams, matcher: WordMatcher): AlgoliaHit {
  const tags = { preTag: params.highlightPreTag, postTag: params.highlightPostTag };
  const highlightResult: Nested<HighlightResult> = {};
  for (const attribute of params.attributesToHighlight ?? HIGHLIGHTED_ATTRIBUTES) {
    const value = valueAt(record, attribute);
    if (typeof value === 'string') {
      setAt(highlightResult, attribute, highlight(value, matcher, tags));
    }
  }
  const hit: AlgoliaHit = {
    ...retrieve(record, params.attributesToRetrieve),
    objectID: record.objectID,
    _highlightResult: highlightResult,
  };
  if (params.attributesToSnippet.length > 0) {
    const snippetResult: Nested<SnippetResult> = {};
    for (const { attribute, words } of params.attributesToSnippet) {
      const value = valueAt(record, attribute);
      if (typeof value === 'string') {
        setAt(snippetResult, attribute, snippet(value, words, matcher, tags, params.snippetEllipsisText));
      }
    }
    hit._snippetResult = snippetResult;
  }
  return hit;
}

/** Runs one Algolia query against the index and answers in Algolia's response shape. */
export async function runQuery(
  index: SearchIndex,
  indexName: string,
  params: SearchParams,
  synonyms: SynonymSet,
): Promise<AlgoliaSearchResponse> {
  const started = performance.now();
  const scope = filterScope(params.filters);
  const searchable = scope.locales.length > 0 && (scope.types === undefined || scope.types.length > 0);
  const result = searchable
    ? await index.search({
        query: params.query,
        locales: scope.locales,
        types: scope.types,
        offset: params.page * params.hitsPerPage,
        limit: params.hitsPerPage,
        distinct: params.distinct,
        synonyms,
      })
    : { total: 0, hits: [] };

  const suggestion =
    searchable && result.total === 0 && params.query.trim() !== ''
      ? await suggestQuery(index, { query: params.query, locales: scope.locales, types: scope.types, synonyms })
      : null;

  const matchers = new Map<Locale, WordMatcher>();
  const matcherFor = (locale: Locale) => {
    const matcher = matchers.get(locale) ?? index.plan(locale, params.query, synonyms);
    matchers.set(locale, matcher);
    return matcher;
  };

  return {
    hits: result.hits.map(({ record }) => formatHit(record, params, matcherFor(record.language))),
    nbHits: result.total,
    page: params.page,
    nbPages: params.hitsPerPage === 0 ? 0 : Math.ceil(result.total / params.hitsPerPage),
    hitsPerPage: params.hitsPerPage,
    exhaustiveNbHits: true,
    processingTimeMS: Math.round(performance.now() - started),
    query: params.query,
    params: params.echo,
    index: indexName,
    ...(suggestion === null ? {} : { suggestedQuery: suggestion }),
  };
}
