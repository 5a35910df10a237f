/** The one index the site queries. */
export const INDEX_NAME = 'jobpoint';

/** Hits per page when a query does not say: the site shows 5 hits per page. */
export const DEFAULT_HITS_PER_PAGE = 5;

/**
 * Algolia's own upper bound for hitsPerPage. A hit costs about 0.3 ms here (highlights and snippets), so
 * a full page is some 0.3 s of one query's own time, and `tools/jobs.mjs` asks for it as it would at Algolia.
 */
export const MAX_HITS_PER_PAGE = 1000;

/** Algolia's limit for a query string, in UTF-8 bytes: a longer one answers 400 there too. */
export const MAX_QUERY_BYTES = 512;

/**
 * Algolia's limit for the queries of one multi-query request ("Too many queries in multi query
 * request"); the site sends one per request.
 */
export const MAX_QUERIES_PER_REQUEST = 50;

/**
 * Not Algolia's: the hits all queries of one request may ask for together. Queries run one at a time, but
 * the answer is written in one go (50 pages of 1000 hits were tens of megabytes, half a second and more
 * during which no other search was answered); one full page, however it is split, keeps that step short.
 * The site asks for 5 or 20.
 */
export const MAX_HITS_PER_REQUEST = MAX_HITS_PER_PAGE;

/** Algolia's upper bound for distinct (records kept per group). */
export const MAX_DISTINCT = 4;

/** Algolia's default snippet length when `attributesToSnippet` names an attribute without a count. */
export const DEFAULT_SNIPPET_WORDS = 10;

/**
 * Not Algolia's: the longest highlight tag or snippet ellipsis. They are repeated around every matching
 * word of every hit, so their length multiplies the answer (tags of 200 000 characters made a 400 kB
 * request answer 24 MB in 4.7 s); the site uses the defaults, and a tag with a class fits.
 */
export const MAX_MARKUP_LENGTH = 100;

export const DEFAULT_HIGHLIGHT_PRE_TAG = '<em>';
export const DEFAULT_HIGHLIGHT_POST_TAG = '</em>';
export const DEFAULT_SNIPPET_ELLIPSIS = '…';

/** A source that takes longer than this per request counts as down for this round. */
export const SOURCE_REQUEST_TIMEOUT_MS = 10_000;
