import { http, HttpResponse } from 'msw';
import { cmsApi } from '@jobpoint/cms-client';
import { cmsHomeHandlers, cmsUrl, createTestStore, startMockServer } from '@jobpoint/test-utils';
import { loadHomePage } from './load-home-page';
import { selectHomeSeo } from './select-home-seo';

const server = startMockServer(...cmsHomeHandlers);

const TODAY = '2026-03-10';

async function thrownBy(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the loader to throw');
}

describe('loadHomePage', () => {
  it('puts the page and the next events in the store', async () => {
    const store = createTestStore({ apis: [cmsApi] });
    await loadHomePage(store.dispatch, { audience: 'jobseekers', locale: 'de', today: TODAY });
    expect(selectHomeSeo(store.getState(), { audience: 'jobseekers', locale: 'de' })?.metaTitle).toBe(
      'Jobpoint Berlin – Beratung und Jobs für Arbeitssuchende',
    );
    const queries = Object.values(store.getState().cmsApi.queries);
    expect(queries.map((query) => query?.endpointName).sort()).toEqual(['getHomePage', 'getLatestEvents']);
    expect(queries.every((query) => query?.status === 'fulfilled')).toBe(true);
  });

  it('throws a 404 response when the CMS has no page in this language', async () => {
    const store = createTestStore({ apis: [cmsApi] });
    const error = await thrownBy(loadHomePage(store.dispatch, { audience: 'employers', locale: 'ar', today: TODAY }));
    expect(error).toBeInstanceOf(Response);
    expect((error as Response).status).toBe(404);
  });

  it('throws the CMS status when the page fails', async () => {
    server.use(
      http.get(cmsUrl('/api/arbeitgebende'), () => HttpResponse.json({ error: { status: 503 } }, { status: 503 })),
    );
    const store = createTestStore({ apis: [cmsApi] });
    const error = await thrownBy(loadHomePage(store.dispatch, { audience: 'employers', locale: 'de', today: TODAY }));
    expect(error).toBeInstanceOf(Response);
    expect((error as Response).status).toBe(503);
  });

  it('throws 500 when the content service cannot be reached', async () => {
    server.use(http.get(cmsUrl('/api/arbeitgebende'), () => HttpResponse.error()));
    const store = createTestStore({ apis: [cmsApi] });
    const error = await thrownBy(loadHomePage(store.dispatch, { audience: 'employers', locale: 'de', today: TODAY }));
    expect((error as Response).status).toBe(500);
    expect(await (error as Response).text()).not.toBe('');
  });

  it('does not fail the page when only the event list fails', async () => {
    server.use(http.get(cmsUrl('/api/veranstaltungens'), () => HttpResponse.json({}, { status: 500 })));
    const store = createTestStore({ apis: [cmsApi] });
    await expect(
      loadHomePage(store.dispatch, { audience: 'jobseekers', locale: 'de', today: TODAY }),
    ).resolves.toBeUndefined();
  });
});

describe('selectHomeSeo', () => {
  it('is null before the page is loaded', () => {
    const store = createTestStore({ apis: [cmsApi] });
    expect(selectHomeSeo(store.getState(), { audience: 'jobseekers', locale: 'de' })).toBeNull();
  });
});
