import { configureStore } from '@reduxjs/toolkit';
import type { Locale } from '@jobpoint/i18n';
import type { NavigationIds, ServiceContext } from '@jobpoint/store';
import { cmsApi } from '../src/lib/api/cms-api';

export const CMS_URL = (process.env['CMS_URL'] ?? 'http://127.0.0.1:1337').replace(/\/$/, '');
export const CMS_API_TOKEN = process.env['CMS_API_TOKEN'] ?? 'local-cms-read-token-2f7c9a41d8e3b56f';

export const CONTRACT_LOCALES: readonly Locale[] = ['de', 'en', 'tr', 'ar'];

/** The two answer shapes the client accepts: v4 (asked for with a header, as the site does) and plain v5. */
export const RESPONSE_FORMATS = ['v4', 'v5'] as const;
export type ResponseFormat = (typeof RESPONSE_FORMATS)[number];

const sameForEveryLocale = (idOrSlug: string): Record<Locale, string> => ({ de: idOrSlug, en: idOrSlug, tr: idOrSlug, ar: idOrSlug });

/** The local Strapi's navigation slugs (apps/cms/README.md); with a slug the locale decides the language. */
export const NAVIGATION_SLUGS: NavigationIds = {
  jobseekers: sameForEveryLocale('arbeitssuchende'),
  employers: sameForEveryLocale('arbeitgebende'),
};

/** The organisation's navigation ids, which the local Strapi maps onto slug and locale. */
export const NAVIGATION_SPEC_IDS: NavigationIds = {
  jobseekers: { de: 38, en: 39, tr: 40, ar: 41 },
  employers: { de: 42, en: 43, tr: 44, ar: 45 },
};

function serviceContext(format: ResponseFormat, navigationIds: NavigationIds = NAVIGATION_SLUGS): ServiceContext {
  const headers: Record<string, string> = { authorization: `Bearer ${CMS_API_TOKEN}` };
  if (format === 'v4') headers['strapi-response-format'] = 'v4';
  return {
    cms: { baseUrl: CMS_URL, headers, navigationIds },
    jobs: { baseUrl: '' },
    search: { appId: '', apiKey: '', indexName: '', hosts: [] },
    jobAlerts: { baseUrl: '' },
  };
}

/** A store as the server builds it: the real base query, endpoints and response parsing. */
function createContractStore(format: ResponseFormat, navigationIds?: NavigationIds) {
  return configureStore({
    reducer: { [cmsApi.reducerPath]: cmsApi.reducer },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: serviceContext(format, navigationIds) }, serializableCheck: false }).concat(cmsApi.middleware),
  });
}

export interface RecordedResponse {
  url: string;
  status: number;
  body: unknown;
}

/**
 * Records every answer of the content service (status and raw JSON) while the store runs its query, so a
 * test can check the HTTP status and the answer's shape besides the parsed model.
 */
function recordResponses(): { responses: RecordedResponse[]; restore: () => void } {
  const original = globalThis.fetch;
  const responses: RecordedResponse[] = [];
  globalThis.fetch = async (input, init) => {
    const response = await original(input, init);
    const url = input instanceof Request ? input.url : String(input);
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => null);
    responses.push({ url, status: response.status, body });
    return response;
  };
  return { responses, restore: () => void (globalThis.fetch = original) };
}

/** The `data` of a Strapi answer in the shape of the format: v4 nests the fields in `attributes`. */
export function expectFormat(body: unknown, format: ResponseFormat): Record<string, unknown> {
  const data = (body as { data?: unknown }).data;
  const first = (Array.isArray(data) ? data[0] : data) as Record<string, unknown> | undefined;
  if (!first) throw new Error('The answer has no data');
  if (format === 'v4') {
    if (!first['attributes']) throw new Error('A v4 answer was expected (data.attributes)');
    return first['attributes'] as Record<string, unknown>;
  }
  if (first['attributes'] || typeof first['documentId'] !== 'string') throw new Error('A flat v5 answer was expected (data.documentId)');
  return first;
}

export type ContractStore = ReturnType<typeof createContractStore>;

/**
 * Runs one endpoint through a fresh store and gives its result with every answer the content service sent
 * for it, in order (an endpoint that falls back to another language asks more than once).
 */
export async function queryCmsResponses<Result>(
  format: ResponseFormat,
  run: (store: ContractStore) => PromiseLike<Result>,
  navigationIds?: NavigationIds,
): Promise<{ result: Result; responses: RecordedResponse[] }> {
  const recorder = recordResponses();
  try {
    const result = await run(createContractStore(format, navigationIds));
    const foreign = recorder.responses.find((response) => !response.url.startsWith(CMS_URL));
    if (foreign) throw new Error(`Unexpected request target ${foreign.url}`);
    return { result, responses: recorder.responses };
  } finally {
    recorder.restore();
  }
}

/**
 * Runs one endpoint through a fresh store and gives its result with the single answer the content service
 * sent for it (every endpoint of this lib but the fallback of `getSingleType` makes exactly one request).
 */
export async function queryCms<Result>(
  format: ResponseFormat,
  run: (store: ContractStore) => PromiseLike<Result>,
  navigationIds?: NavigationIds,
): Promise<{ result: Result; response: RecordedResponse }> {
  const { result, responses } = await queryCmsResponses(format, run, navigationIds);
  if (responses.length !== 1) {
    throw new Error(`Expected one request, saw ${responses.map((response) => response.url).join(', ') || 'none'}`);
  }
  return { result, response: responses[0] };
}
