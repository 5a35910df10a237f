import { localDateString } from '@jobpoint/i18n';
import { eventsApi, LATEST_EVENTS_PAGE_SIZE } from '../src/events/get-latest-events';
import { CONTRACT_LOCALES, expectFormat, queryCms, RESPONSE_FORMATS } from './contract-store';

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
