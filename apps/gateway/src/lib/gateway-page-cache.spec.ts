import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { RenderInput, RenderResult } from '@jobpoint/app-shell/server';
import { loadConfig } from './config';
import { buildGateway } from './gateway';
import type { PageRenderer } from './renderers';

/** Stands in for both apps: a page showing what the render was given, with the nonce where the real one puts it. */
function fakeRenderer() {
  const inputs: RenderInput[] = [];
  let respond = (input: RenderInput): RenderResult => {
    const url = new URL(input.url);
    if (url.pathname === '/gibt-es-nicht') return { kind: 'html', status: 404, html: `<p>404</p><script nonce="${input.nonce}"></script>` };
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
  return { render, inputs, failWith: (error: Error) => (respond = () => { throw error; }) };
}

describe('the gateway’s shared page cache', () => {
  let app: FastifyInstance;
  let renderer: ReturnType<typeof fakeRenderer>;
  let clock: { now: number };
  let publicDir: string;

  async function start(env: NodeJS.ProcessEnv = {}) {
    renderer = fakeRenderer();
    clock = { now: 0 };
    const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'https://site.test', APPS_DIST_DIR: publicDir, ...env });
    app = await buildGateway({
      config,
      renderers: { jobseekers: renderer.render, employers: renderer.render },
      publicDir,
      logger: false,
      now: () => clock.now,
    });
    await app.ready();
  }

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
  const body = (response: LightMyRequestResponse) =>
    response.headers['content-encoding'] === 'gzip' ? gunzipSync(response.rawPayload).toString('utf8') : response.payload;
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

  it('gives every response from the cache its own nonce, the one in its CSP header', async () => {
    const responses = [await get('/'), await get('/'), await get('/', { 'accept-encoding': 'gzip, deflate, br' })];
    expect(responses.map((response) => response.headers['x-cache'])).toEqual(['MISS', 'HIT', 'HIT']);
    expect(responses[2].headers['content-encoding']).toBe('gzip');
    const nonces = responses.map((response) => /nonce="([^"]+)"/.exec(body(response))?.[1]);
    expect(new Set(nonces).size).toBe(3);
    responses.forEach((response, index) => expect(cspNonce(response)).toBe(nonces[index]));
  });

  it('lets many visitors arriving at once for a page not yet kept share one render', async () => {
    const responses = await Promise.all(Array.from({ length: 20 }, () => get('/arbeitgebende')));
    expect(renderer.inputs).toHaveLength(1);
    expect(responses.every((response) => response.statusCode === 200 && body(response).includes('render 1'))).toBe(true);
  });

  it('keeps one page per path, query, language and text size, and gives the render nothing else', async () => {
    await get('/job-boerse?page=2', { cookie: 'lang=en; textSize=120; session=private' });
    await get('/job-boerse?page=2', { cookie: 'lang=en; textSize=120; tracking=other' });
    await get('/job-boerse?page=2&locale=en', { cookie: 'textSize=120' });
    await get('/job-boerse?page=2', { cookie: 'lang=ar; textSize=120' });
    await get('/job-boerse?page=2', { cookie: 'lang=en' });
    await get('/job-boerse?page=3', { cookie: 'lang=en; textSize=120' });
    await get('/job-boerse?page=2', { cookie: 'lang=klingonisch' });
    await get('/job-boerse?page=2');
    expect(renderer.inputs.map((input) => [input.url, input.locale, input.cookies])).toEqual([
      ['https://site.test/job-boerse?page=2', 'en', { textSize: '120' }],
      ['https://site.test/job-boerse?page=2&locale=en', 'en', { textSize: '120' }],
      ['https://site.test/job-boerse?page=2', 'ar', { textSize: '120' }],
      ['https://site.test/job-boerse?page=2', 'en', { textSize: '100' }],
      ['https://site.test/job-boerse?page=3', 'en', { textSize: '120' }],
      ['https://site.test/job-boerse?page=2', 'de', { textSize: '100' }],
    ]);
    expect(renderer.inputs.every((input) => Object.keys(input.headers).length === 0)).toBe(true);
  });

  it('never keeps a missing page, a failing one, a redirect or a failed render', async () => {
    for (const url of ['/gibt-es-nicht', '/kaputt', '/job-boerse/1']) {
      const [first, second] = [await get(url), await get(url)];
      expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['MISS', 'MISS']);
      expect(second.headers['cache-control']).toMatch(/^no-(cache|store)$/);
    }
    const missing = await get('/gibt-es-nicht');
    expect(missing.statusCode).toBe(404);
    expect(missing.payload).toContain(`nonce="${cspNonce(missing)}"`);
    expect((await get('/job-boerse/1')).headers.location).toBe('/job-boerse/1-koch');
    expect(renderer.inputs).toHaveLength(8);

    renderer.failWith(new Error('render failed'));
    const failed = await get('/');
    expect(failed.statusCode).toBe(500);
    expect(failed.headers['cache-control']).toBe('no-store');
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

