import type { Locale } from '@jobpoint/i18n';
import type { StrapiParams, StrapiParamValue } from '../lib/strapi/strapi-query';
import type { EventKind } from './event-summary';

/** Which events by their date: from today on, before today, or both. */
export type EventTime = 'upcoming' | 'past' | 'all';

export type EventSortOrder = 'asc' | 'desc';

/** A search of the events list. Lists match any of their values; empty or absent means "any". */
export interface EventFilters {
  /** Part of the title, in any case. */
  text?: string;
  kinds?: readonly EventKind[];
  /** 1–12: events in that month of this year or the next (December, then January, works). */
  month?: number;
  /** Default `upcoming`. */
  time?: EventTime;
  /** `Formate.name` */
  formats?: readonly string[];
  /** `Standort.Titel` */
  locations?: readonly string[];
  /** `Sprache.name` */
  languages?: readonly string[];
  /** By `Datum`; by default the next first, or for past events the latest first. */
  sort?: EventSortOrder;
}

export interface EventListArgs {
  locale: Locale;
  /** Today's local date, `YYYY-MM-DD`, part of the arguments so server and browser share one cache entry. */
  today: string;
  filters: EventFilters;
  page: number;
  pageSize: number;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** The first and last day of a month, `YYYY-MM-DD`. */
export function monthRange(year: number, month: number): { first: string; last: string } {
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { first: `${year}-${pad(month)}-01`, last: `${year}-${pad(month)}-${pad(lastDay)}` };
}

/** The sort order a search asks for, or the one that puts the events a visitor looks for first. */
export function eventSortOrder(filters: EventFilters): EventSortOrder {
  return filters.sort ?? (filters.time === 'past' ? 'desc' : 'asc');
}

/** Each filter the search sets, as one Strapi condition; all of them must hold. */
export function eventConditions(filters: EventFilters, today: string): StrapiParams[] {
  const conditions: StrapiParams[] = [];
  const text = filters.text?.trim();
  if (text) {
    conditions.push({ title: { $containsi: text } });
  }
  if (filters.kinds?.length) {
    conditions.push({ Veranstaltungsart: { $in: [...filters.kinds] } });
  }
  if (filters.month !== undefined) {
    const year = Number(today.slice(0, 4));
    conditions.push({
      $or: [year, year + 1].map((candidate): StrapiParamValue => {
        const { first, last } = monthRange(candidate, filters.month as number);
        return { Datum: { $gte: first, $lte: last } };
      }),
    });
  }
  const time = filters.time ?? 'upcoming';
  if (time === 'upcoming') {
    conditions.push({ Datum: { $gte: today } });
  } else if (time === 'past') {
    conditions.push({ Datum: { $lt: today } });
  }
  if (filters.formats?.length) {
    conditions.push({ Formate: { name: { $in: [...filters.formats] } } });
  }
  if (filters.locations?.length) {
    conditions.push({ Standort: { Titel: { $in: [...filters.locations] } } });
  }
  if (filters.languages?.length) {
    conditions.push({ Sprache: { name: { $in: [...filters.languages] } } });
  }
  return conditions;
}

/** The Strapi query of one page of the events list. */
export function eventListFilterParams({ locale, today, filters, page, pageSize }: EventListArgs): StrapiParams {
  const order = eventSortOrder(filters);
  const conditions = eventConditions(filters, today);
  return {
    locale,
    ...(conditions.length > 0 ? { filters: { $and: conditions } } : {}),
    sort: [`Datum:${order}`, `startTime:${order}`],
    pagination: { page, pageSize },
  };
}
