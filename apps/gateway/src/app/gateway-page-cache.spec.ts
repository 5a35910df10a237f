import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { RenderInput, RenderResult } from '@jobpoint/app-shell/server';
import { recordingCmsReads } from '../content-changes/cms-reads';
import { WEBHOOK_SECRET_HEADER } from '../content-changes/content-change-plugin';
import { NOT_FOUND_RENDER_PATHS } from '../pages/not-found-pages';
import { loadConfig } from '../lib/config';
import { buildGateway } from './gateway';
import type { PageRenderer } from '../lib/page-renderer';

const WEBHOOK_SECRET = 'webhook-secret-of-the-tests';

/** The editors' pages the CMS lists, and the footer every page shows (what it reads of the CMS). */
function contentService() {
  const state = { editorPageSlugs: ['a', 'b', 'c', 'kaputt', 'ankommen-in-berlin'], footer: 1, slugLists: 0 };
  const fetchImpl = (async (input: string | URL | Request) => {
    const { pathname } = new URL(input instanceof Request ? input.url : input);
    if (pathname === '/api/seiten') {
      state.slugLists += 1;
      return Response.json({ data: state.editorPageSlugs.map((slug, index) => ({ id: index + 1, attributes: { slug } })), meta: { pagination: { pageCount: 1 } } });
    }
    return Response.json({ data: { text: `Fußzeile ${state.footer}` } });
  }) as typeof fetch;
  return { state, fetchImpl, read: recordingCmsReads(fetchImpl) };
}

/** The paths whose page is missing: the shared not-found pages, and a job that does not exist. */
const MISSING_PATHS: readonly string[] = [...Object.values(NOT_FOUND_RENDER_PATHS), '/job-boerse/gibt-es-nicht'];

/** Stands in for both apps: a page showing what the render was given, with the nonce where the real one puts it. */
function fakeRenderer(cms: ReturnType<typeof contentService>) {
  const inputs: RenderInput[] = [];
  let respond = async (input: RenderInput): Promise<RenderResult> => {
    const url = new URL(input.url);
    const footer = await (await cms.read(`http://cms.test/api/footer?locale=${input.locale}`)).text();
    if (MISSING_PATHS.includes(url.pathname)) return { kind: 'html', status: 404, html: `<p>404 ${footer}</p><script nonce="${input.nonce}"></script>` };
    if (url.pathname === '/kaputt') return { kind: 'html', status: 503, html: '<p>503</p>' };
    if (url.pathname === '/job-boerse/1') return { kind: 'redirect', status: 301, location: '/job-boerse/1-koch' };
    return {
      kind: 'html',
      status: 200,
      html: `<!DOCTYPE html><html><body><p>${url.pathname}${url.search} ${JSON.stringify(input.cookies)} render ${inputs.length}</p>` +
        `${'<p>Inhalt der Seite</p>'.repeat(200)}<script type="application/json" nonce="${input.nonce}">{}</script></body></html>`,
    };
  };
  const render: PageRenderer = async (input) => {
    inputs.push(input);
    await new Promise((resolve) => setTimeout(resolve, 5));
    return respond(input);
  };
  return { render, inputs, failWith: (error: Error) => (respond = () => Promise.reject(error)) };
}

describe('the gateway’s shared page cache', () => {
  let app: FastifyInstance;
  let renderer: ReturnType<typeof fakeRenderer>;
  let cms: ReturnType<typeof contentService>;
  let clock: { now: number };
  let publicDir: string;

  async function start(env: NodeJS.ProcessEnv = {}) {
    cms = contentService();
    renderer = fakeRenderer(cms);
    clock = { now: 0 };
    const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'https://site.test', APPS_DIST_DIR: publicDir, CMS_WEBHOOK_SECRET: WEBHOOK_SECRET, ...env });
    app = await buildGateway({
      config,
      renderers: { jobseekers: renderer.render, employers: renderer.render },
      cmsAnswers: { fetch: cms.fetchImpl, drop: () => undefined },
      publicDir,
      logger: false,
      now: () => clock.now,
    });
    await app.ready();
  }

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
  const body = (response: LightMyRequestResponse) =>
    response.headers['content-encoding'] === 'gzip'
      ? gunzipSync(response.rawPayload).toString('utf8')
      : response.headers['content-encoding'] === 'br'
        ? brotliDecompressSync(response.rawPayload).toString('utf8')
        : response.payload;
  const cspNonce = (response: LightMyRequestResponse) => /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];

  beforeEach(async () => {
    publicDir = mkdtempSync(path.join(tmpdir(), 'jobpoint-gateway-'));
    await start();
  });

  afterEach(async () => {
    await app.close();
    rmSync(publicDir, { recursive: true, force: true });
  });

  it('renders a page once and serves it from memory, marked MISS, HIT and STALE, with headers a CDN may share', async () => {
    const first = await get('/');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBe('MISS');
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=30');
    expect(first.headers['vary']).toBe('Cookie, Accept-Encoding');
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect((await get('/')).headers['x-cache']).toBe('HIT');
    expect(renderer.inputs).toHaveLength(1);

    clock.now = 10_000;
    const stale = await get('/');
    expect(stale.headers['x-cache']).toBe('STALE');
    expect(body(stale)).toContain('render 1');
    // The background render is done once the page is no longer served stale.
    let next = stale;
    while (next.headers['x-cache'] === 'STALE') {
      await new Promise((resolve) => setTimeout(resolve, 1));
      next = await get('/');
    }
    expect(renderer.inputs).toHaveLength(2);
    expect(body(next)).toContain('render 2');
  });

  it('gives every response from the cache its own nonce, the one in its CSP header, in Brotli where the client takes it', async () => {
    const responses = [await get('/'), await get('/'), await get('/', { 'accept-encoding': 'gzip, deflate' })];
    // The Brotli form is made in the background once the page is kept; gzip is sent until it is ready.
    let brotli = await get('/', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    while (brotli.headers['content-encoding'] !== 'br') {
      await new Promise((resolve) => setTimeout(resolve, 1));
      brotli = await get('/', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    }
    responses.push(brotli);
    expect(responses.map((response) => response.headers['x-cache'])).toEqual(['MISS', 'HIT', 'HIT', 'HIT']);
    expect(responses[2].headers['content-encoding']).toBe('gzip');
    const nonces = responses.map((response) => /nonce="([^"]+)"/.exec(body(response))?.[1]);
    expect(new Set(nonces).size).toBe(4);
    responses.forEach((response, index) => expect(cspNonce(response)).toBe(nonces[index]));
    expect(body(brotli)).toBe(body(responses[2]).split(nonces[2] as string).join(nonces[3]));
  });

  it('lets many visitors arriving at once for a page not yet kept share one render', async () => {
    const responses = await Promise.all(Array.from({ length: 20 }, () => get('/arbeitgebende')));
    expect(renderer.inputs).toHaveLength(1);
    expect(responses.every((response) => response.statusCode === 200 && body(response).includes('render 1'))).toBe(true);
  });

  it('keeps one page per path, query, language and text size, and gives the render nothing else', async () => {
    await get('/job-boerse?seite=2', { cookie: 'lang=en; textSize=120; session=private' });
    await get('/job-boerse?seite=2', { cookie: 'lang=en; textSize=120; tracking=other' });
    await get('/job-boerse?seite=2&locale=en', { cookie: 'textSize=120' });
    await get('/job-boerse?seite=2', { cookie: 'lang=ar; textSize=120' });
    await get('/job-boerse?seite=2', { cookie: 'lang=en' });
    await get('/job-boerse?seite=3', { cookie: 'lang=en; textSize=120' });
    await get('/job-boerse?seite=2', { cookie: 'lang=klingonisch' });
    await get('/job-boerse?seite=2');
    expect(renderer.inputs.map((input) => [input.url, input.locale, input.cookies])).toEqual([
      ['https://site.test/job-boerse?seite=2', 'en', { textSize: '120' }],
      ['https://site.test/job-boerse?locale=en&seite=2', 'en', { textSize: '120' }],
      ['https://site.test/job-boerse?seite=2', 'ar', { textSize: '120' }],
      ['https://site.test/job-boerse?seite=2', 'en', { textSize: '100' }],
      ['https://site.test/job-boerse?seite=3', 'en', { textSize: '120' }],
      ['https://site.test/job-boerse?seite=2', 'de', { textSize: '100' }],
    ]);
    expect(renderer.inputs.every((input) => Object.keys(input.headers).length === 0)).toBe(true);
  });

  it('never keeps a missing page, a failing one, a redirect or a failed render', async () => {
    for (const url of ['/job-boerse/gibt-es-nicht', '/kaputt', '/job-boerse/1']) {
      const [first, second] = [await get(url), await get(url)];
      expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['MISS', 'MISS']);
      expect(second.headers['cache-control']).toMatch(/^no-(cache|store)$/);
    }
    const missing = await get('/job-boerse/gibt-es-nicht');
    expect(missing.statusCode).toBe(404);
    expect(missing.payload).toContain(`nonce="${cspNonce(missing)}"`);
    expect((await get('/job-boerse/1')).headers.location).toBe('/job-boerse/1-koch');
    expect(renderer.inputs).toHaveLength(8);

    renderer.failWith(new Error('render failed'));
    const failed = await get('/');
    expect(failed.statusCode).toBe(500);
    expect(failed.headers['cache-control']).toBe('no-store');
    expect(failed.headers['x-robots-tag']).toBe('noindex');
    expect(failed.payload).toContain('<html lang="de" dir="ltr">');
    const inArabic = await get('/', { cookie: 'lang=ar' });
    expect(inArabic.payload).toContain('<html lang="ar" dir="rtl">');
    expect(inArabic.payload).toContain('<a href="/?locale=ar">');
  });

  it('keys a page on the parameters its route reads, in any order, and leaves every other one out of key and render', async () => {
    const faq = [
      await get('/faq?utm_source=n1'),
      await get('/faq?utm_source=n2&fbclid=x'),
      await get('/faq?gclid=y&mc_cid=z&unbekannt=1&locale=klingonisch'),
      await get('/faq'),
    ];
    expect(faq.map((response) => [response.statusCode, response.headers['x-cache']])).toEqual([[200, 'MISS'], [200, 'HIT'], [200, 'HIT'], [200, 'HIT']]);
    expect(body(faq[1])).not.toContain('utm_source');
    const board = [
      await get('/job-boerse?q=koch&kategorie=3&utm_source=n1'),
      await get('/job-boerse?kategorie=3&utm_medium=mail&q=koch'),
      await get('/job-boerse?q=koch&kategorie=4'),
      await get('/job-boerse?q=koch&kategorie=4&locale=en'),
    ];
    expect(board.map((response) => response.headers['x-cache'])).toEqual(['MISS', 'HIT', 'MISS', 'MISS']);
    expect(renderer.inputs.map((input) => input.url)).toEqual([
      'https://site.test/faq',
      'https://site.test/job-boerse?kategorie=3&q=koch',
      'https://site.test/job-boerse?kategorie=4&q=koch',
      'https://site.test/job-boerse?kategorie=4&locale=en&q=koch',
    ]);
  });

  it('puts the parameters the key left out back on a redirect, for the page the visitor lands on', async () => {
    const moved = await get('/job-boerse/1?utm_source=n1&locale=en');
    expect(moved.statusCode).toBe(301);
    expect(renderer.inputs[0].url).toBe('https://site.test/job-boerse/1?locale=en');
    expect(moved.headers.location).toBe('/job-boerse/1-koch?utm_source=n1');
  });

  it('answers every unknown path with the not-found page of its kind, rendered once per language and text size, 404 and noindex', async () => {
    const unknown = [
      await get('/gibt-es-nicht-1?utm_source=n1'),
      await get('/gibt-es-nicht-2'),
      await get('/Gibt-Es-Nicht'),
      await get('/gibt-es-nicht-3?locale=en'),
      await get('/gibt-es-nicht-4', { cookie: 'textSize=120' }),
      await get('/gibt/es/nicht'),
      await get('/arbeitgebende/gibt-es-nicht'),
      await get('/arbeitgebende/gibt-es-auch-nicht'),
    ];
    expect(unknown.map((response) => [response.statusCode, response.headers['x-cache'], response.headers['x-robots-tag']])).toEqual([
      [404, 'MISS', 'noindex'],
      [404, 'HIT', 'noindex'],
      [404, 'HIT', 'noindex'],
      [404, 'MISS', 'noindex'],
      [404, 'MISS', 'noindex'],
      [404, 'MISS', 'noindex'],
      [404, 'MISS', 'noindex'],
      [404, 'HIT', 'noindex'],
    ]);
    expect(unknown.some((response) => body(response).includes('gibt-es'))).toBe(false);
    expect((await get('/ankommen-in-berlin')).statusCode).toBe(200);
    expect(renderer.inputs.map((input) => [input.url, input.locale, input.cookies['textSize']])).toEqual([
      [`https://site.test${NOT_FOUND_RENDER_PATHS.editorPage}`, 'de', '100'],
      [`https://site.test${NOT_FOUND_RENDER_PATHS.editorPage}?locale=en`, 'en', '100'],
      [`https://site.test${NOT_FOUND_RENDER_PATHS.editorPage}`, 'de', '120'],
      [`https://site.test${NOT_FOUND_RENDER_PATHS.jobseekers}`, 'de', '100'],
      [`https://site.test${NOT_FOUND_RENDER_PATHS.employers}`, 'de', '100'],
      ['https://site.test/ankommen-in-berlin', 'de', '100'],
    ]);
    // The editors' slugs are read once, in every language.
    expect(cms.state.slugLists).toBe(4);
  });

  it('drops the shared not-found page when what it shows changes, and knows a new editor page at once', async () => {
    const webhook = (uid: string) =>
      app.inject({ method: 'POST', url: '/api/cms-webhook', headers: { [WEBHOOK_SECRET_HEADER]: WEBHOOK_SECRET }, payload: { event: 'entry.publish', uid, entry: { locale: 'de' } } });
    await get('/gibt-es-nicht-1');
    expect((await get('/gibt-es-nicht-2')).headers['x-cache']).toBe('HIT');
    cms.state.footer = 2;
    expect((await webhook('api::footer.footer')).statusCode).toBeLessThan(300);
    const changed = await get('/gibt-es-nicht-3');
    expect([changed.statusCode, changed.headers['x-cache']]).toEqual([404, 'MISS']);
    expect(body(changed)).toContain('Fußzeile 2');

    cms.state.editorPageSlugs.push('neu');
    expect((await webhook('api::seite.seite')).statusCode).toBeLessThan(300);
    expect((await get('/neu')).statusCode).toBe(200);
  });

  it('renders for itself a request with credentials', async () => {
    const response = await get('/', { authorization: 'Basic cHJldmlldzpwcmV2aWV3', cookie: 'lang=tr; preview=1' });
    expect(response.headers['x-cache']).toBe('BYPASS');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(renderer.inputs[0]).toMatchObject({ locale: 'tr', cookies: { lang: 'tr', preview: '1' } });
    expect(response.payload).toContain(`nonce="${cspNonce(response)}"`);
  });

  it('forgets the least recently used pages beyond PAGE_CACHE_MAX_ENTRIES', async () => {
    await app.close();
    await start({ PAGE_CACHE_MAX_ENTRIES: '2' });
    for (const url of ['/a', '/b', '/c', '/a']) {
      await get(url);
    }
    expect(renderer.inputs.map((input) => new URL(input.url).pathname)).toEqual(['/a', '/b', '/c', '/a']);
  });

  it('renders every page when the CMS cache is off', async () => {
    await app.close();
    await start({ CMS_CACHE_SECONDS: '0' });
    const responses = [await get('/'), await get('/')];
    expect(responses.map((response) => response.headers['x-cache'])).toEqual(['BYPASS', 'BYPASS']);
    expect(responses[1].headers['cache-control']).toBe('no-cache');
    expect(renderer.inputs).toHaveLength(2);
  });

  it('logs a failed or slow request, not every request', async () => {
    await app.close();
    const lines: string[] = [];
    const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'https://site.test', APPS_DIST_DIR: publicDir });
    app = await buildGateway({
      config,
      renderers: { jobseekers: renderer.render, employers: renderer.render },
      publicDir,
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
      now: () => clock.now,
    });
    await app.ready();

    expect((await get('/')).statusCode).toBe(200);
    expect(lines.filter((line) => line.includes('"url":"/"'))).toEqual([]);
    renderer.failWith(new Error('render broke'));
    expect((await get('/ueber-uns')).statusCode).toBe(500);
    const failed = lines.map((line) => JSON.parse(line) as { msg: string; url?: string; statusCode?: number }).filter((entry) => entry.msg === 'request failed');
    expect(failed).toEqual([expect.objectContaining({ url: '/ueber-uns', statusCode: 500 })]);
  });
});

