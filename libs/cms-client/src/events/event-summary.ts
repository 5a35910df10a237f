/** How an event takes place (CMS enumeration `Veranstaltungsart`). */
export const EVENT_KINDS = ['Praesenz', 'Online', 'Hybrid'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/** Fields and relations an event card needs, and nothing more. */
export const EVENT_SUMMARY_FIELDS = ['title', 'slug', 'Datum', 'endDate', 'startTime', 'endTime', 'Veranstaltungsart'];

export const EVENT_SUMMARY_POPULATE = {
  image: true,
  Formate: { fields: ['name'] },
  Standort: { fields: ['Titel'] },
  Sprache: { fields: ['name', 'languageName'] },
};
