import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type * as z from 'zod';
import type { CmsRequest } from '../lib/api/cms-api';
import { unwrapResponse } from '../lib/strapi/normalize';

type BaseQuery = (request: CmsRequest) => PromiseLike<{ data?: unknown; error?: unknown }> | { data?: unknown; error?: unknown };

/**
 * One single type of the content service, parsed: `null` when the CMS has none in this language (it answers
 * 404), an error result for any other failure or an unreadable answer.
 */
export async function fetchSingleType<Schema extends z.ZodType>(
  baseQuery: BaseQuery,
  request: CmsRequest,
  schema: Schema,
): Promise<{ data: z.infer<Schema> | null } | { error: FetchBaseQueryError }> {
  const result = await baseQuery(request);
  if (result.error) {
    const error = result.error as FetchBaseQueryError;
    return error.status === 404 ? { data: null } : { error };
  }
  const parsed = schema.nullable().safeParse(unwrapResponse(result.data));
  if (!parsed.success) {
    return { error: { status: 'CUSTOM_ERROR', error: `Unexpected content of ${request.path}: ${parsed.error.message}` } };
  }
  return { data: parsed.data };
}
