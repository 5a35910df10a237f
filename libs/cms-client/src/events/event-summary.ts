import type { EventFields } from './event-schema';

export type { EventSummary } from './event-schema';

/** How an event takes place (CMS enumeration `Veranstaltungsart`). */
export const EVENT_KINDS = ['Praesenz', 'Online', 'Hybrid'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/** The relations as plain names: what cards, filters and structured data compare and show. */
export function withRelationNames<Event extends EventFields>({ Formate, Standort, Sprache, ...event }: Event) {
  return {
    ...event,
    formatNames: (Formate ?? []).map((format) => format.name),
    locationTitle: Standort?.Titel ?? null,
    languageName: Sprache?.name ?? null,
    /** The language as the page's readers call it (`Sprache.languageName`), else its name. */
    languageLabel: Sprache?.languageName || Sprache?.name || null,
  };
}

/** Fields and relations an event card needs, and nothing more. */
export const EVENT_SUMMARY_FIELDS = ['title', 'slug', 'Datum', 'endDate', 'startTime', 'endTime', 'Veranstaltungsart'];

export const EVENT_SUMMARY_POPULATE = {
  image: true,
  Formate: { fields: ['name'] },
  Standort: { fields: ['Titel'] },
  Sprache: { fields: ['name', 'languageName'] },
};
