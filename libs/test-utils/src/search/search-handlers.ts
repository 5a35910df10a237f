import { http, HttpResponse } from 'msw';
import { searchRecords } from './search-fixtures';

/** Where the test service context points the search client (see `createTestServiceContext`). */
export const SEARCH_TEST_URL = 'http://search.test';
const SEARCH_TEST_APP_ID = 'TESTAPP';
const SEARCH_TEST_API_KEY = 'test-search-only-key';

type SearchRecord = (typeof searchRecords)[number];

interface QueryRequest {
  indexName: string;
  query?: string;
  page?: number;
  hitsPerPage?: number;
  facetFilters?: string[][];
  attributesToSnippet?: string[];
}

const TEXT_ATTRIBUTES = ['name', 'title', 'content', 'description'] as const;

function textOf(record: SearchRecord, attribute: (typeof TEXT_ATTRIBUTES)[number]): string | undefined {
  return (record as Record<string, unknown>)[attribute] as string | undefined;
}

/** Marks each query word (case-insensitive, as a word prefix) like Algolia's default tags. */
function mark(text: string, words: string[]): string {
  return words.reduce(
    (marked, word) =>
      marked.replace(new RegExp(`(${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\p{L}*)`, 'giu'), '<em>$1</em>'),
    text,
  );
}

function answer(request: QueryRequest) {
  const query = request.query ?? '';
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const languages = (request.facetFilters ?? []).flat().map((filter) => filter.replace('language:', ''));
  const matching = searchRecords.filter(
    (record) =>
      (languages.length === 0 || languages.includes(record.language)) &&
      words.every((word) =>
        TEXT_ATTRIBUTES.some((attribute) => textOf(record, attribute)?.toLowerCase().includes(word)),
      ),
  );
  const hitsPerPage = request.hitsPerPage ?? 20;
  const page = request.page ?? 0;
  const hits = matching.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((record) => {
    const marked = (attribute: (typeof TEXT_ATTRIBUTES)[number]) => {
      const text = textOf(record, attribute);
      return text === undefined
        ? []
        : [[attribute, { value: mark(text, words), matchLevel: words.length ? 'full' : 'none' }]];
    };
    return {
      ...record,
      _highlightResult: Object.fromEntries(TEXT_ATTRIBUTES.flatMap(marked)),
      _snippetResult: Object.fromEntries(TEXT_ATTRIBUTES.flatMap(marked)),
    };
  });
  return {
    hits,
    nbHits: matching.length,
    page,
    nbPages: Math.ceil(matching.length / hitsPerPage),
    hitsPerPage,
    processingTimeMS: 1,
    query,
    params: '',
    index: request.indexName,
  };
}

/**
 * The search service's multi-query endpoint as the algoliasearch lite client calls it from the browser:
 * credentials in the query string, JSON posted as text/plain. Matches words as substrings (no stemming).
 */
export const searchHandlers = [
  http.post(`${SEARCH_TEST_URL}/1/indexes/*/queries`, async ({ request }) => {
    const url = new URL(request.url);
    const appId = url.searchParams.get('x-algolia-application-id') ?? request.headers.get('x-algolia-application-id');
    const apiKey = url.searchParams.get('x-algolia-api-key') ?? request.headers.get('x-algolia-api-key');
    if (appId !== SEARCH_TEST_APP_ID || apiKey !== SEARCH_TEST_API_KEY) {
      return HttpResponse.json({ message: 'Invalid Application-ID or API key', status: 403 }, { status: 403 });
    }
    const { requests } = JSON.parse(await request.text()) as { requests: QueryRequest[] };
    return HttpResponse.json({ results: requests.map(answer) });
  }),
];

/** The search service unreachable (refused connection). */
export const searchDownHandler = http.post(`${SEARCH_TEST_URL}/1/indexes/*/queries`, () => HttpResponse.error());
