import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../lib/config';
import { buildGateway } from '../app/gateway';
import type { PageRenderer } from '../lib/page-renderer';
import { createSharedFetchCache } from '../lib/shared-fetch-cache';
import { WRONG_SECRET_LIMIT } from '../lib/secret-guard';
import { describeWithPostgres, startTemporaryPostgres, type TemporaryPostgres } from '../mailing/testing/temporary-postgres';
import { GatewayMetrics } from '../metrics/gateway-metrics';
import { recordingCmsReads } from './cms-reads';
import { WEBHOOK_BODY_LIMIT, WEBHOOK_SECRET_HEADER } from './content-change-plugin';

const SECRET = 'webhook-secret-of-the-tests';

/** The CMS as the gateway's caches see it: one page's content, whose version the test moves. */
function contentService() {
  const state = { version: 1, requests: 0 };
  const fetchImpl = (async () => {
    state.requests += 1;
    return Response.json({ data: { title: `Fassung ${state.version}` } });
  }) as unknown as typeof fetch;
  return { state, fetchImpl };
}

/** A gateway whose pages show what they read of the CMS, through the shared answers as in production. */
async function startGateway(
  publicDir: string,
  cms: ReturnType<typeof contentService>,
  { sharedDatabaseUrl, metrics, env = {} }: { sharedDatabaseUrl?: string; metrics?: GatewayMetrics; env?: Record<string, string> } = {},
): Promise<FastifyInstance> {
  const config = loadConfig({ NODE_ENV: 'test', APPS_DIST_DIR: publicDir, CMS_WEBHOOK_SECRET: SECRET, ...env });
  const cmsAnswers = createSharedFetchCache({ ttlMs: 60_000, maxEntries: 100, fetchImpl: cms.fetchImpl });
  const read = recordingCmsReads(cmsAnswers.fetch);
  const render: PageRenderer = async ({ url, locale }) => {
    const endpoint = new URL(url).pathname === '/faq' ? 'faq' : 'uberuns';
    const content = (await (await read(`http://cms.test/api/${endpoint}?locale=${locale}`)).json()) as { data: { title: string } };
    const navigation = await read('http://cms.test/api/navigation/render/38?type=TREE');
    return { kind: 'html', status: 200, html: `<p>${content.data.title}</p><nav>${navigation.status}</nav>` };
  };
  const app = await buildGateway({ config, renderers: { jobseekers: render, employers: render }, cmsAnswers, sharedDatabaseUrl, publicDir, logger: false, metrics });
  await app.ready();
  return app;
}

const webhook = (app: FastifyInstance, body: unknown, secret = SECRET) =>
  app.inject({ method: 'POST', url: '/api/cms-webhook', headers: { [WEBHOOK_SECRET_HEADER]: secret }, payload: body as object });

const page = async (app: FastifyInstance, url: string) => {
  const response = await app.inject({ method: 'GET', url });
  return [/<p>(.*?)<\/p>/.exec(response.payload)?.[1], response.headers['x-cache']];
};

describe('the CMS webhook', () => {
  let publicDir: string;
  let app: FastifyInstance;
  let cms: ReturnType<typeof contentService>;

  beforeEach(async () => {
    publicDir = mkdtempSync(path.join(tmpdir(), 'jobpoint-gateway-'));
    cms = contentService();
    app = await startGateway(publicDir, cms);
  });

  afterEach(async () => {
    await app.close();
    rmSync(publicDir, { recursive: true, force: true });
  });

  it('refuses a call without the secret and changes nothing', async () => {
    await page(app, '/ueber-uns');
    cms.state.version = 2;
    expect((await webhook(app, { event: 'entry.publish', uid: 'api::uberuns.uberuns' }, 'falsch')).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/cms-webhook', payload: {} })).statusCode).toBe(401);
    expect(await page(app, '/ueber-uns')).toEqual(['Fassung 1', 'HIT']);
  });

  it('drops the pages and CMS answers a published entry touches, in its language, and keeps the rest', async () => {
    await page(app, '/ueber-uns');
    await page(app, '/ueber-uns?locale=en');
    await page(app, '/faq');
    cms.state.version = 2;
    expect(await page(app, '/ueber-uns')).toEqual(['Fassung 1', 'HIT']);

    const published = await webhook(app, { event: 'entry.publish', model: 'uberuns', uid: 'api::uberuns.uberuns', entry: { id: 1, locale: 'de' } });
    expect(published.statusCode).toBe(204);
    expect(await page(app, '/ueber-uns')).toEqual(['Fassung 2', 'MISS']);
    expect(await page(app, '/ueber-uns?locale=en')).toEqual(['Fassung 1', 'HIT']);
    expect(await page(app, '/faq')).toEqual(['Fassung 1', 'HIT']);
  });

  it('drops every page for a change it cannot place: a file, the navigation', async () => {
    await page(app, '/ueber-uns');
    await page(app, '/faq');
    cms.state.version = 2;
    await webhook(app, { event: 'entry.update', uid: 'plugin::navigation.navigation-item', entry: { id: 7 } });
    expect(await page(app, '/ueber-uns')).toEqual(['Fassung 1', 'MISS']);
    cms.state.version = 3;
    expect((await webhook(app, { event: 'media.update', media: { id: 2 } })).statusCode).toBe(204);
    expect(await page(app, '/faq')).toEqual(['Fassung 3', 'MISS']);
  });
});

describe('the CMS webhook, tried as an attacker would', () => {
  let publicDir: string;
  let app: FastifyInstance;
  let cms: ReturnType<typeof contentService>;
  let metrics: GatewayMetrics;

  const refusals = async () =>
    Object.fromEntries((await metrics.secretRefusals.get()).values.map(({ labels, value }) => [`${labels.endpoint} ${labels.reason}`, value]));

  beforeEach(async () => {
    publicDir = mkdtempSync(path.join(tmpdir(), 'jobpoint-gateway-'));
    cms = contentService();
    metrics = new GatewayMetrics({ defaultMetrics: false });
    app = await startGateway(publicDir, cms, { metrics });
  });

  afterEach(async () => {
    await app.close();
    rmSync(publicDir, { recursive: true, force: true });
  });

  it('checks the secret before the body: a wrong one gets 401 while a large body is still on its way', async () => {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const announced = 5 * 1024 * 1024;
    const answer = await new Promise<{ status: number | undefined; sent: number }>((resolve, reject) => {
      const call = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/cms-webhook',
          headers: { 'content-type': 'application/json', 'content-length': announced, [WEBHOOK_SECRET_HEADER]: 'falsch' },
        },
        (response) => {
          resolve({ status: response.statusCode, sent: call.socket?.bytesWritten ?? announced });
          call.destroy();
        },
      );
      call.on('error', reject);
      // A part of the body only: a gateway that waited for all of it would never answer.
      call.write(`{"event":"entry.publish","uid":"api::uberuns.uberuns","entry":{"text":"${'x'.repeat(64 * 1024)}`);
    });
    expect(answer.status).toBe(401);
    expect(answer.sent).toBeLessThan(announced);
  });

  it('answers a body over the limit 401 without the secret and 413 with it: the limit is only reached past the check', async () => {
    const large = { event: 'entry.publish', uid: 'api::uberuns.uberuns', entry: { text: 'x'.repeat(WEBHOOK_BODY_LIMIT) } };
    expect((await webhook(app, large, 'falsch')).statusCode).toBe(401);
    expect((await webhook(app, large)).statusCode).toBe(413);
  });

  it('refuses a body that names nothing the gateway knows with 400, and drops nothing', async () => {
    await page(app, '/ueber-uns');
    cms.state.version = 2;
    const json = (payload?: string) =>
      app.inject({ method: 'POST', url: '/api/cms-webhook', headers: { [WEBHOOK_SECRET_HEADER]: SECRET, 'content-type': 'application/json' }, payload });
    for (const body of [{ event: 'entry.publish', uid: 'api::neu.neu', entry: { locale: 'de' } }, { uid: 'api::uberuns.uberuns' }, {}, 'text', [], null]) {
      expect([body, (await json(JSON.stringify(body))).statusCode]).toEqual([body, 400]);
    }
    expect((await json('')).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/api/cms-webhook', headers: { [WEBHOOK_SECRET_HEADER]: SECRET } })).statusCode).toBe(400);
    expect(await page(app, '/ueber-uns')).toEqual(['Fassung 1', 'HIT']);
  });

  it('limits wrong secrets per client address, never the right one, and counts the refusals', async () => {
    expect(await refusals()).toEqual({ 'cms-webhook wrong_secret': 0, 'cms-webhook rate_limited': 0, 'preview wrong_secret': 0, 'preview rate_limited': 0 });
    const tries = (remoteAddress: string, secret: string) =>
      app.inject({ method: 'POST', url: '/api/cms-webhook', remoteAddress, headers: { [WEBHOOK_SECRET_HEADER]: secret }, payload: {} });
    for (let attempt = 0; attempt < WRONG_SECRET_LIMIT.max; attempt += 1) {
      expect((await tries('203.0.113.7', `falsch-${attempt}`)).statusCode).toBe(401);
    }
    const limited = await tries('203.0.113.7', 'falsch');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await tries('203.0.113.8', 'falsch')).statusCode).toBe(401);
    // The CMS behind the same address is still heard.
    const published = await app.inject({
      method: 'POST',
      url: '/api/cms-webhook',
      remoteAddress: '203.0.113.7',
      headers: { [WEBHOOK_SECRET_HEADER]: SECRET },
      payload: { event: 'entry.publish', uid: 'api::uberuns.uberuns', entry: { locale: 'de' } },
    });
    expect(published.statusCode).toBe(204);
    expect(await refusals()).toMatchObject({ 'cms-webhook wrong_secret': WRONG_SECRET_LIMIT.max + 1, 'cms-webhook rate_limited': 1 });
  });

  it('tells clients apart by the address the trusted proxy names, and by none a client names itself', async () => {
    const behindProxy = await startGateway(publicDir, cms, { env: { TRUST_PROXY: '10.0.0.1' } });
    const tries = (gateway: FastifyInstance, client: string) =>
      gateway.inject({
        method: 'POST',
        url: '/api/cms-webhook',
        remoteAddress: '10.0.0.1',
        headers: { [WEBHOOK_SECRET_HEADER]: 'falsch', 'x-forwarded-for': client },
        payload: {},
      });
    try {
      for (let attempt = 0; attempt <= WRONG_SECRET_LIMIT.max; attempt += 1) {
        await tries(behindProxy, '198.51.100.1');
        await tries(app, `198.51.100.${attempt + 1}`);
      }
      expect((await tries(behindProxy, '198.51.100.1')).statusCode).toBe(429);
      expect((await tries(behindProxy, '198.51.100.2')).statusCode).toBe(401);
      // Without a trusted proxy the header is the client's own word: every try came from 10.0.0.1.
      expect((await tries(app, '198.51.100.99')).statusCode).toBe(429);
    } finally {
      await behindProxy.close();
    }
  });
});

describeWithPostgres('two gateways on one PostgreSQL database', () => {
  let cluster: TemporaryPostgres;
  let databaseUrl: string;
  let publicDir: string;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    cluster = await startTemporaryPostgres({ label: 'content-changes' });
    databaseUrl = await cluster.createDatabase('site');
    publicDir = mkdtempSync(path.join(tmpdir(), 'jobpoint-gateway-'));
  }, 60_000);

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await cluster?.stop();
    rmSync(publicDir, { recursive: true, force: true });
  });

  it('drop what a change touches on both, whichever gateway the CMS called', async () => {
    const cms = contentService();
    apps.push(await startGateway(publicDir, cms, { sharedDatabaseUrl: databaseUrl }), await startGateway(publicDir, cms, { sharedDatabaseUrl: databaseUrl }));
    const [first, second] = apps as [FastifyInstance, FastifyInstance];
    await page(first, '/ueber-uns');
    await page(second, '/ueber-uns');
    await page(second, '/faq');
    cms.state.version = 2;
    expect(await page(second, '/ueber-uns')).toEqual(['Fassung 1', 'HIT']);

    expect((await webhook(first, { event: 'entry.publish', uid: 'api::uberuns.uberuns', entry: { locale: 'de' } })).statusCode).toBe(204);
    expect(await page(first, '/ueber-uns')).toEqual(['Fassung 2', 'MISS']);
    // The other gateway hears of it through the database: within moments, not the cache's minute.
    const deadline = Date.now() + 2000;
    while ((await page(second, '/ueber-uns'))[0] !== 'Fassung 2' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await page(second, '/ueber-uns')).toEqual(['Fassung 2', 'HIT']);
    expect(await page(second, '/faq')).toEqual(['Fassung 1', 'HIT']);
  });
});
