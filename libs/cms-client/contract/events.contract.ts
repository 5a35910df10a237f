import { localDateString, type Locale } from '@jobpoint/i18n';
import type { EventFilters } from '../src/events/event-filters';
import type { EventKind } from '../src/events/event-summary';
import { eventsPageApi } from '../src/events/events-page-content';
import { eventApi } from '../src/events/get-event';
import { eventListApi } from '../src/events/get-events';
import { eventsApi, LATEST_EVENTS_PAGE_SIZE } from '../src/events/get-latest-events';
import { JOB_DATING_FORMAT, specialEventsApi, TURKISH_LANGUAGE } from '../src/events/get-special-events';
import { CONTRACT_LOCALES, expectFormat, queryCms, queryCmsResponses, RESPONSE_FORMATS } from './contract-store';

describe.each(RESPONSE_FORMATS)('events, %s format', (format) => {
  it.each(CONTRACT_LOCALES)('lists the next events from today on in %s, with format, location and language', async (locale) => {
    const today = localDateString();
    const { result, response } = await queryCms(format, (store) =>
      store.dispatch(eventsApi.endpoints.getLatestEvents.initiate({ locale, today, limit: LATEST_EVENTS_PAGE_SIZE })),
    );
    expect(response.status).toBe(200);
    // The query selects its fields, so the answer carries no locale; only its shape is checked.
    expectFormat(response.body, format);
    const events = result.data ?? [];
    expect(events).toHaveLength(LATEST_EVENTS_PAGE_SIZE);
    expect(events.every((event) => event.Datum >= today)).toBe(true);
    expect(events.map((event) => event.Datum)).toEqual([...events.map((event) => event.Datum)].sort());
    expect(events.every((event) => event.formatNames.length > 0)).toBe(true);
    expect(events.some((event) => event.locationTitle)).toBe(true);
    expect(events.some((event) => event.languageName)).toBe(true);
    expect(events.every((event) => event.image?.url.startsWith('/uploads/'))).toBe(true);
  });
});

describe.each(RESPONSE_FORMATS)('events list, %s format', (format) => {
  const today = localDateString();
  const args = (locale: Locale, filters: EventFilters, pageSize = 50) => ({ locale, today, filters, page: 1, pageSize });

  it.each(CONTRACT_LOCALES)('filters by every field in %s and pages the answer', async (locale) => {
    const { result: all } = await queryCms(format, (store) => store.dispatch(eventListApi.endpoints.getEvents.initiate(args(locale, { time: 'all' }))));
    const events = all.data?.events ?? [];
    expect(events.length).toBeGreaterThan(3);
    const sample = events.find((event) => event.formatNames.length > 0 && event.locationTitle && event.languageName && event.Veranstaltungsart);
    if (!sample) throw new Error('no event with format, location, language and kind');
    const month = Number(sample.Datum.slice(5, 7));
    const { result, response } = await queryCms(format, (store) =>
      store.dispatch(
        eventListApi.endpoints.getEvents.initiate(
          args(locale, {
            time: 'all',
            text: sample.title.slice(1, 6).toUpperCase(),
            kinds: [sample.Veranstaltungsart as EventKind],
            month,
            formats: [sample.formatNames[0]],
            locations: [sample.locationTitle as string],
            languages: [sample.languageName as string],
            sort: 'desc',
          }),
        ),
      ),
    );
    expect(response.status).toBe(200);
    expect(result.data?.events.map((event) => event.id)).toContain(sample.id);
    const { result: paged } = await queryCms(format, (store) => store.dispatch(eventListApi.endpoints.getEvents.initiate(args(locale, { time: 'all' }, 2))));
    expect(paged.data).toMatchObject({ page: 1, total: all.data?.total });
    expect(paged.data?.events).toHaveLength(2);
  });

  it.each(CONTRACT_LOCALES)('reads an event by its slug in %s, and by its German slug', async (locale) => {
    const { result: list } = await queryCms(format, (store) => store.dispatch(eventListApi.endpoints.getEvents.initiate(args('de', { time: 'all' }, 1))));
    const germanSlug = list.data?.events[0]?.slug as string;
    const { result, responses } = await queryCmsResponses(format, (store) => store.dispatch(eventApi.endpoints.getEvent.initiate({ slug: germanSlug, locale })));
    expect(responses.every((response) => response.status === 200)).toBe(true);
    expect(result.data?.content.title).toBeTruthy();
    expect(result.data?.locale).toBe(locale);
    const { result: missing } = await queryCmsResponses(format, (store) => store.dispatch(eventApi.endpoints.getEvent.initiate({ slug: 'no-such-event-x', locale })));
    expect(missing.data).toBeNull();
  });

  it.each(CONTRACT_LOCALES)('reads the page texts, choices, registration texts and highlights in %s', async (locale) => {
    // A text the editors have not translated is read in German: a second request.
    const texts = await Promise.all([
      queryCmsResponses(format, (store) => store.dispatch(eventsPageApi.endpoints.getEventsPage.initiate(locale))),
      queryCmsResponses(format, (store) => store.dispatch(eventsPageApi.endpoints.getCounsellingEvents.initiate(locale))),
      queryCmsResponses(format, (store) => store.dispatch(eventsPageApi.endpoints.getEventRegistrationTexts.initiate(locale))),
    ]);
    for (const { result } of texts) {
      expect(result.error).toBeUndefined();
      expect(result.data).not.toBeNull();
    }
    const { result: formats } = await queryCms(format, (store) => store.dispatch(eventsPageApi.endpoints.getEventFormats.initiate(locale)));
    expect(formats.data?.map((choice) => choice.name)).toContain(JOB_DATING_FORMAT);
    const { result: languages } = await queryCms(format, (store) => store.dispatch(eventsPageApi.endpoints.getEventLanguages.initiate(locale)));
    expect(languages.data?.map((choice) => choice.name)).toContain(TURKISH_LANGUAGE);
    const { result: dating } = await queryCms(format, (store) =>
      store.dispatch(specialEventsApi.endpoints.getSpecialEvent.initiate({ special: 'jobDating', locale, today })),
    );
    expect(dating.error).toBeUndefined();
    if (dating.data) expect(dating.data.Datum > today).toBe(true);
  });
});
