import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CmsAnswerError, createCmsReader, type CmsReaderOptions } from './cms-reader';

/**
 * A content service on a local port: v4 answers, three pages of events, six of locations, tags, categories
 * and languages in one page without a readable page count, an empty single type, an entry where a list
 * belongs, and pages that are missing.
 */
class CmsStandIn {
  readonly requests: { url: URL; headers: IncomingHttpHeaders }[] = [];
  private readonly server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://cms.test');
    this.requests.push({ url, headers: request.headers });
    const send = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (url.pathname === '/api/veranstaltungens') {
      const page = Number(url.searchParams.get('pagination[page]'));
      return send(200, {
        data: [{ id: page, attributes: { slug: `event-${page}`, image: { data: { id: 7, attributes: { url: `/uploads/${page}.png` } } } } }],
        meta: { pagination: { page, pageCount: 3 } },
      });
    }
    if (url.pathname === '/api/standorte') {
      const page = Number(url.searchParams.get('pagination[page]'));
      return send(200, { data: [{ id: page }], meta: { pagination: { page, pageCount: 6 } } });
    }
    if (url.pathname === '/api/tags') {
      return send(200, { data: [{ id: 1, name: 'CV' }] });
    }
    if (url.pathname === '/api/kategorien') {
      return send(200, { data: [{ id: 1, name: 'Bewerbung' }], meta: { pagination: { pageCount: '2' } } });
    }
    if (url.pathname === '/api/sprachen') {
      return send(200, { data: [{ id: 1, name: 'Deutsch' }], meta: {} });
    }
    if (url.pathname === '/api/impressum') {
      return send(200, { data: null, meta: {} });
    }
    if (url.pathname === '/api/footer-list') {
      return send(200, { data: { id: 1 } });
    }
    if (url.pathname === '/api/footer') {
      return send(200, { data: { id: 1, attributes: { title: 'Kontakt' } }, meta: {} });
    }
    return send(404, { data: null, error: { status: 404 } });
  });

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return this;
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server.close(resolve));
  }
}

describe('createCmsReader', () => {
  let cms: CmsStandIn;
  const reader = (options: Partial<CmsReaderOptions> = {}) => createCmsReader({ baseUrl: cms.url, token: 'secret', responseFormat: 'v4', ...options });

  beforeEach(async () => {
    cms = await new CmsStandIn().start();
  });

  afterEach(() => cms.stop());

  it('sends the token and asks for the v4 format, with the parameters in Strapi’s notation', async () => {
    await reader().get('/api/footer', { locale: 'en', populate: { seo: { populate: ['metaImage'] } } });

    const [request] = cms.requests;
    expect(request.headers).toMatchObject({ authorization: 'Bearer secret', 'strapi-response-format': 'v4', accept: 'application/json' });
    expect(request.url.search).toBe('?locale=en&populate[seo][populate][0]=metaImage');
  });

  it('asks a Strapi 5 in its own format when told so', async () => {
    await reader({ responseFormat: 'v5' }).get('/api/footer');

    expect(cms.requests[0].headers['strapi-response-format']).toBeUndefined();
  });

  it('gives content in the flat shape', async () => {
    expect(await reader().content('/api/footer')).toEqual({ id: 1, title: 'Kontakt' });
  });

  it('reads every page of a collection', async () => {
    const events = await reader().collection('/api/veranstaltungens', { locale: 'de' });

    expect(events).toEqual([1, 2, 3].map((page) => ({ id: page, slug: `event-${page}`, image: { id: 7, url: `/uploads/${page}.png` } })));
    expect(cms.requests.map((request) => request.url.searchParams.get('pagination[page]'))).toEqual(['1', '2', '3']);
    expect(cms.requests.every((request) => request.url.searchParams.get('locale') === 'de')).toBe(true);
  });

  it('raises the status of an error answer, and names the URL of a service it cannot reach', async () => {
    await expect(reader().get('/api/kontakt')).rejects.toEqual(new CmsAnswerError(404, '/api/kontakt'));
    await expect(reader().get('/api/kontakt')).rejects.toThrow('/api/kontakt answered 404');

    const { url } = cms;
    await cms.stop();
    cms = await new CmsStandIn().start();
    await expect(createCmsReader({ baseUrl: url, token: 't', responseFormat: 'v4' }).get('/api/footer')).rejects.toThrow(`${url}/api/footer unreachable`);
  });

  it('answers the CMS client’s lookups in RTK Query’s shape', async () => {
    expect(await reader().baseQuery({ path: '/api/footer' })).toEqual({ data: { data: { id: 1, attributes: { title: 'Kontakt' } }, meta: {} } });
    expect(await reader().baseQuery({ path: '/api/kontakt' })).toEqual({ error: { status: 404, data: null } });
    expect(await reader({ baseUrl: 'http://127.0.0.1:1' }).baseQuery({ path: '/api/footer' })).toMatchObject({ error: { status: 'FETCH_ERROR' } });
  });

  it('gives up after its time limit', async () => {
    const never: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));

    await expect(reader({ fetchFn: never, timeoutMs: 20 }).get('/api/footer')).rejects.toThrow(/unreachable/);
  });

  it('asks a base URL with a trailing slash without a double one, and a request without parameters without a query', async () => {
    await reader({ baseUrl: `${cms.url}//` }).get('/api/footer');

    expect(`${cms.requests[0].url.pathname}${cms.requests[0].url.search}`).toBe('/api/footer');
  });

  it('gives an empty single type as null', async () => {
    expect(await reader().content('/api/impressum')).toBeNull();
  });

  it('reads a long collection a few pages at a time, each page once, and a list without pagination as one page', async () => {
    expect(await reader().collection('/api/standorte')).toEqual([1, 2, 3, 4, 5, 6].map((id) => ({ id })));
    expect(cms.requests.map((request) => request.url.searchParams.get('pagination[page]'))).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(cms.requests.every((request) => request.url.searchParams.get('pagination[pageSize]') === '100')).toBe(true);
    expect(await reader().collection('/api/tags')).toEqual([{ id: 1, name: 'CV' }]);
    expect(await reader().collection('/api/kategorien')).toEqual([{ id: 1, name: 'Bewerbung' }]);
    expect(await reader().collection('/api/sprachen')).toEqual([{ id: 1, name: 'Deutsch' }]);
  });

  it('refuses an entry where a list belongs', async () => {
    await expect(reader().collection('/api/footer-list')).rejects.toThrow('/api/footer-list answered something else than a list');
  });

  it('names what a fetch that fails without an error threw, and ends a request when its caller does', async () => {
    const refused: typeof fetch = () => Promise.reject('refused');
    await expect(reader({ fetchFn: refused }).get('/api/footer')).rejects.toMatchObject({ message: `${cms.url}/api/footer unreachable: refused`, cause: 'refused' });
    expect(await reader({ fetchFn: refused }).baseQuery({ path: '/api/footer' })).toEqual({ error: { status: 'FETCH_ERROR', error: `${cms.url}/api/footer unreachable: refused` } });

    const signals: (AbortSignal | null | undefined)[] = [];
    const recording: typeof fetch = (_url, init) => {
      signals.push(init?.signal);
      return Promise.resolve(Response.json({ data: null }));
    };
    const caller = new AbortController();
    await reader({ fetchFn: recording }).get('/api/footer');
    await reader({ fetchFn: recording }).content('/api/footer', {}, { signal: caller.signal });
    caller.abort();
    expect(signals[0]).toBeUndefined();
    expect(signals[1]?.aborted).toBe(true);
  });
});
