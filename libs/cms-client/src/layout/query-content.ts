import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { z } from 'zod';
import type { CmsRequest } from '../lib/api/cms-api';
import { unwrapResponse } from '../lib/strapi/normalize';

type BaseQueryResult = { data?: unknown; error?: FetchBaseQueryError };
type CmsBaseQuery = (request: CmsRequest) => PromiseLike<BaseQueryResult> | BaseQueryResult;

export type ContentResult<T> = { data: T; error?: undefined } | { error: FetchBaseQueryError; data?: undefined };

/**
 * Runs a content request and parses the normalised answer. The CMS answers 404 for a single type that
 * editors have not filled yet: that is "no content" (`empty`), not a failure.
 */
export async function queryContent<S extends z.ZodType, T>(
  baseQuery: CmsBaseQuery,
  request: CmsRequest,
  schema: S,
  map: (parsed: z.infer<S>) => T,
  empty: T,
): Promise<ContentResult<T>> {
  const result = await baseQuery(request);
  if (result.error) {
    return result.error.status === 404 ? { data: empty } : { error: result.error };
  }
  const body = unwrapResponse(result.data);
  if (body === null || body === undefined) {
    return { data: empty };
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    return { error: { status: 'PARSING_ERROR', originalStatus: 200, data: String(result.data), error: parsed.error.message } };
  }
  return { data: map(parsed.data) };
}
