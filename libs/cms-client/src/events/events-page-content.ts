import type { Locale } from '@jobpoint/i18n';
import { cmsApi } from '../lib/api/cms-api';
import { SECTION_POPULATE, SEO_POPULATE } from '../lib/models/shared';
import { localizedSingleTypeQuery, type LocalizedContent } from '../lib/strapi/fetch-single-type';
import { unwrapResponse } from '../lib/strapi/normalize';
import type { CounsellingEventsContent, EventChoice, EventRegistrationTexts, EventsPageContent } from './event-schema';

export type { CounsellingEventsContent, EventChoice, EventRegistrationTexts, EventsPageContent } from './event-schema';

const eventSchemas = () => import('./event-schema');

/** More formats and languages than the organisation will ever have, so one page holds them all. */
const EVENT_CHOICES_PAGE_SIZE = 100;

const choicesParams = (locale: Locale) => ({ locale, sort: ['name:asc'], pagination: { page: 1, pageSize: EVENT_CHOICES_PAGE_SIZE } });

async function toChoices(body: unknown): Promise<EventChoice[]> {
  return (await eventSchemas()).eventChoiceListSchema.parse(unwrapResponse(body) ?? []);
}

export const eventsPageApi = cmsApi.injectEndpoints({
  endpoints: (build) => ({
    /** The events list's texts; `null` when the editors have not filled them in. */
    getEventsPage: build.query<LocalizedContent<EventsPageContent> | null, Locale>({
      queryFn: localizedSingleTypeQuery('/api/veranstaltungen-view', () => eventSchemas().then((schemas) => schemas.eventsPageSchema), {
        populate: { seo: SEO_POPULATE, headerSection: SECTION_POPULATE },
      }),
    }),
    getCounsellingEvents: build.query<LocalizedContent<CounsellingEventsContent> | null, Locale>({
      queryFn: localizedSingleTypeQuery('/api/home', () => eventSchemas().then((schemas) => schemas.counsellingEventsSchema), {
        fields: ['eventsTitle', 'previousEventsTitle', 'specialEventsTitle'],
      }),
    }),
    getEventRegistrationTexts: build.query<LocalizedContent<EventRegistrationTexts> | null, Locale>({
      queryFn: localizedSingleTypeQuery('/api/anmeldung', () => eventSchemas().then((schemas) => schemas.eventRegistrationTextsSchema), {
        fields: ['successText', 'errorText', 'requiredText'],
        populate: { eventRegistration: { populate: { backgroundImage: true } } },
      }),
    }),
    getEventFormats: build.query<EventChoice[], Locale>({
      query: (locale) => ({ path: '/api/veranstaltungen-formate', params: choicesParams(locale) }),
      transformResponse: toChoices,
    }),
    getEventLanguages: build.query<EventChoice[], Locale>({
      query: (locale) => ({ path: '/api/sprachen', params: choicesParams(locale) }),
      transformResponse: toChoices,
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
