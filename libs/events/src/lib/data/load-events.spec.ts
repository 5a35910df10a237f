import { http, HttpResponse } from 'msw';
import { cmsApi } from '@jobpoint/cms-client';
import { cmsUrl, createTestStore, noEvents, startMockServer, statusOf, thrownBy, upcomingEventsDe } from '@jobpoint/test-utils';
import { eventRecord } from '../testing/event-fixture';
import type { EventSearch } from '../search/event-search-state';
import { counsellingListArgs, eventListArgs, loadCounsellingEvents, loadEvent, loadEventsPage, redirectToLatestEvent } from './load-events';

const TODAY = '2026-03-10';
const SLUG = 'shop-a-job-messe-neukolln';
const withEnglish = eventRecord({ localizations: [{ locale: 'en', slug: 'shop-a-job-fair' }] });

/** The CMS with one German event (translated to English); what else the pages read answers as unfilled. */
const server = startMockServer(
  http.get(cmsUrl('/api/veranstaltungens'), ({ request }) => {
    const params = new URL(request.url).searchParams;
    const slug = params.get('filters[slug][$eq]');
    if (slug === null) return HttpResponse.json(params.get('locale') === 'de' ? upcomingEventsDe : noEvents);
    return HttpResponse.json({ data: slug === SLUG && params.get('locale') === 'de' ? [withEnglish] : [] });
  }),
  http.get(cmsUrl('/api/*'), () => HttpResponse.json({ data: null, error: { status: 404 } }, { status: 404 })),
);

/** A search as the URL gives it; written out, so this spec does not depend on the URL's parsing. */
const search = (filters: EventSearch['filters'] = {}, page = 1, previousPage = 1): EventSearch => ({ filters, page, previousPage });

function listRequests(): URLSearchParams[] {
  const requests: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/veranstaltungens') requests.push(url.searchParams);
  });
  return requests;
}

afterEach(() => server.events.removeAllListeners());

describe('the events list’s requests', () => {
  it('asks for nine events of the page the URL names', () => {
    expect(eventListArgs('de', TODAY, search({ formats: ['Workshop'] }, 3))).toEqual({
      locale: 'de',
      today: TODAY,
      filters: { formats: ['Workshop'] },
      page: 3,
      pageSize: 9,
    });
  });

  it('grows the counselling page’s lists by six events a step, each with its own period', () => {
    const counselling = search({ time: 'all', formats: ['Workshop'] }, 2, 3);
    expect(counsellingListArgs('de', TODAY, counselling, 'upcoming')).toEqual({
      locale: 'de',
      today: TODAY,
      filters: { formats: ['Workshop'], time: 'upcoming' },
      page: 1,
      pageSize: 12,
    });
    expect(counsellingListArgs('de', TODAY, counselling, 'past')).toMatchObject({ filters: { formats: ['Workshop'], time: 'past' }, pageSize: 18 });
  });
});

describe('loadEventsPage', () => {
  it('puts the page of events in the store', async () => {
    const store = createTestStore({ apis: [cmsApi] });
    await expect(loadEventsPage(store.dispatch, { locale: 'de', today: TODAY, search: search({}, 2) })).resolves.toBeUndefined();
    const queries = Object.values(store.getState().cmsApi.queries);
    expect(queries.filter((query) => query?.endpointName === 'getEvents').map((query) => query?.data)).toEqual([expect.objectContaining({ total: 11 })]);
    expect(queries.map((query) => query?.endpointName).sort()).toEqual(['getEventFormats', 'getEventLanguages', 'getEvents', 'getEventsPage', 'getLocations']);
  });

  it('fails with the content service’s status, or 502 where it gave none', async () => {
    server.use(http.get(cmsUrl('/api/veranstaltungens'), () => HttpResponse.json({}, { status: 503 })));
    expect(statusOf(await thrownBy(loadEventsPage(createTestStore({ apis: [cmsApi] }).dispatch, { locale: 'de', today: TODAY, search: search() })))).toBe(503);
    server.use(http.get(cmsUrl('/api/veranstaltungens'), () => HttpResponse.json({}, { status: 400 })));
    expect(statusOf(await thrownBy(loadEventsPage(createTestStore({ apis: [cmsApi] }).dispatch, { locale: 'de', today: TODAY, search: search() })))).toBe(400);
    server.use(http.get(cmsUrl('/api/veranstaltungens'), () => new HttpResponse(null, { status: 304 })));
    expect(statusOf(await thrownBy(loadEventsPage(createTestStore({ apis: [cmsApi] }).dispatch, { locale: 'de', today: TODAY, search: search() })))).toBe(502);
    server.use(http.get(cmsUrl('/api/veranstaltungens'), () => HttpResponse.error()));
    expect(statusOf(await thrownBy(loadEventsPage(createTestStore({ apis: [cmsApi] }).dispatch, { locale: 'de', today: TODAY, search: search() })))).toBe(502);
  });
});

describe('loadCounsellingEvents', () => {
  it('asks for the current and the previous events, as many steps as the URL shows', async () => {
    const requests = listRequests();
    await loadCounsellingEvents(createTestStore({ apis: [cmsApi] }).dispatch, { locale: 'de', today: TODAY, search: search({}, 2) });
    const lists = requests.filter((params) => params.has('pagination[page]'));
    // Besides the two highlights' one event each.
    expect(lists.map((params) => params.get('pagination[pageSize]')).sort()).toEqual(['1', '1', '12', '6']);
  });
});

describe('loadEvent', () => {
  it('finds the event by its slug and gives its page’s path in every language', async () => {
    const store = createTestStore({ apis: [cmsApi] });
    const loaded = await loadEvent(store.dispatch, { locale: 'de', slug: SLUG, url: new URL(`https://site.test/veranstaltungen/${SLUG}`) });
    expect(loaded).toEqual({
      slug: SLUG,
      paths: expect.objectContaining({ de: `/veranstaltungen/${SLUG}`, en: '/veranstaltungen/shop-a-job-fair' }),
    });
  });

  it('sends a slug that is not the address in the URL’s language there for good, keeping the query', async () => {
    const store = createTestStore({ apis: [cmsApi] });
    const thrown = await thrownBy(loadEvent(store.dispatch, { locale: 'en', slug: SLUG, url: new URL(`https://site.test/veranstaltungen/${SLUG}?locale=en`) }));
    expect(statusOf(thrown)).toBe(301);
    expect(thrown.headers.get('Location')).toBe('/veranstaltungen/shop-a-job-fair?locale=en');
  });

  it.each([
    ['no slug', undefined],
    ['an unknown slug', 'gibt-es-nicht'],
    ['a slug too long to be one', 'x'.repeat(201)],
  ])('is a 404 for %s', async (_case, slug) => {
    const requests = listRequests();
    const thrown = await thrownBy(loadEvent(createTestStore({ apis: [cmsApi] }).dispatch, { locale: 'de', slug, url: new URL('https://site.test/veranstaltungen/x') }));
    expect(statusOf(thrown)).toBe(404);
    expect(thrown.init?.statusText).toBe('Not Found');
    expect(requests.length > 0).toBe(slug === 'gibt-es-nicht');
  });

  it('looks up a slug of the longest length a slug may have', async () => {
    const requests = listRequests();
    await thrownBy(loadEvent(createTestStore({ apis: [cmsApi] }).dispatch, { locale: 'de', slug: 'x'.repeat(200), url: new URL('https://site.test/veranstaltungen/x') }));
    expect(requests.length).toBeGreaterThan(0);
  });

  it('fails with the content service’s status', async () => {
    server.use(http.get(cmsUrl('/api/veranstaltungens'), () => HttpResponse.json({}, { status: 500 })));
    const thrown = await thrownBy(loadEvent(createTestStore({ apis: [cmsApi] }).dispatch, { locale: 'de', slug: SLUG, url: new URL('https://site.test/veranstaltungen/x') }));
    expect(statusOf(thrown)).toBe(500);
  });
});

describe('redirectToLatestEvent', () => {
  it('sends the visitor to the next event for now, keeping the query', async () => {
    const thrown = await thrownBy(redirectToLatestEvent(createTestStore({ apis: [cmsApi] }).dispatch, { locale: 'de', today: TODAY, url: new URL('https://site.test/veranstaltungen/latest?utm_source=mail') }));
    expect(statusOf(thrown)).toBe(302);
    expect(thrown.headers.get('Location')).toBe('/veranstaltungen/bewerbungsfotos-und-lebenslauf-check?utm_source=mail');
  });

  it('is a 404 when no event is ahead, and the service’s status when it fails', async () => {
    expect(statusOf(await thrownBy(redirectToLatestEvent(createTestStore({ apis: [cmsApi] }).dispatch, { locale: 'en', today: TODAY, url: new URL('https://site.test/x') })))).toBe(404);
    server.use(http.get(cmsUrl('/api/veranstaltungens'), () => HttpResponse.json({}, { status: 504 })));
    expect(statusOf(await thrownBy(redirectToLatestEvent(createTestStore({ apis: [cmsApi] }).dispatch, { locale: 'de', today: TODAY, url: new URL('https://site.test/x') })))).toBe(504);
  });
});
