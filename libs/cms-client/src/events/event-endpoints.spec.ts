import { http, HttpResponse } from 'msw';
import { cmsHomeHandlers, cmsUrl, createTestStore, startMockServer, upcomingEventsDe } from '@jobpoint/test-utils';
import { cmsApi } from '../lib/api/cms-api';
import { eventsPageApi } from './events-page-content';
import { eventListApi } from './get-events';
import { specialEventsApi } from './get-special-events';

const server = startMockServer(...cmsHomeHandlers);

function store() {
  return createTestStore({ apis: [cmsApi] });
}

/** Every request the content service is asked while `work` runs. */
async function requestsDuring(work: () => Promise<unknown>): Promise<URL[]> {
  const urls: URL[] = [];
  server.events.on('request:start', ({ request }) => void urls.push(new URL(request.url)));
  await work();
  server.events.removeAllListeners();
  return urls;
}

describe('getEvents', () => {
  const args = { locale: 'de' as const, today: '2026-03-10', filters: {}, page: 1, pageSize: 3 };

  it('asks for a page of the list with a card’s fields, and reads where the page stands', async () => {
    let data: unknown;
    const [url] = await requestsDuring(async () => ({ data } = await store().dispatch(eventListApi.endpoints.getEvents.initiate(args))));
    expect(url.searchParams.get('fields[0]')).toBe('title');
    expect(url.searchParams.get('populate[Formate][fields][0]')).toBe('name');
    expect(url.searchParams.get('filters[$and][0][Datum][$gte]')).toBe('2026-03-10');
    expect(data).toMatchObject({ page: 1, pageCount: 4, total: 11 });
    expect((data as { events: unknown[] }).events).toHaveLength(3);
  });

  it('counts the events itself when the answer has no pagination', async () => {
    server.use(http.get(cmsUrl('/api/veranstaltungens'), () => HttpResponse.json({ data: upcomingEventsDe.data.slice(0, 2) })));
    const { data } = await store().dispatch(eventListApi.endpoints.getEvents.initiate(args));
    expect(data).toMatchObject({ page: 1, pageCount: 1, total: 2 });
    server.use(http.get(cmsUrl('/api/veranstaltungens'), () => HttpResponse.json({ data: null, meta: { pagination: { page: 'x' } } })));
    const empty = await store().dispatch(eventListApi.endpoints.getEvents.initiate({ ...args, page: 2 }));
    expect(empty.data).toEqual({ events: [], page: 1, pageCount: 0, total: 0 });
  });
});

describe('getSpecialEvent', () => {
  it('asks for the next job dating after today and the next Turkish event from today on', async () => {
    const urls = await requestsDuring(async () => {
      await store().dispatch(specialEventsApi.endpoints.getSpecialEvent.initiate({ special: 'jobDating', locale: 'de', today: '2026-03-10' }));
      await store().dispatch(specialEventsApi.endpoints.getSpecialEvent.initiate({ special: 'turkish', locale: 'de', today: '2026-03-10' }));
    });
    const [jobDating, turkish] = urls.map((url) => Object.fromEntries([...url.searchParams].filter(([name]) => !name.startsWith('populate') && !name.startsWith('fields'))));
    expect(jobDating).toEqual({
      locale: 'de',
      'filters[Datum][$gt]': '2026-03-10',
      'filters[Formate][name][$eq]': 'Jobdating',
      'sort[0]': 'Datum:asc',
      'sort[1]': 'startTime:asc',
      'pagination[page]': '1',
      'pagination[pageSize]': '1',
    });
    expect(turkish).toMatchObject({ 'filters[Datum][$gte]': '2026-03-10', 'filters[Sprache][name][$eq]': 'Türkisch' });
    expect(urls[0].searchParams.get('fields[2]')).toBe('Datum');
  });

  it('gives the first event, or null when none is planned', async () => {
    const found = await store().dispatch(specialEventsApi.endpoints.getSpecialEvent.initiate({ special: 'turkish', locale: 'de', today: '2026-03-10' }));
    expect(found.data).toMatchObject({ id: 31 });
    const none = await store().dispatch(specialEventsApi.endpoints.getSpecialEvent.initiate({ special: 'turkish', locale: 'tr', today: '2026-03-10' }));
    expect(none.data).toBeNull();
    server.use(http.get(cmsUrl('/api/veranstaltungens'), () => HttpResponse.json({ data: null })));
    const empty = await store().dispatch(specialEventsApi.endpoints.getSpecialEvent.initiate({ special: 'jobDating', locale: 'de', today: '2026-03-10' }));
    expect(empty.data).toBeNull();
  });
});

describe('the events’ texts and choices', () => {
  it('asks for the formats and languages by name, all on one page, and reads an empty answer as none', async () => {
    const choices = [{ id: 1, attributes: { name: 'Workshop', info: null, languageName: null } }];
    server.use(
      http.get(cmsUrl('/api/veranstaltungen-formate'), () => HttpResponse.json({ data: choices })),
      http.get(cmsUrl('/api/sprachen'), () => HttpResponse.json({ data: null })),
    );
    let formats: unknown;
    let languages: unknown;
    const urls = await requestsDuring(async () => {
      formats = (await store().dispatch(eventsPageApi.endpoints.getEventFormats.initiate('en'))).data;
      languages = (await store().dispatch(eventsPageApi.endpoints.getEventLanguages.initiate('en'))).data;
    });
    expect(urls.map((url) => `${url.pathname}${decodeURIComponent(url.search)}`)).toEqual([
      '/api/veranstaltungen-formate?locale=en&sort[0]=name:asc&pagination[page]=1&pagination[pageSize]=100',
      '/api/sprachen?locale=en&sort[0]=name:asc&pagination[page]=1&pagination[pageSize]=100',
    ]);
    expect(formats).toEqual([{ id: 1, name: 'Workshop', info: null, languageName: null }]);
    expect(languages).toEqual([]);
  });

  it('reads the list’s texts, the counselling page’s titles and the registration’s texts, German where not translated', async () => {
    server.use(
      http.get(cmsUrl('/api/veranstaltungen-view'), ({ request }) =>
        new URL(request.url).searchParams.get('locale') === 'de' ? HttpResponse.json({ data: { id: 1, attributes: { searchPlaceholder: 'Suchen' } } }) : HttpResponse.json({ data: null }, { status: 404 }),
      ),
      http.get(cmsUrl('/api/home'), () => HttpResponse.json({ data: { id: 1, attributes: { eventsTitle: 'Termine' } } })),
      http.get(cmsUrl('/api/anmeldung'), () =>
        HttpResponse.json({ data: { id: 1, attributes: { successText: 'Danke', eventRegistration: { title: 'Anmelden', placeholders: { name: 'Vorname', phone: 3 } } } } }),
      ),
    );
    let registration: unknown;
    const urls = await requestsDuring(async () => {
      expect((await store().dispatch(eventsPageApi.endpoints.getEventsPage.initiate('en'))).data).toEqual({ locale: 'de', content: expect.objectContaining({ searchPlaceholder: 'Suchen' }) });
      expect((await store().dispatch(eventsPageApi.endpoints.getCounsellingEvents.initiate('de'))).data).toMatchObject({ content: { eventsTitle: 'Termine' } });
      registration = (await store().dispatch(eventsPageApi.endpoints.getEventRegistrationTexts.initiate('de'))).data;
    });
    expect(registration).toMatchObject({ content: { successText: 'Danke', eventRegistration: { title: 'Anmelden', placeholders: { name: 'Vorname' } } } });
    const query = (pathname: string) => decodeURIComponent(urls.find((url) => url.pathname === pathname)?.search ?? '');
    expect(query('/api/veranstaltungen-view')).toContain('populate[headerSection][populate][image]=true');
    expect(query('/api/home')).toBe('?locale=de&fields[0]=eventsTitle&fields[1]=previousEventsTitle&fields[2]=specialEventsTitle');
    expect(query('/api/anmeldung')).toBe(
      '?locale=de&fields[0]=successText&fields[1]=errorText&fields[2]=requiredText&populate[eventRegistration][populate][backgroundImage]=true',
    );
  });
});
