import { cmsFairHandlers, createTestStore, startMockServer } from '@jobpoint/test-utils';
import { cmsApi } from '../lib/api/cms-api';
import { FAIR_EVENTS_PAGE_SIZE, FAIR_FORMAT_NAME, fairApi } from './get-fair-content';

const server = startMockServer(...cmsFairHandlers);

function recordRequests(): URL[] {
  const urls: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    urls.push(new URL(request.url));
  });
  return urls;
}

afterEach(() => server.events.removeAllListeners());

describe('getFairEvents', () => {
  it('asks for the next three events of the fair format from today on, earliest first, with their exhibition', async () => {
    const urls = recordRequests();
    const store = createTestStore({ apis: [cmsApi] });
    await store.dispatch(fairApi.endpoints.getFairEvents.initiate({ locale: 'de', today: '2026-03-10' }));
    const params = urls[0].searchParams;
    expect(urls[0].pathname).toBe('/api/veranstaltungens');
    expect(params.get('filters[Formate][name][$eq]')).toBe(FAIR_FORMAT_NAME);
    expect(params.get('filters[Datum][$gte]')).toBe('2026-03-10');
    expect(params.get('sort[0]')).toBe('Datum:asc');
    expect(params.get('pagination[pageSize]')).toBe(String(FAIR_EVENTS_PAGE_SIZE));
    expect(params.get('populate[exhibition]')).toBe('true');
  });

  it('gives each fair as a card shows it, with the exhibition the editors linked', async () => {
    const store = createTestStore({ apis: [cmsApi] });
    const { data } = await store.dispatch(fairApi.endpoints.getFairEvents.initiate({ locale: 'de', today: '2026-03-10' }));
    expect(data?.[0]).toMatchObject({
      title: 'Shop a Job Messe Neukölln',
      formatNames: ['Shop a Job'],
      locationTitle: 'Jobpoint Neukölln',
      exhibition: { exhibitionId: 1, resultsTitle: 'Unternehmen', attendingDaysLabel: 'Anwesend am' },
    });
    expect(data?.[1]).toMatchObject({ exhibition: null, locationTitle: null });
  });
});

describe('getFairBlock', () => {
  it('lists the fair locations with their filled-in info lines', async () => {
    const urls = recordRequests();
    const store = createTestStore({ apis: [cmsApi] });
    const { data } = await store.dispatch(fairApi.endpoints.getFairBlock.initiate('de'));
    expect(urls[0].searchParams.get('populate[locations][populate][info]')).toBe('true');
    expect(data?.content.title).toBe('Messestandorte');
    expect(data?.content.locations).toEqual([
      { id: 4, name: 'Jobpoint Neukölln', info: ['Karl-Marx-Straße 92, 12043 Berlin', 'U7 Rathaus Neukölln'] },
      { id: 5, name: 'Jobpoint Mitte', info: ['Brunnenstraße 19, 10119 Berlin'] },
    ]);
  });

  it('falls back to German when the block is not translated', async () => {
    const store = createTestStore({ apis: [cmsApi] });
    const { data } = await store.dispatch(fairApi.endpoints.getFairBlock.initiate('ar'));
    expect(data?.locale).toBe('de');
  });
});

describe('getFairFilters', () => {
  it('asks for the active fair filters only', async () => {
    const urls = recordRequests();
    const store = createTestStore({ apis: [cmsApi] });
    const { data } = await store.dispatch(fairApi.endpoints.getFairFilters.initiate('de'));
    expect(urls[0].pathname).toBe('/api/messe-filters');
    expect(urls[0].searchParams.get('filters[isActive][$eq]')).toBe('true');
    expect(data?.map((filter) => filter.name)).toEqual(['Pflege & Gesundheit', 'Handel & Logistik']);
  });
});
