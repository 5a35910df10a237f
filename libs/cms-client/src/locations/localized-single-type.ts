import type * as z from 'zod';
import { DEFAULT_LOCALE, type Locale } from '@jobpoint/i18n';
import type { CmsRequest } from '../lib/api/cms-api';
import { fetchSingleType, type CmsBaseQuery, type ContentResult } from '../lib/strapi/fetch-single-type';

/** A single type's content and the language it is in, which the page marks when it is not its own. */
export interface LocalizedContent<T> {
  content: T;
  locale: Locale;
}

/**
 * A single type in the page's language, or in German when the editors have not translated it (as the
 * pages themselves fall back); `null` when it is in neither.
 */
export async function fetchLocalizedSingleType<Schema extends z.ZodType>(
  baseQuery: CmsBaseQuery,
  request: (locale: Locale) => CmsRequest,
  schema: Schema,
  locale: Locale,
): Promise<ContentResult<LocalizedContent<z.infer<Schema>> | null>> {
  for (const candidate of locale === DEFAULT_LOCALE ? [locale] : [locale, DEFAULT_LOCALE]) {
    const result = await fetchSingleType(baseQuery, request(candidate), schema);
    if (result.error) {
      return result;
    }
    if (result.data !== null) {
      return { data: { content: result.data, locale: candidate } };
    }
  }
  return { data: null };
}
