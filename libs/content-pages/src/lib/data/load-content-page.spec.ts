import { http, HttpResponse } from 'msw';
import { cmsApi, singleTypeApi } from '@jobpoint/cms-client';
import { cmsHomeHandlers, cmsUrl, createTestStore, noRatings, startMockServer } from '@jobpoint/test-utils';
import { TEST_ADDRESS } from '../testing/render-content-page';
import { contentPageCode, loadContentPage } from './load-content-page';

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
    expect(error.init?.status).toBe(404);
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

  it('names nothing for a page whose blocks all keep the server HTML', () => {
    expect(contentPageCode({ singleType: 'impressum' })).toEqual([]);
  });
});
