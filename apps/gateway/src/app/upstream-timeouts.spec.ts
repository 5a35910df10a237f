import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startHangingServer, type HangingServer } from '../testing/hanging-server';
import { loadConfig } from '../lib/config';
import { buildGateway } from './gateway';
import type { PageRenderer } from '../lib/page-renderer';
import { createUpstreamFetch } from '../lib/upstream-fetch';

describe('the gateway’s time limits for its services', () => {
  let hanging: HangingServer;
  let publicDir: string;
  let app: FastifyInstance | undefined;

  beforeEach(async () => {
    hanging = await startHangingServer();
    publicDir = mkdtempSync(path.join(tmpdir(), 'jobpoint-gateway-'));
  });

  afterEach(async () => {
    await app?.close();
    app = undefined;
    await hanging.close();
    rmSync(publicDir, { recursive: true, force: true });
  });

  async function start(render: PageRenderer, env: NodeJS.ProcessEnv = {}) {
    const config = loadConfig({
      NODE_ENV: 'test',
      APPS_DIST_DIR: publicDir,
      CMS_URL: hanging.url,
      JOBS_SERVICE_URL: hanging.url,
      UPSTREAM_TIMEOUT_MS: '300',
      RENDER_TIMEOUT_MS: '600',
      ...env,
    });
    app = await buildGateway({ config, renderers: { jobseekers: render, employers: render }, publicDir, logger: false });
    await app.ready();
    return app;
  }

  const html: PageRenderer = async () => ({ kind: 'html', status: 200, html: '<p>Seite</p>' });

  it.each(['/cms/api/footer?locale=de', '/jobs-api/jobs?page=1'])('answers 504 with a message when the service behind %s hangs', async (url) => {
    const gateway = await start(html);
    const startedAt = Date.now();
    const response = await gateway.inject({ method: 'GET', url });
    expect(Date.now() - startedAt).toBeLessThan(2000);
    expect(response.statusCode).toBe(504);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ message: 'The service did not answer in time.' });
  });

  it('answers 502 when the service refuses the connection', async () => {
    const closed = await startHangingServer();
    await closed.close();
    const gateway = await start(html, { JOBS_SERVICE_URL: closed.url });
    const response = await gateway.inject({ method: 'GET', url: '/jobs-api/jobs' });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ message: 'The service is not reachable.' });
  });

  it('answers a render that does not finish in time with the 504 page, not a hanging socket', async () => {
    const never: PageRenderer = () => new Promise(() => undefined);
    for (const cache of ['0', '10']) {
      const gateway = await start(never, { PAGE_CACHE_SECONDS: cache, CMS_CACHE_SECONDS: '60' });
      const startedAt = Date.now();
      const response = await gateway.inject({ method: 'GET', url: '/job-boerse' });
      expect(Date.now() - startedAt).toBeLessThan(2000);
      expect(response.statusCode).toBe(504);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.payload).toContain('Diese Seite ist gerade nicht verfügbar');
      const inArabic = await gateway.inject({ method: 'GET', url: '/job-boerse?locale=ar' });
      expect(inArabic.statusCode).toBe(504);
      expect(inArabic.payload).toMatch(/<html lang="ar" dir="rtl">[\s\S]*هذه الصفحة غير متاحة حاليًا/);
      await gateway.close();
      app = undefined;
    }
  });

  it('gives up a request that hangs after the time limit, and keeps a caller’s own signal', async () => {
    const upstreamFetch = createUpstreamFetch(200);
    await expect(upstreamFetch(hanging.url)).rejects.toMatchObject({ name: 'TimeoutError' });
    const caller = new AbortController();
    const pending = upstreamFetch(hanging.url, { signal: caller.signal });
    caller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('createUpstreamFetch', () => {
  const closedUnder = () => Object.assign(new TypeError('fetch failed'), { cause: { code: 'UND_ERR_SOCKET' } });
  const refused = () => Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });

  it('sends a GET again, at most twice, when the service closed the reused connection under it', async () => {
    const fetchImpl = jest
      .fn<Promise<Response>, Parameters<typeof fetch>>()
      .mockRejectedValueOnce(closedUnder())
      .mockRejectedValueOnce(closedUnder())
      .mockResolvedValueOnce(new Response('ok'));
    const response = await createUpstreamFetch(1000, fetchImpl)('http://service.test/a');
    expect(await response.text()).toBe('ok');
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    const alwaysClosed = jest.fn<Promise<Response>, Parameters<typeof fetch>>().mockRejectedValue(closedUnder());
    await expect(createUpstreamFetch(1000, alwaysClosed)('http://service.test/a')).rejects.toThrow('fetch failed');
    expect(alwaysClosed).toHaveBeenCalledTimes(3);
  });

  it('does not try again when the service refuses the connection, or for a POST', async () => {
    const down = jest.fn<Promise<Response>, Parameters<typeof fetch>>().mockRejectedValue(refused());
    await expect(createUpstreamFetch(1000, down)('http://service.test/a')).rejects.toThrow('fetch failed');
    expect(down).toHaveBeenCalledTimes(1);
    const post = jest.fn<Promise<Response>, Parameters<typeof fetch>>().mockRejectedValue(closedUnder());
    await expect(createUpstreamFetch(1000, post)('http://service.test/a', { method: 'POST' })).rejects.toThrow('fetch failed');
    expect(post).toHaveBeenCalledTimes(1);
  });
});

describe('the /cms forwarder', () => {
  it('asks for content through the shared CMS fetch and for uploads directly', async () => {
    const publicDir = mkdtempSync(path.join(tmpdir(), 'jobpoint-gateway-'));
    const cmsFetch = jest.fn<Promise<Response>, Parameters<typeof fetch>>().mockResolvedValue(Response.json({ data: { id: 1 } }));
    const render: PageRenderer = async () => ({ kind: 'html', status: 200, html: '' });
    const config = loadConfig({ NODE_ENV: 'test', APPS_DIST_DIR: publicDir, CMS_URL: 'http://127.0.0.1:9' });
    const app = await buildGateway({ config, renderers: { jobseekers: render, employers: render }, cmsAnswers: { fetch: cmsFetch, drop: () => undefined }, publicDir, logger: false });
    try {
      const content = await app.inject({ method: 'GET', url: '/cms/api/footer?locale=de' });
      expect(content.statusCode).toBe(200);
      expect(cmsFetch).toHaveBeenCalledWith('http://127.0.0.1:9/api/footer?locale=de', expect.anything());
      const upload = await app.inject({ method: 'GET', url: '/cms/uploads/bild.png' });
      expect(upload.statusCode).toBe(502);
      expect(cmsFetch).toHaveBeenCalledTimes(1);
    } finally {
      await app.close();
      rmSync(publicDir, { recursive: true, force: true });
    }
  });
});
