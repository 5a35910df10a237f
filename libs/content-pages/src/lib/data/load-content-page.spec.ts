import { http, HttpResponse } from 'msw';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { cmsApi, eventsApi, singleTypeApi } from '@jobpoint/cms-client';
import { cmsHomeHandlers, cmsUrl, createTestStore, noRatings, startMockServer } from '@jobpoint/test-utils';
import { blockDefinition } from '../blocks/block-registry';
import { TEST_ADDRESS } from '../testing/render-content-page';
import { latestEventsArgs } from './latest-events';
import { blocksCode, contentPageCode, errorResponse, loadBlockData, loadContentPage, selectContentPageSeo } from './load-content-page';

const server = startMockServer(...cmsHomeHandlers);

const TODAY = '2026-03-10';

async function thrownBy(promise: Promise<unknown>): Promise<{ init: ResponseInit | null; data: unknown }> {
  try {
    await promise;
  } catch (error) {
    return error as { init: ResponseInit | null; data: unknown };
  }
  throw new Error('expected the loader to throw');
}

describe('loadContentPage', () => {
  it('puts the page and what its blocks load (the next events, the ratings) in the store', async () => {
    const store = createTestStore({ apis: [cmsApi] });
    const data = await loadContentPage(store, { singleType: 'arbeitssuchende', locale: 'de', today: TODAY, address: TEST_ADDRESS });
    expect(data).toEqual({ singleType: 'arbeitssuchende', locale: 'de', today: TODAY, emptyWidgets: [], address: TEST_ADDRESS });
    const page = singleTypeApi.endpoints.getSingleType.select({ singleType: data.singleType, locale: data.locale })(store.getState()).data;
    expect(page?.seo?.metaTitle).toBe('Jobpoint Berlin – Beratung und Jobs für Arbeitssuchende');
    expect(page?.locale).toBe('de');
    const queries = Object.values(store.getState().cmsApi.queries);
    expect(queries.map((query) => query?.endpointName).sort()).toEqual(['getCustomerRatings', 'getLatestEvents', 'getRatingBlock', 'getSingleType']);
    expect(selectContentPageSeo(store.getState(), data)?.metaTitle).toBe('Jobpoint Berlin – Beratung und Jobs für Arbeitssuchende');
    expect(selectContentPageSeo(store.getState(), { singleType: 'arbeitgebende', locale: 'de' })).toBeUndefined();
  });

  it('loads the code of the page’s blocks with it', async () => {
    const section = blockDefinition('shared.section');
    const loadCode = section && jest.spyOn(section, 'loadCode');
    await loadContentPage(createTestStore({ apis: [cmsApi] }), { singleType: 'arbeitssuchende', locale: 'de', today: TODAY, address: TEST_ADDRESS });
    expect(loadCode).toHaveBeenCalled();
    loadCode?.mockRestore();
  });

  it('gives the blocks the page’s language and day: the event section asks for the next events from that day on', async () => {
    const store = createTestStore({ apis: [cmsApi] });
    await loadContentPage(store, { singleType: 'arbeitssuchende', locale: 'tr', today: TODAY, address: TEST_ADDRESS });
    expect(eventsApi.endpoints.getLatestEvents.select(latestEventsArgs('tr', TODAY))(store.getState()).status).toBe('fulfilled');
    expect(latestEventsArgs('tr', TODAY)).toEqual({ locale: 'tr', today: TODAY, limit: 3 });
  });

  it.each([
    ['has none', () => HttpResponse.json(noRatings)],
    ['fails', () => HttpResponse.json({}, { status: 500 })],
  ])('names a widget that found nothing to show, for the page to leave out, when its list %s', async (_case, answer) => {
    server.use(http.get(cmsUrl('/api/bewertungs'), answer));
    const store = createTestStore({ apis: [cmsApi] });
    const data = await loadContentPage(store, { singleType: 'arbeitssuchende', locale: 'de', today: TODAY, address: TEST_ADDRESS });
    expect(data.emptyWidgets).toEqual(['site.customer-ratings']);
  });

  it('shows the German content where the CMS has no translation', async () => {
    const store = createTestStore({ apis: [cmsApi] });
    const data = await loadContentPage(store, { singleType: 'arbeitgebende', locale: 'ar', today: TODAY, address: TEST_ADDRESS });
    const page = singleTypeApi.endpoints.getSingleType.select({ singleType: data.singleType, locale: data.locale })(store.getState()).data;
    expect(page?.locale).toBe('de');
    expect(page?.seo?.metaTitle).toBeTruthy();
  });

  it('throws a 404 when the CMS has the page in no language', async () => {
    server.use(http.get(cmsUrl('/api/arbeitgebende'), () => HttpResponse.json({ data: null, error: { status: 404 } }, { status: 404 })));
    const store = createTestStore({ apis: [cmsApi] });
    const error = await thrownBy(loadContentPage(store, { singleType: 'arbeitgebende', locale: 'en', today: TODAY, address: TEST_ADDRESS }));
    expect(error.init).toEqual({ status: 404, statusText: 'Not Found' });
  });

  it('throws the CMS status when the page fails', async () => {
    server.use(http.get(cmsUrl('/api/arbeitgebende'), () => HttpResponse.json({ error: { status: 503 } }, { status: 503 })));
    const store = createTestStore({ apis: [cmsApi] });
    const error = await thrownBy(loadContentPage(store, { singleType: 'arbeitgebende', locale: 'de', today: TODAY, address: TEST_ADDRESS }));
    expect(error.init?.status).toBe(503);
  });

  it.each([
    ['fails', () => HttpResponse.json({ error: { status: 503 } }, { status: 503 })],
    ['is not there', () => HttpResponse.json({ data: null, error: { status: 404 } }, { status: 404 })],
  ])('shows a page whose failures are ignored without content when its single type %s', async (_case, answer) => {
    server.use(http.get(cmsUrl('/api/bewerbungsberatung'), answer));
    const store = createTestStore({ apis: [cmsApi] });
    const data = await loadContentPage(store, { singleType: 'bewerbungsberatung', locale: 'de', today: TODAY, address: TEST_ADDRESS });
    expect(data).toEqual({ singleType: 'bewerbungsberatung', locale: 'de', today: TODAY, emptyWidgets: [], address: TEST_ADDRESS });
  });

  it('throws 503 with a message when the content service cannot be reached', async () => {
    server.use(http.get(cmsUrl('/api/arbeitgebende'), () => HttpResponse.error()));
    const store = createTestStore({ apis: [cmsApi] });
    const error = await thrownBy(loadContentPage(store, { singleType: 'arbeitgebende', locale: 'de', today: TODAY, address: TEST_ADDRESS }));
    expect(error.init?.status).toBe(503);
    expect(error.data).toEqual(expect.any(String));
  });

  it('does not fail the page when only the event list fails', async () => {
    server.use(http.get(cmsUrl('/api/veranstaltungens'), () => HttpResponse.json({}, { status: 500 })));
    const store = createTestStore({ apis: [cmsApi] });
    await expect(loadContentPage(store, { singleType: 'arbeitssuchende', locale: 'de', today: TODAY, address: TEST_ADDRESS })).resolves.toBeDefined();
  });
});

describe('errorResponse', () => {
  it.each([
    ['a status the CMS answered', { status: 404, data: null }, 404, 'The content service answered 404'],
    ['the lowest error status', { status: 400, data: null }, 400, 'The content service answered 400'],
    ['a status that is no error', { status: 302, data: null }, 503, 'The content service answered 302'],
    ['a failed request', { status: 'FETCH_ERROR', error: 'TypeError: fetch failed' }, 503, 'TypeError: fetch failed'],
    ['an error with a message', { message: 'Aborted' }, 503, 'Aborted'],
    ['an error without a message', { message: 42 } as unknown as { message?: string }, 503, 'The page could not be loaded'],
  ])('answers %s with its status and a message', (_case, error, status, message) => {
    expect(errorResponse(error as FetchBaseQueryError | { message?: string })).toMatchObject({ data: message, init: { status } });
  });
});

describe('loadBlockData', () => {
  const store = createTestStore({ apis: [cmsApi] });
  const context = { locale: 'de' as const, today: TODAY, query: new URLSearchParams() };
  const load = jest.fn(() => Promise.resolve());

  it('shows a block that loads nothing beside its content, or that the page does not know', async () => {
    await expect(loadBlockData(store, undefined, context)).resolves.toBe(true);
    await expect(loadBlockData(store, {}, context)).resolves.toBe(true);
  });

  it('shows a block after its load unless what it loaded has nothing to show', async () => {
    await expect(loadBlockData(store, { loadData: () => Promise.resolve({ load }) }, context)).resolves.toBe(true);
    expect(load).toHaveBeenCalledWith(store.dispatch, context);
    await expect(loadBlockData(store, { loadData: () => Promise.resolve({ load, hasContent: () => false }) }, context)).resolves.toBe(false);
  });
});

describe('contentPageCode', () => {
  it('names the modules of the blocks that take input, for the page to load before it hydrates', () => {
    expect(contentPageCode({ singleType: 'arbeitgebende' }).map((code) => code.module)).toEqual([
      'libs/content-pages/src/lib/blocks/faq-block.tsx',
      'libs/content-pages/src/lib/blocks/company-registration-block.tsx',
    ]);
    expect(contentPageCode({ singleType: 'arbeitssuchende' }).map((code) => code.module)).toEqual([
      'libs/content-pages/src/lib/blocks/faq-block.tsx',
    ]);
  });

  it('names the widgets that take input, once each', () => {
    expect(contentPageCode({ singleType: 'ag-shop-a-job-seite' }).map((code) => code.module)).toEqual([
      'libs/content-pages/src/lib/blocks/fair-exhibitors-block.tsx',
      'libs/content-pages/src/lib/blocks/faq-block.tsx',
    ]);
    expect(blocksCode(['shared.faq-section', 'unknown.block', 'shared.faq-section']).map((code) => code.module)).toEqual([
      'libs/content-pages/src/lib/blocks/faq-block.tsx',
    ]);
  });

  it('names nothing for a page whose blocks all keep the server HTML', () => {
    expect(contentPageCode({ singleType: 'impressum' })).toEqual([]);
  });
});
