import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RenderInput, RenderResult } from '@jobpoint/app-shell/server';
import { loadConfig } from '../lib/config';
import { buildGateway } from '../lib/gateway';
import type { PageRenderer } from '../lib/renderers';
import { PREVIEW_COOKIE, sitePath } from './preview-plugin';

const SECRET = 'preview-secret-of-the-tests';

describe('an editor’s preview', () => {
  let app: FastifyInstance;
  let publicDir: string;
  let cms: Server;
  const rendered: { kind: 'live' | 'preview'; input: RenderInput }[] = [];
  const cmsRequests: { url: string; authorization: string | null }[] = [];

  const renderer =
    (kind: 'live' | 'preview'): PageRenderer =>
    async (input): Promise<RenderResult> => {
      rendered.push({ kind, input });
      return { kind: 'html', status: 200, html: `<!DOCTYPE html><html><body><p>${kind}</p></body></html>` };
    };

  beforeAll(async () => {
    publicDir = mkdtempSync(path.join(tmpdir(), 'jobpoint-gateway-'));
    // The CMS, as far as the forwarder sees it: it answers every request and notes how it was asked.
    cms = createServer((request, response) => {
      cmsRequests.push({ url: request.url ?? '', authorization: request.headers.authorization ?? null });
      response.setHeader('content-type', 'application/json');
      response.end('{"data":{"title":"x"}}');
    });
    await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve));
    const config = loadConfig({
      NODE_ENV: 'test',
      PUBLIC_URL: 'https://site.test',
      APPS_DIST_DIR: publicDir,
      PREVIEW_SECRET: SECRET,
      CMS_PREVIEW_TOKEN: 'drafts-token',
      CMS_API_TOKEN: 'read-token',
      CMS_ADMIN_URL: 'https://cms.site.test/admin',
      CMS_URL: `http://127.0.0.1:${(cms.address() as AddressInfo).port}`,
    });
    app = await buildGateway({
      config,
      renderers: { jobseekers: renderer('live'), employers: renderer('live') },
      previewRenderers: { jobseekers: renderer('preview'), employers: renderer('preview') },
      publicDir,
      logger: false,
    });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => cms.close(resolve));
    rmSync(publicDir, { recursive: true, force: true });
  });

  beforeEach(() => {
    rendered.length = 0;
    cmsRequests.length = 0;
  });

  const get = (url: string, cookie?: string) => app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const previewCookie = (response: LightMyRequestResponse) => {
    const cookie = response.cookies.find((each) => each.name === PREVIEW_COOKIE);
    return cookie ? `${cookie.name}=${cookie.value}` : undefined;
  };
  const startPreview = async (url = '/ratgeber/lebenslauf?locale=en') => {
    const response = await get(`/api/preview?secret=${SECRET}&url=${encodeURIComponent(url)}&status=draft`);
    return { response, cookie: previewCookie(response) as string };
  };

  it('starts with the CMS’s link: a signed, HttpOnly, SameSite=Lax cookie and the page it names', async () => {
    const { response } = await startPreview();
    expect(response.statusCode).toBe(307);
    expect(response.headers.location).toBe('/ratgeber/lebenslauf?locale=en');
    expect(response.headers['cache-control']).toBe('no-store');
    const cookie = response.cookies.find((each) => each.name === PREVIEW_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true, path: '/' });
    expect(cookie?.value).toMatch(/^\d+\.[A-Za-z0-9+/_%-]+$/);
  });

  it('refuses a wrong secret with 401 and an address of another site with 400, setting nothing', async () => {
    const wrong = await get('/api/preview?secret=falsch&url=%2F&status=draft');
    expect(wrong.statusCode).toBe(401);
    expect(previewCookie(wrong)).toBeUndefined();
    for (const url of ['https://evil.test/', '//evil.test/x', '/\\evil.test', 'ratgeber', '/api/preview/exit']) {
      const response = await get(`/api/preview?secret=${SECRET}&url=${encodeURIComponent(url)}&status=draft`);
      expect([url, response.statusCode, previewCookie(response)]).toEqual([url, 400, undefined]);
    }
    expect((await get(`/api/preview?secret=${SECRET}&url=%2F&status=egal`)).statusCode).toBe(400);
  });

  it('renders pages from drafts for that browser only: private, not indexed, never shared, framed by the CMS admin only', async () => {
    const { cookie } = await startPreview();
    const page = await get('/ueber-uns', cookie);
    expect(page.statusCode).toBe(200);
    expect(page.payload).toContain('<p>preview</p>');
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.headers['x-cache']).toBe('BYPASS');
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self' https://cms.site.test");

    const visitor = await get('/ueber-uns');
    expect(visitor.payload).toContain('<p>live</p>');
    expect(visitor.headers['x-cache']).toBe('MISS');
    expect(visitor.headers['x-frame-options']).toBe('DENY');
    expect(visitor.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // The preview's render went to no cache: the visitor's page was rendered for the visitor.
    expect(rendered.map(({ kind }) => kind)).toEqual(['preview', 'live']);
  });

  it('lets the preview’s browser read drafts through /cms with the drafts token, and nobody else', async () => {
    const { cookie } = await startPreview();
    const draft = await get('/cms/api/uberuns?locale=de', cookie);
    expect(draft.statusCode).toBe(200);
    expect(draft.headers['cache-control']).toBe('private, no-store');
    expect(cmsRequests.at(-1)).toEqual({ url: expect.stringContaining('status=draft'), authorization: 'Bearer drafts-token' });

    const visitor = await get('/cms/api/uberuns?locale=de&status=draft&publicationState=preview');
    expect(visitor.statusCode).toBe(200);
    expect(visitor.headers['cache-control']).toContain('public');
    expect(visitor.headers['vary']).toContain('Cookie');
    expect(cmsRequests.at(-1)?.url).not.toMatch(/status|publicationState/);
    expect(cmsRequests.at(-1)?.authorization).toBe('Bearer read-token');
  });

  it('is not started by a cookie the gateway did not sign', async () => {
    const { cookie } = await startPreview();
    const [name, value] = cookie.split('=');
    const forged = `${name}=${String(Date.now() + 3_600_000)}.${value.split('.')[1]}`;
    expect((await get('/ueber-uns', forged)).payload).toContain('<p>live</p>');
    expect((await get('/ueber-uns', `${PREVIEW_COOKIE}=${Date.now() + 3_600_000}`)).payload).toContain('<p>live</p>');
  });

  it('ends with /api/preview/exit, back on the page, and with the CMS’s link for the published version', async () => {
    const exit = await get('/api/preview/exit?url=%2Fueber-uns%3Flocale%3Dar');
    expect(exit.statusCode).toBe(303);
    expect(exit.headers.location).toBe('/ueber-uns?locale=ar');
    expect(exit.cookies.find((each) => each.name === PREVIEW_COOKIE)).toMatchObject({ value: '', maxAge: 0 });
    expect((await get('/api/preview/exit?url=https%3A%2F%2Fevil.test')).headers.location).toBe('/');
    const published = await get(`/api/preview?secret=${SECRET}&url=%2Fueber-uns&status=published`);
    expect(published.statusCode).toBe(307);
    expect(published.cookies.find((each) => each.name === PREVIEW_COOKIE)).toMatchObject({ value: '', maxAge: 0 });
  });
});

describe('sitePath', () => {
  it('keeps the page paths of the site and refuses everything else', () => {
    expect(sitePath('/', 'https://site.test')).toBe('/');
    expect(sitePath('/veranstaltungen/x?locale=tr#a', 'https://site.test')).toBe('/veranstaltungen/x?locale=tr');
    expect(sitePath('/a/../api/cms-webhook', 'https://site.test')).toBeNull();
    expect(sitePath(['/'], 'https://site.test')).toBeNull();
    expect(sitePath('/%0d%0aSet-Cookie:x', 'https://site.test')).toBe('/%0d%0aSet-Cookie:x');
  });
});
