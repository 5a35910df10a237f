import * as z from 'zod';
import { mediaSchema } from '../lib/models/shared';

const text = z.string().nullish();

/** How an event takes place (CMS enumeration `Veranstaltungsart`). */
export const EVENT_KINDS = ['Praesenz', 'Online', 'Hybrid'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/**
 * What an event card shows. The CMS field names stay as they are (`Datum`, `Veranstaltungsart`); the
 * related entries are reduced to the one name each card needs.
 */
export const eventSummarySchema = z
  .object({
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
    // An installation with further kinds still lists its events; the card shows known kinds only.
    Veranstaltungsart: z.enum(EVENT_KINDS).nullish().catch(null),
    Formate: z.array(z.object({ name: z.string() })).nullish(),
    Standort: z.object({ Titel: text }).nullish(),
    Sprache: z.object({ name: text }).nullish(),
  })
  .transform(({ Formate, Standort, Sprache, ...event }) => ({
    ...event,
    formatNames: (Formate ?? []).map((format) => format.name),
    locationTitle: Standort?.Titel ?? null,
    languageName: Sprache?.name ?? null,
  }));
export type EventSummary = z.infer<typeof eventSummarySchema>;

/** Fields and relations an event card needs, and nothing more. */
export const EVENT_SUMMARY_FIELDS = ['title', 'slug', 'Datum', 'endDate', 'startTime', 'endTime', 'Veranstaltungsart'];

export const EVENT_SUMMARY_POPULATE = {
  image: true,
  Formate: { fields: ['name'] },
  Standort: { fields: ['Titel'] },
  Sprache: { fields: ['name'] },
};
