import {
  EVENT_KINDS,
  type EventFilters,
  type EventKind,
  type EventSortOrder,
  type EventTime,
} from '@jobpoint/cms-client';
import type { PageQueryParam } from '@jobpoint/site-routes';

/**
 * The events search lives in the page URL (like the job board's): shareable, reloadable, walked back with
 * the back button, and rendered by the server for the same URL. German parameter names, lists as repeated
 * parameters, defaults left out.
 */
export const EVENT_PARAMS = {
  text: 'q',
  kinds: 'art',
  month: 'monat',
  time: 'zeit',
  formats: 'format',
  locations: 'standort',
  languages: 'sprache',
  sort: 'sortierung',
  page: 'seite',
  /** On the counselling page: how many pages of the previous events are shown. */
  previousPage: 'vergangene',
} as const satisfies Record<string, PageQueryParam<'events' | 'counselling'>>;

/** The URL values of the time filter and the sort order. */
export const TIME_VALUES: Record<EventTime, string> = { upcoming: 'kommend', past: 'vergangen', all: 'alle' };
export const SORT_VALUES: Record<EventSortOrder, string> = { asc: 'aufsteigend', desc: 'absteigend' };

export interface EventSearch {
  filters: EventFilters;
  /** 1-based; on the counselling page, how many pages of the current events are shown. */
  page: number;
  previousPage: number;
}

/** Long enough for any title word; a longer text is cut, not refused. */
export const SEARCH_TEXT_MAX_LENGTH = 100;
const MAX_PAGE = 10_000;
const MAX_VALUES = 20;

function keyOf<Value extends string>(values: Record<Value, string>, text: string | null): Value | undefined {
  return (Object.keys(values) as Value[]).find((key) => values[key] === text);
}

function pageOf(value: string | null): number {
  return value && /^\d{1,5}$/.test(value) ? Math.min(Math.max(Number(value), 1), MAX_PAGE) : 1;
}

/** Distinct non-empty values, sorted, so the same search always makes the same request (and cache key). */
function names(params: URLSearchParams, name: string): string[] {
  const values = params
    .getAll(name)
    .map((value) => value.trim().slice(0, SEARCH_TEXT_MAX_LENGTH))
    .filter(Boolean);
  return [...new Set(values)].sort().slice(0, MAX_VALUES);
}

/** The search a URL query describes; unknown or malformed values fall back to their defaults. */
export function eventSearchFromQuery(params: URLSearchParams): EventSearch {
  const text = (params.get(EVENT_PARAMS.text) ?? '').trim().slice(0, SEARCH_TEXT_MAX_LENGTH);
  const month = params.get(EVENT_PARAMS.month);
  const kinds = names(params, EVENT_PARAMS.kinds).filter((kind): kind is EventKind => (EVENT_KINDS as readonly string[]).includes(kind));
  const time = keyOf(TIME_VALUES, params.get(EVENT_PARAMS.time));
  const sort = keyOf(SORT_VALUES, params.get(EVENT_PARAMS.sort));
  const filters: EventFilters = {
    ...(text ? { text } : {}),
    ...(kinds.length > 0 ? { kinds } : {}),
    ...(month && /^(?:[1-9]|1[0-2])$/.test(month) ? { month: Number(month) } : {}),
    ...(time && time !== 'upcoming' ? { time } : {}),
    ...(names(params, EVENT_PARAMS.formats).length > 0 ? { formats: names(params, EVENT_PARAMS.formats) } : {}),
    ...(names(params, EVENT_PARAMS.locations).length > 0 ? { locations: names(params, EVENT_PARAMS.locations) } : {}),
    ...(names(params, EVENT_PARAMS.languages).length > 0 ? { languages: names(params, EVENT_PARAMS.languages) } : {}),
    // The order a period has anyway is no filter of its own.
    ...(sort && sort !== (time === 'past' ? 'desc' : 'asc') ? { sort } : {}),
  };
  return { filters, page: pageOf(params.get(EVENT_PARAMS.page)), previousPage: pageOf(params.get(EVENT_PARAMS.previousPage)) };
}

/** The URL query of a search; defaults are left out, so the plain list has no query at all. */
export function queryFromEventSearch({ filters, page, previousPage }: EventSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.text?.trim()) params.set(EVENT_PARAMS.text, filters.text.trim());
  for (const kind of filters.kinds ?? []) params.append(EVENT_PARAMS.kinds, kind);
  if (filters.month !== undefined) params.set(EVENT_PARAMS.month, String(filters.month));
  if (filters.time && filters.time !== 'upcoming') params.set(EVENT_PARAMS.time, TIME_VALUES[filters.time]);
  for (const format of filters.formats ?? []) params.append(EVENT_PARAMS.formats, format);
  for (const location of filters.locations ?? []) params.append(EVENT_PARAMS.locations, location);
  for (const language of filters.languages ?? []) params.append(EVENT_PARAMS.languages, language);
  if (filters.sort) params.set(EVENT_PARAMS.sort, SORT_VALUES[filters.sort]);
  if (page > 1) params.set(EVENT_PARAMS.page, String(page));
  if (previousPage > 1) params.set(EVENT_PARAMS.previousPage, String(previousPage));
  return params;
}

/** A path with the search's query (`/veranstaltungen?format=Workshop`). */
export function eventSearchHref(path: string, search: EventSearch): string {
  const query = queryFromEventSearch(search).toString();
  return query ? `${path}?${query}` : path;
}

export function hasActiveFilters({ filters }: EventSearch): boolean {
  return Object.keys(filters).length > 0;
}
