import { toStrapiQueryString, unwrapResponse, type CmsRequest, type StrapiParams } from '@jobpoint/cms-client';

/** `v4` asks a Strapi 5 for the v4 response format (`data.attributes`) the organisation's CMS answers in. */
export type CmsResponseFormat = 'v4' | 'v5';

export interface CmsReaderOptions {
  baseUrl: string;
  /** The bearer token; it stays on the server. */
  token: string;
  responseFormat: CmsResponseFormat;
  /** How requests are sent (the gateway passes its shared answer cache); the global `fetch` otherwise. */
  fetchFn?: typeof fetch;
  /** How long one request may take; without it, as long as `fetchFn` lets it. */
  timeoutMs?: number;
}

/** What the content service wants with every server-side request: the token and the response format. */
export function cmsHeaders({ token, responseFormat }: Pick<CmsReaderOptions, 'token' | 'responseFormat'>): Record<string, string> {
  return {
    authorization: `Bearer ${token}`,
    ...(responseFormat === 'v4' ? { 'strapi-response-format': 'v4' } : {}),
  };
}

/** The CMS answered, with an error status: 404 for an entry it does not have (a page not translated, say). */
export class CmsAnswerError extends Error {
  constructor(
    readonly status: number,
    readonly path: string,
  ) {
    super(`${path} answered ${status}`);
  }
}

/** What `baseQuery` gives the CMS client's lookups, in RTK Query's shape: the body, or the error's status. */
export type CmsQueryResult = { data: unknown; error?: undefined } | { error: { status: number | 'FETCH_ERROR'; data?: unknown; error?: string }; data?: undefined };

export interface RequestOptions {
  /** Ends this request early (a caller with a shorter limit of its own). */
  signal?: AbortSignal;
}

export interface CmsReader {
  /**
   * The JSON body of `GET {path}?{params}` as the CMS sent it. A CMS that answers with an error status
   * raises `CmsAnswerError`; one that cannot be reached raises an error naming the URL.
   */
  get(path: string, params?: StrapiParams, options?: RequestOptions): Promise<unknown>;
  /** The content of an answer, in the one flat shape whether the CMS answered v4 or v5; `null` when empty. */
  content(path: string, params?: StrapiParams, options?: RequestOptions): Promise<unknown>;
  /** Every entry of a collection, page after page, each in the flat shape. */
  collection(path: string, params?: StrapiParams): Promise<unknown[]>;
  /** The CMS client's lookups (`findEvent` and the like) run on the server through this. */
  baseQuery(request: CmsRequest): Promise<CmsQueryResult>;
}

/** Strapi's largest page. */
const CMS_PAGE_SIZE = 100;
/** Pages of a list asked for at once. */
const CONCURRENT_PAGES = 4;

/** Every item of a collection: the first page tells how many there are, the rest are asked a few at a time. */
async function allPages<T>(loadPage: (page: number) => Promise<{ items: T[]; pageCount: number }>): Promise<T[]> {
  const first = await loadPage(1);
  const items = [...first.items];
  for (let start = 2; start <= first.pageCount; start += CONCURRENT_PAGES) {
    const pages = Array.from({ length: Math.min(CONCURRENT_PAGES, first.pageCount - start + 1) }, (_, index) => start + index);
    for (const page of await Promise.all(pages.map(loadPage))) {
      items.push(...page.items);
    }
  }
  return items;
}

interface CollectionPage {
  data?: unknown;
  meta?: { pagination?: { pageCount?: unknown } };
}

/**
 * The one way server-side code reads the content service: the gateway's job documents, calendar files and
 * sitemap, and the search service's indexer. It adds the token and the response format, and normalises
 * both formats with the CMS client's `unwrapResponse`, so no caller handles `attributes` itself.
 */
export function createCmsReader(options: CmsReaderOptions): CmsReader {
  const { baseUrl, timeoutMs, fetchFn = fetch } = options;
  const headers = { accept: 'application/json', ...cmsHeaders(options) };
  const root = baseUrl.replace(/\/+$/, '');

  async function get(path: string, params: StrapiParams = {}, { signal }: RequestOptions = {}): Promise<unknown> {
    const query = toStrapiQueryString(params);
    const url = `${root}${path}${query ? `?${query}` : ''}`;
    const signals = [signal, timeoutMs === undefined ? undefined : AbortSignal.timeout(timeoutMs)].filter((each) => each !== undefined);
    let response: Response;
    try {
      response = await fetchFn(url, { headers, signal: signals.length > 0 ? AbortSignal.any(signals) : undefined });
    } catch (error) {
      throw new Error(`${root}${path} unreachable: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
    if (!response.ok) {
      throw new CmsAnswerError(response.status, path);
    }
    return response.json();
  }

  function collection(path: string, params: StrapiParams = {}): Promise<unknown[]> {
    return allPages(async (page) => {
      const body = (await get(path, { ...params, pagination: { page, pageSize: CMS_PAGE_SIZE } })) as CollectionPage;
      const entries = unwrapResponse(body);
      if (!Array.isArray(entries)) {
        throw new Error(`${path} answered something else than a list`);
      }
      const pageCount = body.meta?.pagination?.pageCount;
      return { items: entries, pageCount: typeof pageCount === 'number' ? pageCount : 1 };
    });
  }

  return {
    get,
    content: async (path, params, requestOptions) => unwrapResponse(await get(path, params, requestOptions)) ?? null,
    collection,
    baseQuery: async ({ path, params }) => {
      try {
        return { data: await get(path, params) };
      } catch (error) {
        return error instanceof CmsAnswerError
          ? { error: { status: error.status, data: null } }
          : { error: { status: 'FETCH_ERROR', error: error instanceof Error ? error.message : String(error) } };
      }
    },
  };
}
