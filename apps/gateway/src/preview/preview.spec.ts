import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RenderInput, RenderResult } from '@jobpoint/app-shell/server';
import { loadConfig } from '../lib/config';
import { buildGateway } from '../app/gateway';
import type { PageRenderer } from '../lib/page-renderer';
import { WRONG_SECRET_LIMIT } from '../lib/secret-guard';
import { describeWithPostgres, startTemporaryPostgres, type TemporaryPostgres } from '../mailing/testing/temporary-postgres';
import { GatewayMetrics } from '../metrics/gateway-metrics';
import { PREVIEW_COOKIE, PREVIEW_VIEW_COOKIE } from './preview-plugin';
import { PREVIEW_MAX_MS, PreviewSessions, previewCookieKey, readPreviewCookie, signedPreviewCookie } from './preview-sessions';

const SECRET = 'preview-secret-of-the-tests';
const HOUR_MS = 60 * 60 * 1000;

const renderer =
  (kind: 'live' | 'preview', rendered: { kind: 'live' | 'preview'; input: RenderInput }[] = []): PageRenderer =>
  async (input): Promise<RenderResult> => {
    rendered.push({ kind, input });
    return { kind: 'html', status: 200, html: `<!DOCTYPE html><html><body><p>${kind}</p></body></html>` };
  };

/** A gateway with the preview's two kinds of render, as far as this spec looks at it. */
async function startGateway(
  publicDir: string,
  { env = {}, sharedDatabaseUrl, metrics, rendered }: { env?: Record<string, string>; sharedDatabaseUrl?: string; metrics?: GatewayMetrics; rendered?: { kind: 'live' | 'preview'; input: RenderInput }[] } = {},
): Promise<FastifyInstance> {
  const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'https://site.test', APPS_DIST_DIR: publicDir, PREVIEW_SECRET: SECRET, ...env });
  const app = await buildGateway({
    config,
    renderers: { jobseekers: renderer('live', rendered), employers: renderer('live', rendered) },
    previewRenderers: { jobseekers: renderer('preview', rendered), employers: renderer('preview', rendered) },
    sharedDatabaseUrl,
    publicDir,
    logger: false,
    metrics,
  });
  await app.ready();
  return app;
}

const get = (app: FastifyInstance, url: string, cookie?: string) => app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const cookieOf = (response: LightMyRequestResponse, name: string) => {
  const cookie = response.cookies.find((each) => each.name === name);
  return cookie ? `${cookie.name}=${cookie.value}` : undefined;
};
const previewCookie = (response: LightMyRequestResponse) => cookieOf(response, PREVIEW_COOKIE);
const startPreview = async (app: FastifyInstance, url = '/ratgeber/lebenslauf?locale=en') => {
  const response = await get(app, `/api/preview?secret=${SECRET}&url=${encodeURIComponent(url)}&status=draft`);
  return { response, cookie: previewCookie(response) as string };
};
/** What a page shows with a cookie: `preview` or `live`. */
const seenWith = async (app: FastifyInstance, cookie: string) => /<p>(\w+)<\/p>/.exec((await get(app, '/ueber-uns', cookie)).payload)?.[1];

/** A page of an editor's preview, for that browser alone, not indexed, framed by the CMS admin only. */
function expectPreviewPage(page: LightMyRequestResponse, shown: 'live' | 'preview'): void {
  expect(page.statusCode).toBe(200);
  expect(page.payload).toContain(`<p>${shown}</p>`);
  expect(page.headers['cache-control']).toBe('private, no-store');
  expect(page.headers['x-robots-tag']).toBe('noindex');
  expect(page.headers['x-cache']).toBe('BYPASS');
  expect(page.headers['x-frame-options']).toBeUndefined();
  expect(page.headers['content-security-policy']).toMatch(/; frame-ancestors 'self' https:\/\/cms\.site\.test$/);
}

describe('an editor’s preview', () => {
  let app: FastifyInstance;
  let publicDir: string;
  let cms: Server;
  const rendered: { kind: 'live' | 'preview'; input: RenderInput }[] = [];
  const cmsRequests: { url: string; authorization: string | null }[] = [];

  beforeAll(async () => {
    publicDir = mkdtempSync(path.join(tmpdir(), 'jobpoint-gateway-'));
    // The CMS, as far as the forwarder sees it: it answers every request and notes how it was asked.
    cms = createServer((request, response) => {
      cmsRequests.push({ url: request.url ?? '', authorization: request.headers.authorization ?? null });
      response.setHeader('content-type', 'application/json');
      response.end('{"data":{"title":"x"}}');
    });
    await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve));
    app = await startGateway(publicDir, {
      rendered,
      env: {
        CMS_PREVIEW_TOKEN: 'drafts-token',
        CMS_API_TOKEN: 'read-token',
        CMS_ADMIN_URL: 'https://cms.site.test/admin',
        CMS_URL: `http://127.0.0.1:${(cms.address() as AddressInfo).port}`,
      },
    });
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

  it('starts with the CMS’s link: a signed, HttpOnly, SameSite=Lax cookie and the page it names', async () => {
    const { response } = await startPreview(app);
    expect(response.statusCode).toBe(307);
    expect(response.headers.location).toBe('/ratgeber/lebenslauf?locale=en');
    expect(response.headers['cache-control']).toBe('no-store');
    const cookie = response.cookies.find((each) => each.name === PREVIEW_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true, path: '/', maxAge: PREVIEW_MAX_MS / 1000 });
    expect(cookie?.value).toMatch(/^1\.[A-Za-z0-9_-]{22}\.\d{13}\.\d{13}\.[A-Za-z0-9_-]{43}$/);
  });

  it('refuses a wrong secret with 401 and an address of another site with 400, setting nothing', async () => {
    const wrong = await get(app, '/api/preview?secret=falsch&url=%2F&status=draft');
    expect(wrong.statusCode).toBe(401);
    expect(previewCookie(wrong)).toBeUndefined();
    for (const url of ['https://evil.test/', '//evil.test/x', '/\\evil.test', 'ratgeber', '/api/preview/exit']) {
      const response = await get(app, `/api/preview?secret=${SECRET}&url=${encodeURIComponent(url)}&status=draft`);
      expect([url, response.statusCode, previewCookie(response)]).toEqual([url, 400, undefined]);
    }
    expect((await get(app, `/api/preview?secret=${SECRET}&url=%2F&status=egal`)).statusCode).toBe(400);
  });

  it('renders pages from drafts for that browser only: private, not indexed, never shared, framed by the CMS admin only', async () => {
    const { cookie } = await startPreview(app);
    expectPreviewPage(await get(app, '/ueber-uns', cookie), 'preview');

    const visitor = await get(app, '/ueber-uns');
    expect(visitor.payload).toContain('<p>live</p>');
    expect(visitor.headers['x-cache']).toBe('MISS');
    expect(visitor.headers['x-frame-options']).toBe('DENY');
    expect(visitor.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // The preview's render went to no cache: the visitor's page was rendered for the visitor.
    expect(rendered.map(({ kind }) => kind)).toEqual(['preview', 'live']);
  });

  it('lets the preview’s browser read drafts through /cms with the drafts token, and nobody else', async () => {
    const { cookie } = await startPreview(app);
    const draft = await get(app, '/cms/api/uberuns?locale=de', cookie);
    expect(draft.statusCode).toBe(200);
    expect(draft.headers['cache-control']).toBe('private, no-store');
    expect(cmsRequests.at(-1)).toEqual({ url: expect.stringContaining('status=draft'), authorization: 'Bearer drafts-token' });

    const visitor = await get(app, '/cms/api/uberuns?locale=de&status=draft&publicationState=preview');
    expect(visitor.statusCode).toBe(200);
    expect(visitor.headers['cache-control']).toContain('public');
    expect(visitor.headers['vary']).toContain('Cookie');
    expect(cmsRequests.at(-1)?.url).not.toMatch(/status|publicationState/);
    expect(cmsRequests.at(-1)?.authorization).toBe('Bearer read-token');
  });

  it('ends with /api/preview/exit, back on the page, and with the CMS’s link for the published version', async () => {
    const exit = await get(app, '/api/preview/exit?url=%2Fueber-uns%3Flocale%3Dar');
    expect(exit.statusCode).toBe(303);
    expect(exit.headers.location).toBe('/ueber-uns?locale=ar');
    for (const name of [PREVIEW_COOKIE, PREVIEW_VIEW_COOKIE]) {
      expect(exit.cookies.find((each) => each.name === name)).toMatchObject({ value: '', maxAge: 0 });
    }
    expect((await get(app, '/api/preview/exit?url=https%3A%2F%2Fevil.test')).headers.location).toBe('/');
  });

  it('shows the published version in the CMS admin’s frame with the CMS’s link for it, and the drafts again with the link for them', async () => {
    const { cookie } = await startPreview(app);
    const published = await get(app, `/api/preview?secret=${SECRET}&url=%2Fueber-uns%3Flocale%3Dar&status=published`, cookie);
    expect(published.statusCode).toBe(307);
    expect(published.headers.location).toBe('/ueber-uns?locale=ar');
    expect(published.headers['cache-control']).toBe('no-store');
    // The editor's preview goes on: its cookie stays as it is, a second one says which version is shown.
    expect(previewCookie(published)).toBeUndefined();
    expect(published.cookies.find((each) => each.name === PREVIEW_VIEW_COOKIE)).toMatchObject({ value: 'published', httpOnly: true, sameSite: 'Lax', path: '/' });
    const bothCookies = `${cookie}; ${cookieOf(published, PREVIEW_VIEW_COOKIE)}`;

    expectPreviewPage(await get(app, '/ueber-uns?locale=ar', bothCookies), 'live');
    expect(rendered.map(({ kind }) => kind)).toEqual(['live']);

    await get(app, '/cms/api/uberuns?locale=ar', bothCookies);
    expect(cmsRequests.at(-1)?.url).not.toContain('status=draft');
    expect(cmsRequests.at(-1)?.authorization).toBe('Bearer read-token');

    const drafts = await get(app, `/api/preview?secret=${SECRET}&url=%2Fueber-uns%3Flocale%3Dar&status=draft`, bothCookies);
    expect(drafts.cookies.find((each) => each.name === PREVIEW_VIEW_COOKIE)).toMatchObject({ value: '', maxAge: 0 });
    expect(await seenWith(app, previewCookie(drafts) as string)).toBe('preview');
    expect(await seenWith(app, cookie)).toBe('preview');
  });

  it('starts a preview with the CMS’s link for the published version when there is none, so the admin may frame it', async () => {
    const published = await get(app, `/api/preview?secret=${SECRET}&url=%2Fueber-uns&status=published`);
    expect(published.statusCode).toBe(307);
    const bothCookies = `${previewCookie(published)}; ${cookieOf(published, PREVIEW_VIEW_COOKIE)}`;
    expectPreviewPage(await get(app, '/ueber-uns', bothCookies), 'live');
  });

  it('is no preview for the published version’s cookie alone: the page as every visitor gets it, framed by no one', async () => {
    const page = await get(app, '/ueber-uns', `${PREVIEW_VIEW_COOKIE}=published`);
    expect(page.payload).toContain('<p>live</p>');
    expect(page.headers['cache-control']).not.toContain('no-store');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});

/** A cookie of the format before this one: its end, signed with the link's secret as @fastify/cookie did. */
const oldFormatCookie = (expiry: string) => `${expiry}.${createHmac('sha256', SECRET).update(expiry).digest('base64').replace(/=+$/, '')}`;
const ticketId = () => randomBytes(16).toString('base64url');

describe('the preview, tried as an attacker would', () => {
  let app: FastifyInstance;
  let publicDir: string;
  let metrics: GatewayMetrics;
  const refusals = async () =>
    Object.fromEntries((await metrics.secretRefusals.get()).values.map(({ labels, value }) => [`${labels.endpoint} ${labels.reason}`, value]));

  beforeAll(async () => {
    publicDir = mkdtempSync(path.join(tmpdir(), 'jobpoint-gateway-'));
    metrics = new GatewayMetrics({ defaultMetrics: false });
    app = await startGateway(publicDir, { metrics });
  });

  afterAll(async () => {
    await app.close();
    rmSync(publicDir, { recursive: true, force: true });
  });

  it.each([
    '/.//evil.test',
    '/..//evil.test',
    '/%2e//evil.test',
    '/.%2F%2Fevil.test',
    '/.%252F%252Fevil.test',
    '%2F%5Cevil.test',
    '%2F%09%2Fevil.test',
    '%2F%0A%2Fevil.test',
    '%EF%BC%8F%EF%BC%8Fevil.test',
    '%2F%2Fevil.test',
    'https%3A%2F%2Fevil.test',
    '%2Fapi%2Fpreview%2Fexit',
  ])('leads nowhere but this site for url=%s', async (url) => {
    const exit = await get(app, `/api/preview/exit?url=${url}`);
    expect([exit.statusCode, exit.headers.location]).toEqual([303, '/']);
    const start = await get(app, `/api/preview?secret=${SECRET}&url=${url}&status=draft`);
    expect([start.statusCode, start.headers.location, previewCookie(start)]).toEqual([400, undefined, undefined]);
  });

  it('limits wrong secrets per client address, never the right one, and counts the refusals', async () => {
    const link = (secret: string, remoteAddress: string) =>
      app.inject({ method: 'GET', url: `/api/preview?secret=${secret}&url=%2F`, remoteAddress });
    for (let attempt = 0; attempt < WRONG_SECRET_LIMIT.max; attempt += 1) {
      expect((await link(`falsch-${attempt}`, '203.0.113.9')).statusCode).toBe(401);
    }
    const limited = await link('falsch', '203.0.113.9');
    expect(limited.statusCode).toBe(429);
    expect(previewCookie(limited)).toBeUndefined();
    expect((await link('falsch', '203.0.113.10')).statusCode).toBe(401);
    expect((await link(SECRET, '203.0.113.9')).statusCode).toBe(307);
    expect(await refusals()).toEqual({
      'preview wrong_secret': WRONG_SECRET_LIMIT.max + 1,
      'preview rate_limited': 1,
      'cms-webhook wrong_secret': 0,
      'cms-webhook rate_limited': 0,
    });
  });

  it('is not a preview for a cookie it did not issue: forged, of the old format, of another key, or malformed, and never an error', async () => {
    const key = previewCookieKey(SECRET);
    const { cookie } = await startPreview(app);
    const genuine = cookie.slice(PREVIEW_COOKIE.length + 1);
    const [format, id, issuedAt, , mac] = genuine.split('.');
    const now = Date.now();
    const forged = [
      oldFormatCookie('Infinity'),
      oldFormatCookie('1e400'),
      oldFormatCookie(String(Date.UTC(2100, 0, 1))),
      oldFormatCookie(String(now + HOUR_MS)),
      // Signed with the link's secret itself instead of the key derived from it.
      signedPreviewCookie(Buffer.from(SECRET), { id: ticketId(), issuedAt: now, expiresAt: now + HOUR_MS }),
      // The right key, but a time that is no number of milliseconds.
      signedPreviewCookie(key, { id: ticketId(), issuedAt: now, expiresAt: Number.POSITIVE_INFINITY }),
      signedPreviewCookie(key, { id: ticketId(), issuedAt: now, expiresAt: Number('1e400') }),
      signedPreviewCookie(key, { id: ticketId(), issuedAt: -1, expiresAt: now + HOUR_MS }),
      `${format}.${id}.${issuedAt}.${Date.UTC(2100, 0, 1)}.${mac}`,
      `${format}.${ticketId()}.${issuedAt}.${issuedAt}.${mac}`,
      `2.${id}.${issuedAt}.${issuedAt}.${mac}`,
      `${genuine}.x`,
      '',
      '1',
      '.....',
      '%E0%A4%A',
      '%00',
      '%C3%A9',
      'x'.repeat(4000),
    ];
    for (const value of forged) {
      const page = await get(app, '/ueber-uns', `${PREVIEW_COOKIE}=${value}`);
      expect([value, page.statusCode, /<p>(\w+)<\/p>/.exec(page.payload)?.[1]]).toEqual([value, 200, 'live']);
    }
    expect((await get(app, '/api/preview/exit?url=%2F', `${PREVIEW_COOKIE}=%E0%A4%A`)).statusCode).toBe(303);
    expect(await seenWith(app, cookie)).toBe('preview');
  });

  it('caps a cookie at eight hours from its issue, whatever end it names', async () => {
    const key = previewCookieKey(SECRET);
    const farFuture = Date.UTC(2100, 0, 1);
    const issuedLongAgo = signedPreviewCookie(key, { id: ticketId(), issuedAt: Date.now() - PREVIEW_MAX_MS - 60_000, expiresAt: farFuture });
    expect(await seenWith(app, `${PREVIEW_COOKIE}=${issuedLongAgo}`)).toBe('live');
    const issuedLately = signedPreviewCookie(key, { id: ticketId(), issuedAt: Date.now() - 7 * HOUR_MS, expiresAt: farFuture });
    expect(await seenWith(app, `${PREVIEW_COOKIE}=${issuedLately}`)).toBe('preview');
    expect(readPreviewCookie(key, issuedLately)?.expiresAt).toBe((readPreviewCookie(key, issuedLately)?.issuedAt ?? 0) + PREVIEW_MAX_MS);
  });

  it('lasts eight hours from the CMS’s link, to the millisecond', async () => {
    let now = Date.UTC(2026, 10, 28, 9);
    const sessions = await PreviewSessions.open({ secret: SECRET, location: { file: ':memory:' }, now: () => now });
    try {
      const cookie = sessions.start();
      now += PREVIEW_MAX_MS - 1;
      expect(await sessions.isActive(cookie)).toBe(true);
      now += 1;
      expect(await sessions.isActive(cookie)).toBe(false);
    } finally {
      await sessions.close();
    }
  });

  it('ends for every copy of its cookie with /api/preview/exit, and for no other preview', async () => {
    const { cookie } = await startPreview(app);
    const other = (await startPreview(app)).cookie;
    const exit = await get(app, '/api/preview/exit?url=%2Fueber-uns', cookie);
    expect(exit.statusCode).toBe(303);
    expect(await seenWith(app, cookie)).toBe('live');
    expect(await seenWith(app, other)).toBe('preview');
  });

  it('ends every preview when the secret changes, and holds on every gateway with the same secret', async () => {
    const { cookie } = await startPreview(app);
    const sameSecret = await startGateway(publicDir);
    const newSecret = await startGateway(publicDir, { env: { PREVIEW_SECRET: 'a-new-preview-secret-of-the-tests' } });
    try {
      expect(await seenWith(sameSecret, cookie)).toBe('preview');
      expect(await seenWith(newSecret, cookie)).toBe('live');
    } finally {
      await Promise.all([sameSecret.close(), newSecret.close()]);
    }
  });
});

describeWithPostgres('previews on gateways that share one PostgreSQL database', () => {
  let cluster: TemporaryPostgres;
  let publicDir: string;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    cluster = await startTemporaryPostgres({ label: 'previews' });
    publicDir = mkdtempSync(path.join(tmpdir(), 'jobpoint-gateway-'));
  }, 60_000);

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await cluster?.stop();
    rmSync(publicDir, { recursive: true, force: true });
  });

  it('end on all of them when the editor leaves on one', async () => {
    const databaseUrl = await cluster.createDatabase('site');
    apps.push(...(await Promise.all([startGateway(publicDir, { sharedDatabaseUrl: databaseUrl }), startGateway(publicDir, { sharedDatabaseUrl: databaseUrl })])));
    const [first, second] = apps as [FastifyInstance, FastifyInstance];
    const { cookie } = await startPreview(first);
    expect(await seenWith(second, cookie)).toBe('preview');
    expect((await get(first, '/api/preview/exit?url=%2F', cookie)).statusCode).toBe(303);
    expect(await seenWith(second, cookie)).toBe('live');
    expect(await seenWith(first, cookie)).toBe('live');
  });
});
