import {
  DEFAULT_HIGHLIGHT_POST_TAG,
  DEFAULT_HIGHLIGHT_PRE_TAG,
  DEFAULT_HITS_PER_PAGE,
  DEFAULT_SNIPPET_ELLIPSIS,
  DEFAULT_SNIPPET_WORDS,
  MAX_DISTINCT,
  MAX_HITS_PER_PAGE,
  MAX_MARKUP_LENGTH,
  MAX_QUERY_BYTES,
} from '../constants';
import { InvalidParamsError } from './errors';
import { parseFacetFilters, parseFilters, type FilterGroups } from './filters';

export interface SnippetSpec {
  attribute: string;
  words: number;
}

/** One query's parameters, after Algolia's defaults are applied. */
export interface SearchParams {
  query: string;
  page: number;
  hitsPerPage: number;
  attributesToSnippet: SnippetSpec[];
  /** Attributes to highlight; every searchable attribute when absent. */
  attributesToHighlight?: string[];
  /** Attributes to return; all when absent or `*`. */
  attributesToRetrieve?: string[];
  highlightPreTag: string;
  highlightPostTag: string;
  snippetEllipsisText: string;
  filters: FilterGroups;
  /** Records per `attributeForDistinct` value (`true` is 1, `false` 0); the index setting when absent. */
  distinct?: number;
  /** The parameters as received, echoed back as `params` like Algolia does. */
  echo: string;
}

/** Parameters that are not part of the search itself. */
const ENVELOPE_KEYS = new Set(['indexName', 'params', 'type']);

/**
 * A `params` string ("query=x&hitsPerPage=5&facetFilters=%5B...%5D"): Algolia encodes arrays and
 * objects as JSON, older clients send comma-separated lists.
 */
function parseParamsString(params: string): Record<string, unknown> {
  const parsed: Record<string, unknown> = {};
  for (const [key, raw] of new URLSearchParams(params)) {
    parsed[key] = /^[[{]/.test(raw) ? parseJson(key, raw) : raw;
  }
  return parsed;
}

function parseJson(key: string, raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    throw new InvalidParamsError(`Invalid value for parameter ${key}`);
  }
}

/**
 * Collects a request's parameters from wherever the client put them: the algoliasearch v5 client sends
 * them as properties of the request, v4 and InstantSearch as a URL-encoded `params` string (which wins,
 * as it does at Algolia).
 */
export function collectParams(request: Record<string, unknown>): Record<string, unknown> {
  const own = Object.fromEntries(
    Object.entries(request).filter(([key, value]) => !ENVELOPE_KEYS.has(key) && value !== undefined),
  );
  const { params } = request;
  if (typeof params === 'string') {
    return { ...own, ...parseParamsString(params) };
  }
  if (params && typeof params === 'object') {
    return { ...own, ...(params as Record<string, unknown>) };
  }
  return own;
}

function list(key: string, value: unknown): string[] | undefined {
  if (value === undefined || value === null) {
    return undefined;
  }
  if (Array.isArray(value)) {
    return value.map(String);
  }
  if (typeof value === 'string') {
    return value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  }
  throw new InvalidParamsError(`Parameter ${key} must be a list of attributes`);
}

function integer(key: string, value: unknown, fallback: number, min: number, max: number): number {
  if (value === undefined || value === null || value === '') {
    return fallback;
  }
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isInteger(number) || number < min || number > max) {
    throw new InvalidParamsError(`Parameter ${key} must be an integer between ${min} and ${max}`);
  }
  return number;
}

function text(key: string, value: unknown, fallback: string): string {
  if (value === undefined || value === null) {
    return fallback;
  }
  if (typeof value !== 'string') {
    throw new InvalidParamsError(`Parameter ${key} must be a string`);
  }
  return value;
}

/** A highlight tag or the snippet's ellipsis, at most `MAX_MARKUP_LENGTH` characters. */
function markup(key: string, value: unknown, fallback: string): string {
  const markupText = text(key, value, fallback);
  if (markupText.length > MAX_MARKUP_LENGTH) {
    throw new InvalidParamsError(`Parameter ${key} must be at most ${MAX_MARKUP_LENGTH} characters long`);
  }
  return markupText;
}

/** The query string, at most `MAX_QUERY_BYTES` long in UTF-8, refused as Algolia words it. */
function queryText(value: unknown): string {
  const query = text('query', value, '');
  if (Buffer.byteLength(query, 'utf8') > MAX_QUERY_BYTES) {
    throw new InvalidParamsError(`Invalid value for "query" parameter, expected string shorter than ${MAX_QUERY_BYTES} bytes`);
  }
  return query;
}

/** Algolia's `distinct`: a boolean or a number of records per group from 0 to 4. */
function distinct(value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (value === true || value === 'true') return 1;
  if (value === false || value === 'false') return 0;
  return integer('distinct', value, 0, 0, MAX_DISTINCT);
}

function snippetSpecs(value: unknown): SnippetSpec[] {
  return (list('attributesToSnippet', value) ?? []).map((spec) => {
    const [attribute, count] = spec.split(':');
    return {
      attribute,
      words: count === undefined ? DEFAULT_SNIPPET_WORDS : integer('attributesToSnippet', count, 0, 1, 1000),
    };
  });
}

function echo(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    search.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return search.toString();
}

export function normaliseParams(request: Record<string, unknown>): SearchParams {
  const params = collectParams(request);
  const retrieve = list('attributesToRetrieve', params['attributesToRetrieve']);
  return {
    query: queryText(params['query']),
    page: integer('page', params['page'], 0, 0, Number.MAX_SAFE_INTEGER),
    hitsPerPage: integer('hitsPerPage', params['hitsPerPage'], DEFAULT_HITS_PER_PAGE, 0, MAX_HITS_PER_PAGE),
    attributesToSnippet: snippetSpecs(params['attributesToSnippet']),
    attributesToHighlight: list('attributesToHighlight', params['attributesToHighlight']),
    attributesToRetrieve: retrieve?.includes('*') ? undefined : retrieve,
    highlightPreTag: markup('highlightPreTag', params['highlightPreTag'], DEFAULT_HIGHLIGHT_PRE_TAG),
    highlightPostTag: markup('highlightPostTag', params['highlightPostTag'], DEFAULT_HIGHLIGHT_POST_TAG),
    snippetEllipsisText: markup('snippetEllipsisText', params['snippetEllipsisText'], DEFAULT_SNIPPET_ELLIPSIS),
    distinct: distinct(params['distinct']),
    filters: [...parseFacetFilters(params['facetFilters']), ...parseFilters(text('filters', params['filters'], ''))],
    echo: echo(params),
  };
}
