import type * as z from 'zod';
import type { CmsRequest } from '../lib/api/cms-api';
import { fetchSingleType, type CmsBaseQuery, type ContentResult, type SchemaLoader } from '../lib/strapi/fetch-single-type';

/** Content read with `fetchSingleType` and mapped, with `empty` where the CMS has none. */
export async function queryContent<S extends z.ZodType, T>(
  baseQuery: CmsBaseQuery,
  request: CmsRequest,
  loadSchema: SchemaLoader<S>,
  map: (parsed: z.infer<S>) => T,
  empty: T,
): Promise<ContentResult<T>> {
  const result = await fetchSingleType(baseQuery, request, loadSchema);
  if (result.error) {
    return result;
  }
  return { data: result.data === null ? empty : map(result.data) };
}
