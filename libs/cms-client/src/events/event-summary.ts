import * as z from 'zod';
import { mediaSchema } from '../lib/models/shared';

const text = z.string().nullish();

/** How an event takes place (CMS enumeration `Veranstaltungsart`). */
export const EVENT_KINDS = ['Praesenz', 'Online', 'Hybrid'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/**
 * The fields every view of an event reads. The CMS field names stay as they are (`Datum`,
 * `Veranstaltungsart`); the related entries are reduced to the names a view needs by `withRelationNames`.
 */
export const eventFieldsSchema = z.object({
  id: z.number(),
  title: z.string(),
  slug: text,
  /** Start date, `YYYY-MM-DD`. */
  Datum: z.string(),
  endDate: text,
  /** `HH:mm:ss.SSS` */
  startTime: text,
  endTime: text,
  image: mediaSchema.nullish(),
  // An installation with further kinds still lists its events; the views show known kinds only.
  Veranstaltungsart: z.enum(EVENT_KINDS).nullish().catch(null),
  Formate: z.array(z.object({ name: z.string() })).nullish(),
  Standort: z.object({ Titel: text }).nullish(),
  Sprache: z.object({ name: text, languageName: text }).nullish(),
});

/** The relations as plain names: what cards, filters and structured data compare and show. */
export function withRelationNames<Event extends z.infer<typeof eventFieldsSchema>>({ Formate, Standort, Sprache, ...event }: Event) {
  return {
    ...event,
    formatNames: (Formate ?? []).map((format) => format.name),
    locationTitle: Standort?.Titel ?? null,
    languageName: Sprache?.name ?? null,
    /** The language as the page's readers call it (`Sprache.languageName`), else its name. */
    languageLabel: Sprache?.languageName || Sprache?.name || null,
  };
}

/** What an event card shows. */
export const eventSummarySchema = eventFieldsSchema.transform(withRelationNames);
export type EventSummary = z.infer<typeof eventSummarySchema>;

/** Fields and relations an event card needs, and nothing more. */
export const EVENT_SUMMARY_FIELDS = ['title', 'slug', 'Datum', 'endDate', 'startTime', 'endTime', 'Veranstaltungsart'];

export const EVENT_SUMMARY_POPULATE = {
  image: true,
  Formate: { fields: ['name'] },
  Standort: { fields: ['Titel'] },
  Sprache: { fields: ['name', 'languageName'] },
};
