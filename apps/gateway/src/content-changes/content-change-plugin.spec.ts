import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../lib/config';
import { buildGateway } from '../lib/gateway';
import type { PageRenderer } from '../lib/renderers';
import { createSharedFetchCache } from '../lib/shared-fetch-cache';
import { describeWithPostgres, startTemporaryPostgres, type TemporaryPostgres } from '../mailing/testing/temporary-postgres';
import { recordingCmsReads } from './cms-reads';
import { WEBHOOK_SECRET_HEADER } from './content-change-plugin';

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
async function startGateway(publicDir: string, cms: ReturnType<typeof contentService>, sharedDatabaseUrl?: string): Promise<FastifyInstance> {
  const config = loadConfig({ NODE_ENV: 'test', APPS_DIST_DIR: publicDir, CMS_WEBHOOK_SECRET: SECRET });
  const cmsAnswers = createSharedFetchCache({ ttlMs: 60_000, maxEntries: 100, fetchImpl: cms.fetchImpl });
  const read = recordingCmsReads(cmsAnswers.fetch);
  const render: PageRenderer = async ({ url, locale }) => {
    const endpoint = new URL(url).pathname === '/faq' ? 'faq' : 'uberuns';
    const content = (await (await read(`http://cms.test/api/${endpoint}?locale=${locale}`)).json()) as { data: { title: string } };
    const navigation = await read('http://cms.test/api/navigation/render/38?type=TREE');
    return { kind: 'html', status: 200, html: `<p>${content.data.title}</p><nav>${navigation.status}</nav>` };
  };
  const app = await buildGateway({ config, renderers: { jobseekers: render, employers: render }, cmsAnswers, sharedDatabaseUrl, publicDir, logger: false });
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
    apps.push(await startGateway(publicDir, cms, databaseUrl), await startGateway(publicDir, cms, databaseUrl));
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
