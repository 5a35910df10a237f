import * as z from 'zod';
import {
  addressSchema,
  arrayOrEmpty,
  type CmsButton,
  mediaSchema,
  optionalButtonSchema,
  sectionSchema,
  seoSchema,
} from '../lib/models/shared-schema';
import { localizationsSchema } from '../lib/models/localizations-schema';
import { EVENT_KINDS } from './event-summary';
import { languageLabelOf } from './event-language';

const text = z.string().nullish();

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
export type EventFields = z.infer<typeof eventFieldsSchema>;

/** The relations as plain names: what cards, filters and structured data compare and show. */
export function withRelationNames<Event extends EventFields>({ Formate, Standort, Sprache, ...event }: Event) {
  return {
    ...event,
    formatNames: (Formate ?? []).map((format) => format.name),
    locationTitle: Standort?.Titel ?? null,
    languageName: Sprache?.name ?? null,
    languageLabel: Sprache ? languageLabelOf(Sprache) : null,
  };
}

/** What an event card shows. */
export const eventSummarySchema = eventFieldsSchema.transform(withRelationNames);
export type EventSummary = z.infer<typeof eventSummarySchema>;

export const eventSummaryListSchema = eventSummarySchema.array();

/** `meta.pagination` of a list, the same in both response formats. */
export const eventPaginationSchema = z.object({
  page: z.number(),
  pageCount: z.number(),
  total: z.number(),
});

const eventRatingSchema = z.object({
  id: z.number().nullish(),
  title: text,
  text: text,
  stars: z.number().nullish().transform((stars) => stars ?? 0),
});
export type EventRating = z.infer<typeof eventRatingSchema>;

const eventPartnerSchema = z.object({ id: z.number().nullish(), name: z.string(), logo: mediaSchema.nullish(), url: text });
export type EventPartner = z.infer<typeof eventPartnerSchema>;

/** The labels of a fair's exhibitor list (CMS component `event.exhibition`). */
export const exhibitionSchema = z.object({
  exhibitionId: z.number().nullish(),
  title: text,
  popupCompanyLabel: text,
  sectorDropdownLabel: text,
  wallTextTitle: text,
  descriptionTitle: text,
  resultsTitle: text,
  jobsTitle: text,
  attendingDaysLabel: text,
});
export type Exhibition = z.infer<typeof exhibitionSchema>;

/** Everything the event page shows. */
export const eventDetailSchema = eventFieldsSchema
  .extend({
    /** The same in every language: how a translation of the event is found. */
    documentId: text,
    seo: seoSchema.nullish().catch(null),
    description: text,
    /** Markdown. */
    content: text,
    address: addressSchema.nullish(),
    /** Where it takes place, in the editors' words (a room, "online"). */
    location: text,
    registerButton: optionalButtonSchema,
    additionalInfos: arrayOrEmpty(optionalButtonSchema).transform((buttons) => buttons.filter((button): button is CmsButton => button != null)),
    ratings: arrayOrEmpty(eventRatingSchema),
    partners: arrayOrEmpty(eventPartnerSchema.nullish().catch(null)).transform((partners) =>
      partners.filter((partner): partner is EventPartner => Boolean(partner?.name.trim())),
    ),
    exhibition: exhibitionSchema.nullish(),
    /** The event in the other languages: the page's address in each (ADR 086). */
    localizations: localizationsSchema,
    createdAt: text,
    updatedAt: text,
    publishedAt: text,
  })
  .transform(withRelationNames);
export type EventDetail = z.infer<typeof eventDetailSchema>;

/**
 * The texts of the events list and of the counselling page's event finder (single type
 * `veranstaltungen-view`). Every label may be empty; the pages then use their own UI strings.
 */
export const eventsPageSchema = z.object({
  seo: seoSchema.nullish().catch(null),
  headerSection: sectionSchema.extend({ buttons: z.array(optionalButtonSchema).nullish() }).nullish(),
  searchPlaceholder: text,
  currentEventsTitle: text,
  previousEventsTitle: text,
  formatLabel: text,
  locationLabel: text,
  languageLabel: text,
  monthLabel: text,
  presenceLabel: text,
  onlineLabel: text,
  loadMoreText: text,
  showMoreText: text,
  showLessText: text,
  noEventsText: text,
  registerText: text,
});
export type EventsPageContent = z.infer<typeof eventsPageSchema>;

/**
 * The titles of the counselling overview's events (single type `home`); its header, offers, meeting
 * hours and limits are content blocks of the page.
 */
export const counsellingEventsSchema = z.object({
  eventsTitle: text,
  previousEventsTitle: text,
  specialEventsTitle: text,
});
export type CounsellingEventsContent = z.infer<typeof counsellingEventsSchema>;

/** The event registration form's texts (`anmeldung`: component `forms.registration-form` and messages). */
export const eventRegistrationTextsSchema = z.object({
  eventRegistration: z
    .object({
      title: text,
      subtitle: text,
      description: text,
      infoText: text,
      btnText: text,
      backgroundImage: mediaSchema.nullish(),
      /** Placeholders by field name (`name`, `surname`, `customerEmail`, `phone`, `notes`). */
      placeholders: z
        .record(z.string(), z.unknown())
        .nullish()
        .catch(null)
        .transform((placeholders) =>
          Object.fromEntries(
            Object.entries(placeholders ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
          ),
        ),
    })
    .nullish(),
  successText: text,
  errorText: text,
  requiredText: text,
});
export type EventRegistrationTexts = z.infer<typeof eventRegistrationTextsSchema>;

/** An event format (`veranstaltungen-format`) or language (`sprache`) to filter by. */
const eventChoiceSchema = z.object({ id: z.number(), name: z.string(), info: text, languageName: text });
export type EventChoice = z.infer<typeof eventChoiceSchema>;

export const eventChoiceListSchema = eventChoiceSchema.array();
