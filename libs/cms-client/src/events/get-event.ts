import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { DEFAULT_LOCALE, type Locale } from '@jobpoint/i18n';
import { cmsApi } from '../lib/api/cms-api';
import type { CmsBaseQuery, LocalizedContent } from '../lib/strapi/fetch-single-type';
import { unwrapResponse } from '../lib/strapi/normalize';
import { eventByDocumentParams, eventBySlugParams, type EventDetail } from './event-detail';

export interface EventArgs {
  slug: string;
  locale: Locale;
}

type Lookup = { data: EventDetail | null; error?: undefined } | { error: FetchBaseQueryError; data?: undefined };

const EVENTS_PATH = '/api/veranstaltungens';

/** The language whose slug shared links most often carry besides the page's own: German, then English. */
const SLUG_LANGUAGES: readonly Locale[] = [DEFAULT_LOCALE, 'en'];

async function parseEvent(value: unknown): Promise<Lookup> {
  const { eventDetailSchema } = await import('./event-schema');
  const parsed = eventDetailSchema.safeParse(value);
  return parsed.success
    ? { data: parsed.data }
    : { error: { status: 'CUSTOM_ERROR', error: `Unexpected content of ${EVENTS_PATH}: ${parsed.error.message}` } };
}

async function findBySlug(baseQuery: CmsBaseQuery, slug: string, locale: Locale): Promise<Lookup> {
  const result = await baseQuery({ path: EVENTS_PATH, params: eventBySlugParams(slug, locale) });
  if (result.error) {
    return { error: result.error as FetchBaseQueryError };
  }
  const [first] = (unwrapResponse(result.data) as unknown[] | null) ?? [];
  return first === undefined ? { data: null } : parseEvent(first);
}

async function findByDocument(baseQuery: CmsBaseQuery, documentId: string, locale: Locale): Promise<Lookup> {
  const result = await baseQuery({ path: `${EVENTS_PATH}/${encodeURIComponent(documentId)}`, params: eventByDocumentParams(locale) });
  if (result.error) {
    const error = result.error as FetchBaseQueryError;
    return error.status === 404 ? { data: null } : { error };
  }
  const body = unwrapResponse(result.data);
  return body === null || body === undefined ? { data: null } : parseEvent(body);
}

/**
 * An event by its slug. Slugs are translated with the title, so a link shared from another language is
 * found by its German or English slug and then shown in the page's language; in German when the editors
 * have not translated it. `null` when no event has the slug.
 */
export async function findEvent(baseQuery: CmsBaseQuery, { slug, locale }: EventArgs): Promise<{ data: LocalizedContent<EventDetail> | null } | { error: FetchBaseQueryError }> {
  const own = await findBySlug(baseQuery, slug, locale);
  if (own.error) {
    return own;
  }
  if (own.data) {
    return { data: { content: own.data, locale } };
  }
  for (const slugLocale of SLUG_LANGUAGES.filter((candidate) => candidate !== locale)) {
    const other = await findBySlug(baseQuery, slug, slugLocale);
    if (other.error) {
      return other;
    }
    if (!other.data) {
      continue;
    }
    const translated = other.data.documentId ? await findByDocument(baseQuery, other.data.documentId, locale) : { data: null };
    if (translated.error) {
      return translated;
    }
    return translated.data ? { data: { content: translated.data, locale } } : { data: { content: other.data, locale: slugLocale } };
  }
  return { data: null };
}

export const eventApi = cmsApi.injectEndpoints({
  endpoints: (build) => ({
    /** One event and the language it is shown in; `null` for an unknown slug. */
    getEvent: build.query<LocalizedContent<EventDetail> | null, EventArgs>({
      queryFn: (args, _api, _extraOptions, baseQuery) => findEvent(baseQuery, args),
    }),
  }),
});

export const { useGetEventQuery } = eventApi;
