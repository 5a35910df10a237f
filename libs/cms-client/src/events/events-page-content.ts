import * as z from 'zod';
import type { Locale } from '@jobpoint/i18n';
import { cmsApi } from '../lib/api/cms-api';
import {
  mediaSchema,
  optionalButtonSchema,
  SECTION_POPULATE,
  SEO_POPULATE,
  sectionSchema,
  seoSchema,
} from '../lib/models/shared';
import { localizedSingleTypeQuery, type LocalizedContent } from '../lib/strapi/fetch-single-type';
import { unwrapResponse } from '../lib/strapi/normalize';

const text = z.string().nullish();

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
const choiceSchema = z.object({ id: z.number(), name: z.string(), info: text, languageName: text });
export type EventChoice = z.infer<typeof choiceSchema>;

/** More formats and languages than the organisation will ever have, so one page holds them all. */
export const EVENT_CHOICES_PAGE_SIZE = 100;

const choicesParams = (locale: Locale) => ({ locale, sort: ['name:asc'], pagination: { page: 1, pageSize: EVENT_CHOICES_PAGE_SIZE } });
const choiceListSchema = choiceSchema.array();

export const eventsPageApi = cmsApi.injectEndpoints({
  endpoints: (build) => ({
    /** The events list's texts; `null` when the editors have not filled them in. */
    getEventsPage: build.query<LocalizedContent<EventsPageContent> | null, Locale>({
      queryFn: localizedSingleTypeQuery('/api/veranstaltungen-view', eventsPageSchema, {
        populate: { seo: SEO_POPULATE, headerSection: SECTION_POPULATE },
      }),
    }),
    getCounsellingEvents: build.query<LocalizedContent<CounsellingEventsContent> | null, Locale>({
      queryFn: localizedSingleTypeQuery('/api/home', counsellingEventsSchema, {
        fields: ['eventsTitle', 'previousEventsTitle', 'specialEventsTitle'],
      }),
    }),
    getEventRegistrationTexts: build.query<LocalizedContent<EventRegistrationTexts> | null, Locale>({
      queryFn: localizedSingleTypeQuery('/api/anmeldung', eventRegistrationTextsSchema, {
        fields: ['successText', 'errorText', 'requiredText'],
        populate: { eventRegistration: { populate: { backgroundImage: true } } },
      }),
    }),
    getEventFormats: build.query<EventChoice[], Locale>({
      query: (locale) => ({ path: '/api/veranstaltungen-formate', params: choicesParams(locale) }),
      transformResponse: (body: unknown) => choiceListSchema.parse(unwrapResponse(body) ?? []),
    }),
    getEventLanguages: build.query<EventChoice[], Locale>({
      query: (locale) => ({ path: '/api/sprachen', params: choicesParams(locale) }),
      transformResponse: (body: unknown) => choiceListSchema.parse(unwrapResponse(body) ?? []),
    }),
  }),
});

export const {
  useGetEventsPageQuery,
  useGetCounsellingEventsQuery,
  useGetEventRegistrationTextsQuery,
  useGetEventFormatsQuery,
  useGetEventLanguagesQuery,
} = eventsPageApi;
