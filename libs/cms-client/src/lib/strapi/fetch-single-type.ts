import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type * as z from 'zod';
import { DEFAULT_LOCALE, type Locale } from '@jobpoint/i18n';
import type { CmsRequest } from '../api/cms-api';
import type { StrapiParams } from './strapi-query';
import { unwrapResponse } from './normalize';

type BaseQueryResult = { data?: unknown; error?: unknown };
export type CmsBaseQuery = (request: CmsRequest) => PromiseLike<BaseQueryResult> | BaseQueryResult;

export type ContentResult<T> = { data: T; error?: undefined } | { error: FetchBaseQueryError; data?: undefined };

/**
 * How an endpoint names the schema of its answers: a function that loads it. zod and the schemas are a
 * large part of the site's script, and a page hydrates from the content the server already parsed, so
 * the browser loads them with its first request of its own (a client-side navigation, a filter).
 */
export type SchemaLoader<Schema extends z.ZodType> = () => Promise<Schema>;

/**
 * The one way content is read from the CMS: the request, both response formats normalised, the answer
 * parsed. `null` when the CMS has no entry (a single type not filled in, or not in this language: it
 * answers 404, or an empty body); an error result for any other failure or an unreadable answer.
 */
export async function fetchSingleType<Schema extends z.ZodType>(
  baseQuery: CmsBaseQuery,
  request: CmsRequest,
  loadSchema: SchemaLoader<Schema>,
): Promise<ContentResult<z.infer<Schema> | null>> {
  const [result, schema] = await Promise.all([baseQuery(request), loadSchema()]);
  if (result.error) {
    const error = result.error as FetchBaseQueryError;
    return error.status === 404 ? { data: null } : { error };
  }
  const body = unwrapResponse(result.data);
  if (body === null || body === undefined) {
    return { data: null };
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    return { error: { status: 'CUSTOM_ERROR', error: `Unexpected content of ${request.path}: ${parsed.error.message}` } };
  }
  return { data: parsed.data };
}

/** Content and the language it is in, which the page marks when it is not the page's own. */
export interface LocalizedContent<T> {
  content: T;
  locale: Locale;
}

/** `isEmpty` of `fetchLocalizedContent` for a collection: a language without an entry answers an empty list. */
export const isEmptyList = (items: readonly unknown[]): boolean => items.length === 0;

/**
 * Content in the page's language, or in German when the editors have not translated it (the CMS has no
 * entry, or `isEmpty` says the answer holds nothing); `null` when it is in neither.
 */
export async function fetchLocalizedContent<Schema extends z.ZodType>(
  baseQuery: CmsBaseQuery,
  request: (locale: Locale) => CmsRequest,
  loadSchema: SchemaLoader<Schema>,
  locale: Locale,
  isEmpty: (content: z.infer<Schema>) => boolean = () => false,
): Promise<ContentResult<LocalizedContent<z.infer<Schema>> | null>> {
  for (const candidate of locale === DEFAULT_LOCALE ? [locale] : [locale, DEFAULT_LOCALE]) {
    const result = await fetchSingleType(baseQuery, request(candidate), loadSchema);
    if (result.error) {
      return result;
    }
    if (result.data !== null && !isEmpty(result.data)) {
      return { data: { content: result.data, locale: candidate } };
    }
  }
  return { data: null };
}

/**
 * The `queryFn` of an endpoint that reads one single type by the page's language, with the German
 * fallback of `fetchLocalizedContent`; `params` are sent beside the locale (e.g. its populate tree).
 */
export function localizedSingleTypeQuery<Schema extends z.ZodType>(path: string, loadSchema: SchemaLoader<Schema>, params: StrapiParams = {}) {
  return (locale: Locale, _api: unknown, _extraOptions: unknown, baseQuery: CmsBaseQuery) =>
    fetchLocalizedContent(baseQuery, (candidate) => ({ path, params: { locale: candidate, ...params } }), loadSchema, locale);
}
