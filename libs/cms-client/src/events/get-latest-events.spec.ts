import { cmsHomeHandlers, createTestStore, startMockServer } from '@jobpoint/test-utils';
import { cmsApi } from '../lib/api/cms-api';
import { eventsApi, LATEST_EVENTS_PAGE_SIZE } from './get-latest-events';

const server = startMockServer(...cmsHomeHandlers);

describe('getLatestEvents', () => {
  it('asks for the next events from today on, earliest first, one page of three', async () => {
    const urls: URL[] = [];
    server.events.on('request:start', ({ request }) => {
      urls.push(new URL(request.url));
    });
    const store = createTestStore({ apis: [cmsApi] });
    await store.dispatch(
      eventsApi.endpoints.getLatestEvents.initiate({
        locale: 'de',
        today: '2026-03-10',
        limit: LATEST_EVENTS_PAGE_SIZE,
      }),
    );
    server.events.removeAllListeners();
    const params = urls[0].searchParams;
    expect(urls[0].pathname).toBe('/api/veranstaltungens');
    expect(params.get('locale')).toBe('de');
    expect(params.get('filters[Datum][$gte]')).toBe('2026-03-10');
    expect(params.get('sort[0]')).toBe('Datum:asc');
    expect(params.get('pagination[pageSize]')).toBe('3');
    expect(params.get('populate[Standort][fields][0]')).toBe('Titel');
  });

  it('reduces each event to what a card shows', async () => {
    const store = createTestStore({ apis: [cmsApi] });
    const { data } = await store.dispatch(
      eventsApi.endpoints.getLatestEvents.initiate({
        locale: 'de',
        today: '2026-03-10',
        limit: LATEST_EVENTS_PAGE_SIZE,
      }),
    );
    expect(data).toHaveLength(3);
    expect(data?.[0]).toMatchObject({
      id: 31,
      title: 'Bewerbungsfotos und Lebenslauf-Check',
      slug: 'bewerbungsfotos-und-lebenslauf-check',
      Datum: '2026-03-12',
      startTime: '10:00:00.000',
      Veranstaltungsart: 'Praesenz',
      formatNames: ['Workshop'],
      locationTitle: 'Jobpoint Kreuzberg',
      languageName: 'Deutsch',
    });
    expect(data?.[0]?.image?.url).toBe('/uploads/bewerbungsfoto.jpg');
    expect(data?.[1]).toMatchObject({ locationTitle: null, languageName: 'Arabisch', image: null });
  });

  it('gives an empty list when nothing is planned', async () => {
    const store = createTestStore({ apis: [cmsApi] });
    const { data } = await store.dispatch(
      eventsApi.endpoints.getLatestEvents.initiate({
        locale: 'tr',
        today: '2026-03-10',
        limit: LATEST_EVENTS_PAGE_SIZE,
      }),
    );
    expect(data).toEqual([]);
  });
});
