import { http, HttpResponse } from 'msw';
import { cmsApi, editorPageApi } from '@jobpoint/cms-client';
import { cmsEditorPageHandlers, cmsLocationHandlers, cmsUrl, createTestStore, startMockServer } from '@jobpoint/test-utils';
import { editorPageCode, loadEditorPage, loadEditorPageLayout, selectEditorPageSeo } from './load-editor-page';

const server = startMockServer(...cmsEditorPageHandlers, ...cmsLocationHandlers);

const TODAY = '2026-03-10';

async function thrownBy(promise: Promise<unknown>): Promise<Response & { init: ResponseInit | null; data: unknown }> {
  try {
    await promise;
  } catch (error) {
    return error as Response & { init: ResponseInit | null; data: unknown };
  }
  throw new Error('expected the loader to throw');
}

function load(path: string, locale: 'de' | 'en' | 'tr' | 'ar' = 'de', store = createTestStore({ apis: [cmsApi] })) {
  const url = new URL(path, 'http://site.test');
  return loadEditorPage(store, { slug: decodeURIComponent(url.pathname.slice(1)), locale, today: TODAY, url });
}

describe('loadEditorPage', () => {
  it('puts the page and what its widgets load in the store, with its blocks and its languages’ paths', async () => {
    const store = createTestStore({ apis: [cmsApi] });
    const data = await load('/ankommen-in-berlin', 'de', store);
    expect(data).toEqual({
      slug: 'ankommen-in-berlin',
      locale: 'de',
      today: TODAY,
      emptyWidgets: [],
      address: { path: '/ankommen-in-berlin', query: '', urlLocale: null },
      blockNames: ['shared.section', 'field.richtext', 'shared.faq-section', 'site.locations'],
      paths: { de: '/ankommen-in-berlin', en: '/arriving-in-berlin', ar: '/ankommen-in-berlin' },
    });
    const queries = Object.values(store.getState().cmsApi.queries).map((query) => query?.endpointName);
    expect(queries.sort()).toEqual(['getEditorPage', 'getLocations']);
    expect(selectEditorPageSeo(store.getState(), { slug: 'ankommen-in-berlin', locale: 'de' })?.metaTitle).toBe('Ankommen in Berlin: Ihr Weg in Arbeit | jobpoint berlin');
  });

  it('shows the German page where the language has no version of it', async () => {
    const store = createTestStore({ apis: [cmsApi] });
    const data = await load('/ankommen-in-berlin?locale=tr', 'tr', store);
    expect(editorPageApi.endpoints.getEditorPage.select({ slug: data.slug, locale: 'tr' })(store.getState()).data?.locale).toBe('de');
  });

  it('redirects permanently to the page’s own slug in the URL’s language, keeping the query', async () => {
    const response = await thrownBy(load('/ankommen-in-berlin?locale=en', 'en'));
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/arriving-in-berlin?locale=en');
  });

  it('throws a 404 for a slug no page has', async () => {
    const error = await thrownBy(load('/gibt-es-nicht-xyz'));
    expect(error.init).toEqual({ status: 404, statusText: 'Not Found' });
  });

  it('throws a 404 for a slug the CMS refuses to filter by', async () => {
    server.use(http.get(cmsUrl('/api/seiten'), () => HttpResponse.json({ error: { status: 400 } }, { status: 400 })));
    expect((await thrownBy(load('/ankommen-in-berlin'))).init?.status).toBe(404);
  });

  it.each(['/Gross', '/zwei--striche', '/mit_unterstrich', '/%C3%A4rger'])('throws a 404 for %s without asking the CMS', async (path) => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => void requests.push(request.url));
    const error = await thrownBy(load(path));
    server.events.removeAllListeners();
    expect(error.init?.status).toBe(404);
    expect(requests).toEqual([]);
  });

  it('throws the CMS’s status when it fails, and 503 when it cannot be reached', async () => {
    server.use(http.get(cmsUrl('/api/seiten'), () => HttpResponse.json({ error: {} }, { status: 502 })));
    expect((await thrownBy(load('/ankommen-in-berlin'))).init?.status).toBe(502);
    server.use(http.get(cmsUrl('/api/seiten'), () => HttpResponse.error()));
    expect((await thrownBy(load('/ankommen-in-berlin'))).init?.status).toBe(503);
  });

  it('names a widget that found nothing to show, for the page to leave out', async () => {
    server.use(http.get(cmsUrl('/api/standorte'), () => HttpResponse.json({}, { status: 500 })));
    expect((await load('/ankommen-in-berlin')).emptyWidgets).toEqual(['site.locations']);
  });
});

describe('loadEditorPageLayout', () => {
  it('names the page’s layout, and none where there is no page', async () => {
    server.use(
      http.get(cmsUrl('/api/seiten'), ({ request }) =>
        new URL(request.url).searchParams.get('filters[slug][$eq]') === 'fuer-firmen'
          ? HttpResponse.json({ data: [{ id: 1, title: 'Für Firmen', slug: 'fuer-firmen', layout: 'employers', blocks: [] }], meta: {} })
          : HttpResponse.json({ data: [], meta: {} }),
      ),
    );
    const store = createTestStore({ apis: [cmsApi] });
    await expect(loadEditorPageLayout(store, { slug: 'fuer-firmen', locale: 'de' })).resolves.toBe('employers');
    await expect(loadEditorPageLayout(store, { slug: 'gibt-es-nicht', locale: 'de' })).resolves.toBeNull();
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => void requests.push(request.url));
    await expect(loadEditorPageLayout(store, { slug: 'Kaputt!', locale: 'de' })).resolves.toBeNull();
    server.events.removeAllListeners();
    expect(requests).toEqual([]);
  });

  it('heads a page with its title where the editors left its SEO block empty, and nothing without a page', async () => {
    server.use(
      http.get(cmsUrl('/api/seiten'), () =>
        HttpResponse.json({ data: [{ id: 1, title: 'Für Firmen', slug: 'fuer-firmen', layout: 'employers', blocks: [] }], meta: {} }),
      ),
    );
    const store = createTestStore({ apis: [cmsApi] });
    await loadEditorPageLayout(store, { slug: 'fuer-firmen', locale: 'de' });
    expect(selectEditorPageSeo(store.getState(), { slug: 'fuer-firmen', locale: 'de' })).toEqual({ metaTitle: 'Für Firmen' });
    expect(selectEditorPageSeo(store.getState(), { slug: 'fuer-firmen', locale: 'en' })).toBeNull();
  });
});

describe('editorPageCode', () => {
  it('names the modules of the page’s blocks that take input, once each', () => {
    expect(editorPageCode({ blockNames: ['shared.section', 'shared.faq-section', 'site.locations', 'shared.faq-section'] }).map((code) => code.module)).toEqual([
      'libs/content-pages/src/lib/blocks/faq-block.tsx',
    ]);
  });
});
