import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { recordingCmsReads } from '../content-changes/cms-reads';
import { loadConfig } from '../lib/config';
import { buildGateway } from '../app/gateway';
import { createCmsAnswerCache } from '../app/renderers';
import type { PageRenderer } from '../lib/page-renderer';
import { ServiceCircuits } from './service-circuits';
import { observingUpstream } from './upstream-health';

/** A CMS or jobs service that answers JSON with its version, answers 500, or hangs. */
class ControlledService {
  mode: 'up' | '500' | 'hang' = 'up';
  version = 1;
  private server: Server | null = null;
  private readonly hanging = new Map<ServerResponse, string>();
  url = '';

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      if (this.mode === 'hang') {
        this.hanging.set(response, request.url ?? '');
        return;
      }
      if (this.mode === '500') {
        response.writeHead(500).end('error');
        return;
      }
      this.answer(response, request.url ?? '');
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  /** The service is back: the requests it held get their answers now, with the current version. */
  answerHeld(): void {
    this.mode = 'up';
    this.hanging.forEach((path, response) => this.answer(response, path));
    this.hanging.clear();
  }

  private answer(response: ServerResponse, path: string): void {
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ path, version: this.version }));
  }

  async close(): Promise<void> {
    this.hanging.forEach((_path, response) => response.destroy());
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the gateway while a service fails (circuit breakers, stale-if-error)', () => {
  let cms: ControlledService;
  let jobs: ControlledService;
  let publicDir: string;
  let app: FastifyInstance | undefined;
  let circuits: ServiceCircuits | undefined;
  const clock = { now: 0 };

  beforeEach(async () => {
    [cms, jobs] = await Promise.all([new ControlledService().start(), new ControlledService().start()]);
    publicDir = mkdtempSync(path.join(tmpdir(), 'jobpoint-gateway-'));
    clock.now = 0;
  });

  afterEach(async () => {
    await app?.close();
    circuits?.shutdown();
    app = undefined;
    await Promise.all([cms.close(), jobs.close()]);
    rmSync(publicDir, { recursive: true, force: true });
  });

  /** A gateway whose pages show what the CMS answers for their path, as a render of the apps would. */
  async function start(settings: Record<string, string> = {}) {
    const config = loadConfig({
      NODE_ENV: 'test',
      APPS_DIST_DIR: publicDir,
      CMS_URL: cms.url,
      JOBS_SERVICE_URL: jobs.url,
      UPSTREAM_TIMEOUT_MS: '300',
      RENDER_TIMEOUT_MS: '2000',
      CMS_CACHE_SECONDS: '1',
      PAGE_CACHE_SECONDS: '1',
      PAGE_CACHE_STALE_SECONDS: '0',
      CIRCUIT_VOLUME_THRESHOLD: '2',
      CIRCUIT_RESET_MS: '400',
      ...settings,
    });
    circuits = new ServiceCircuits(config);
    const cmsAnswers = createCmsAnswerCache(config, circuits.cms.fetch);
    const cmsFetch = observingUpstream(recordingCmsReads(cmsAnswers.fetch));
    const render: PageRenderer = async ({ url }) => {
      try {
        const answer = await (await cmsFetch(`${cms.url}/api${new URL(url).pathname}`)).json();
        return { kind: 'html', status: 200, html: `<p>${answer.path} v${answer.version}</p>` };
      } catch {
        return { kind: 'html', status: 503, html: '<p>Diese Seite ist gerade nicht verfügbar</p>' };
      }
    };
    app = await buildGateway({ config, renderers: { jobseekers: render, employers: render }, cmsAnswers, circuits, publicDir, logger: false, now: () => clock.now });
    await app.ready();
    return app;
  }

  async function timed(gateway: FastifyInstance, url: string) {
    const startedAt = Date.now();
    const response = await gateway.inject({ method: 'GET', url });
    return { response, ms: Date.now() - startedAt };
  }

  /** `/ueber-uns` rendered, then the CMS hangs with a new version, past every cache's time. */
  async function hangCmsAfterRendering(gateway: FastifyInstance) {
    expect((await gateway.inject({ method: 'GET', url: '/ueber-uns' })).payload).toContain('/api/ueber-uns v1');
    cms.mode = 'hang';
    cms.version = 2;
    await sleep(1100);
    clock.now = 5000;
  }

  /** The page as it was rendered before, marked as standing in. */
  function expectKeptPage(response: LightMyRequestResponse) {
    expect([response.statusCode, response.headers['x-cache'], response.headers['cache-control']]).toEqual([200, 'STALE-IF-ERROR', 'no-cache']);
    expect(response.payload).toContain('/api/ueber-uns v1');
  }

  /** Once the page's next render is due: the kept page once more while it renders, then the new content. */
  async function expectNewContentAfterNextRender(gateway: FastifyInstance) {
    clock.now += 1000;
    expect((await gateway.inject({ method: 'GET', url: '/ueber-uns' })).headers['x-cache']).toBe('STALE-IF-ERROR');
    await sleep(100);
    const fresh = await gateway.inject({ method: 'GET', url: '/ueber-uns' });
    expect([fresh.statusCode, fresh.headers['x-cache']]).toEqual([200, 'HIT']);
    expect(fresh.payload).toContain('/api/ueber-uns v2');
  }

  it('serves pages rendered before as they were, marked, and a page it never had as the 503 page at once once the circuit is open', async () => {
    const gateway = await start();
    await hangCmsAfterRendering(gateway);
    // The first render waits for the time limit; from then on the kept page is served without asking.
    for (const url of ['/ueber-uns', '/ueber-uns']) {
      expectKeptPage((await timed(gateway, url)).response);
    }
    // A page never had waits for the time limit until the circuit is open, then not at all.
    for (const url of ['/gibt-es-noch-nicht', '/gibt-es-noch-nicht']) {
      expect((await gateway.inject({ method: 'GET', url })).statusCode).toBe(503);
    }
    expect(circuits?.cms.state).toBe('open');
    const kept = await timed(gateway, '/ueber-uns');
    expect([kept.response.statusCode, kept.ms < 100]).toEqual([200, true]);
    const never = await timed(gateway, '/auch-nicht');
    expect([never.response.statusCode, never.response.payload]).toEqual([503, '<p>Diese Seite ist gerade nicht verfügbar</p>']);
    expect(never.ms).toBeLessThan(100);

    cms.mode = 'up';
    await sleep(500);
    await expectNewContentAfterNextRender(gateway);
    expect(circuits?.cms.state).toBe('closed');
  });

  it('answers a page seen before from the last good answers once the CMS is slower than the soft limit, the call going on refreshing them', async () => {
    const gateway = await start({ UPSTREAM_TIMEOUT_MS: '5000', RENDER_TIMEOUT_MS: '10000', UPSTREAM_SOFT_TIMEOUT_MS: '200' });
    await hangCmsAfterRendering(gateway);
    // One visitor a while: the circuit has nothing to open on, the soft limit alone keeps the page fast.
    for (const url of ['/ueber-uns', '/ueber-uns']) {
      const { response, ms } = await timed(gateway, url);
      expectKeptPage(response);
      expect(ms).toBeLessThan(2500);
    }
    expect(circuits?.cms.state).toBe('closed');

    // The held call gets its answer: kept as the CMS's answer, the page's next render shows it.
    cms.answerHeld();
    await sleep(100);
    await expectNewContentAfterNextRender(gateway);
  });

  it('answers a page kept from before once its grace passed while the render waits for a hung CMS, and keeps what that render brings', async () => {
    // No soft limit on the calls: only the page's grace keeps the visitor from waiting the 5 s limit.
    const gateway = await start({ UPSTREAM_TIMEOUT_MS: '5000', RENDER_TIMEOUT_MS: '10000', UPSTREAM_SOFT_TIMEOUT_MS: '0', PAGE_GRACE_MS: '100' });
    await hangCmsAfterRendering(gateway);
    const answered = await Promise.race([gateway.inject({ method: 'GET', url: '/ueber-uns' }), sleep(3000).then(() => null)]);
    expect(answered).not.toBeNull();
    expectKeptPage(answered as LightMyRequestResponse);

    cms.answerHeld();
    await sleep(100);
    const fresh = await gateway.inject({ method: 'GET', url: '/ueber-uns' });
    expect([fresh.statusCode, fresh.headers['x-cache']]).toEqual([200, 'HIT']);
    expect(fresh.payload).toContain('/api/ueber-uns v2');
  });

  it('answers the browser’s /cms and /jobs-api with the last good answer while the service fails, and 503 at once for one it never had', async () => {
    const gateway = await start();
    await gateway.inject({ method: 'GET', url: '/cms/api/footer?locale=de' });
    await gateway.inject({ method: 'GET', url: '/jobs-api/jobs?page=1' });
    cms.mode = '500';
    jobs.mode = 'hang';
    await sleep(1100);
    const services = [
      { kept: '/cms/api/footer?locale=de', never: '/cms/api/footer?locale=en', circuit: () => circuits?.cms.state },
      { kept: '/jobs-api/jobs?page=1', never: '/jobs-api/jobs?page=2', circuit: () => circuits?.jobsCircuit.state },
    ];
    for (const { kept, never, circuit } of services) {
      for (let n = 0; n < 3; n += 1) {
        const { response } = await timed(gateway, kept);
        expect([response.statusCode, response.headers['x-cache'], response.headers['cache-control']]).toEqual([200, 'STALE-IF-ERROR', 'no-store']);
        expect(response.json()).toMatchObject({ version: 1 });
      }
      // A hung service's kept answer comes after the soft limit and the call goes on: at that traffic the
      // circuit opens once an answer never had has waited for the time limit too.
      await gateway.inject({ method: 'GET', url: never });
      expect(circuit()).toBe('open');
      const { response, ms } = await timed(gateway, never);
      expect([response.statusCode, response.json()]).toEqual([503, { message: 'The service is failing; it is asked again shortly.' }]);
      expect(ms).toBeLessThan(100);
    }

    jobs.mode = 'up';
    jobs.version = 2;
    await sleep(500);
    const fresh = await gateway.inject({ method: 'GET', url: '/jobs-api/jobs?page=1' });
    expect([fresh.statusCode, fresh.headers['x-cache'], fresh.json()]).toMatchObject([200, undefined, { version: 2 }]);
  });
});
