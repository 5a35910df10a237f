import type { FastifyInstance } from 'fastify';
import { Agent, get } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RenderResult } from '@jobpoint/app-shell/server';
import { loadConfig } from '../lib/config';
import { buildGateway } from '../app/gateway';
import type { PageRenderer } from '../lib/page-renderer';
import { GatewayMetrics } from '../metrics/gateway-metrics';
import { RenderLimit, RenderShedError } from './render-limit';

/** Work that runs until `finish()`: a render that takes as long as the test wants. */
function heldWork() {
  const finishers: (() => void)[] = [];
  return {
    work: () => new Promise<string>((resolve) => finishers.push(() => resolve('rendered'))),
    started: () => finishers.length,
    finish: () => finishers.splice(0).forEach((finish) => finish()),
  };
}

/** Resolves once `condition` holds (the test's own timeout bounds the wait). */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const shedReason = (promise: Promise<unknown>) => promise.then(
  () => 'ran',
  (error: unknown) => (error instanceof RenderShedError ? error.reason : error),
);

describe('RenderLimit', () => {
  it('runs at most its concurrency at once, lets its queue wait in order and sheds the rest at once', async () => {
    const held = heldWork();
    const limit = new RenderLimit({ concurrency: 2, queueMax: 1, queueTimeoutMs: 60_000 });
    const running = [limit.run(held.work), limit.run(held.work)];
    const queued = limit.run(held.work);
    expect(await shedReason(limit.run(held.work))).toBe('queue_full');
    expect(held.started()).toBe(2);

    held.finish();
    expect(await Promise.all(running)).toEqual(['rendered', 'rendered']);
    expect(held.started()).toBe(1);
    held.finish();
    expect(await queued).toBe('rendered');
    expect(await limit.run(async () => 'free again')).toBe('free again');
  });

  it('sheds a render that waited in the queue too long, and counts every shed render by reason', async () => {
    const held = heldWork();
    const metrics = new GatewayMetrics({ defaultMetrics: false });
    const limit = new RenderLimit({ concurrency: 1, queueMax: 1, queueTimeoutMs: 20 }, metrics);
    const running = limit.run(held.work);
    const waiting = limit.run(held.work);
    expect(await shedReason(limit.run(held.work))).toBe('queue_full');
    expect(await shedReason(waiting)).toBe('queue_timeout');
    held.finish();
    await running;
    const exposition = (await metrics.exposition()).body;
    expect(exposition).toContain('jobpoint_renders_shed_total{reason="queue_full"} 1');
    expect(exposition).toContain('jobpoint_renders_shed_total{reason="queue_timeout"} 1');
    expect(exposition).toContain('jobpoint_renders_in_progress{state="running"} 0');
  });

  it('gives a background refresh a free place or none: it never queues ahead of a visitor', async () => {
    const held = heldWork();
    const limit = new RenderLimit({ concurrency: 1, queueMax: 1, queueTimeoutMs: 60_000 });
    expect(await limit.run(async () => 'refreshed', false)).toBe('refreshed');
    const running = limit.run(held.work);
    expect(await shedReason(limit.run(held.work, false))).toBe('refresh');
    const visitor = limit.run(held.work);
    held.finish();
    await running;
    held.finish();
    expect(await visitor).toBe('rendered');
    expect(held.started()).toBe(0);
  });
});

describe('the gateway under a flood of pages that must render', () => {
  let app: FastifyInstance | undefined;
  let publicDir: string;
  const slowPages = heldWork();

  beforeEach(() => {
    publicDir = mkdtempSync(path.join(tmpdir(), 'jobpoint-shedding-'));
  });

  afterEach(async () => {
    slowPages.finish();
    await app?.close();
    app = undefined;
    rmSync(publicDir, { recursive: true, force: true });
  });

  it('answers renders beyond one place and one in the queue 503 at once, while cached pages and health checks answer', async () => {
    // The FAQ renders at once; the job board's searches render until the test lets them finish.
    const render: PageRenderer = async ({ url }): Promise<RenderResult> => {
      const { pathname } = new URL(url);
      if (pathname === '/job-boerse') {
        await slowPages.work();
      }
      return { kind: 'html', status: 200, html: `<!DOCTYPE html><html><body><p>${pathname}</p></body></html>` };
    };
    const config = loadConfig({ NODE_ENV: 'test', APPS_DIST_DIR: publicDir, RENDER_CONCURRENCY: '1', RENDER_QUEUE_MAX: '1', RENDER_QUEUE_TIMEOUT_MS: '60000' });
    const metrics = new GatewayMetrics({ defaultMetrics: false });
    app = await buildGateway({ config, renderers: { jobseekers: render, employers: render }, publicDir, logger: false, metrics });
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    expect((await fetch(`${base}/faq`)).headers.get('x-cache')).toBe('MISS');

    const answered: Response[] = [];
    const flood = Array.from({ length: 6 }, (_, n) =>
      fetch(`${base}/job-boerse?q=flut-${n}`).then((response) => {
        answered.push(response);
        return response;
      }),
    );
    await until(() => answered.length === 4);
    for (const response of answered) {
      expect([response.status, response.headers.get('retry-after'), response.headers.get('cache-control')]).toEqual([503, '5', 'no-store']);
      expect(await response.text()).toContain('Die Website ist gerade stark besucht');
    }
    const shedInArabic = await fetch(`${base}/job-boerse?q=flut-ar&locale=ar`);
    expect(shedInArabic.status).toBe(503);
    expect(await shedInArabic.text()).toMatch(/<html lang="ar" dir="rtl">[\s\S]*الموقع مزدحم جدًا/);
    expect(slowPages.started()).toBe(1);

    const cached = await fetch(`${base}/faq`);
    expect([cached.status, cached.headers.get('x-cache')]).toEqual([200, 'HIT']);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect((await metrics.exposition()).body).toContain('jobpoint_renders_shed_total{reason="queue_full"} 5');

    // The render that waited in the queue gets the place as the first one is done.
    slowPages.finish();
    await until(() => slowPages.started() === 1);
    slowPages.finish();
    expect((await Promise.all(flood)).filter((response) => response.status === 200)).toHaveLength(2);
  });

  it('reads nothing more from a connection for a moment after shedding a request on it, while new connections are answered', async () => {
    const render: PageRenderer = async ({ url }): Promise<RenderResult> => {
      await slowPages.work();
      return { kind: 'html', status: 200, html: `<!DOCTYPE html><html><body><p>${new URL(url).pathname}</p></body></html>` };
    };
    const config = loadConfig({ NODE_ENV: 'test', APPS_DIST_DIR: publicDir, RENDER_CONCURRENCY: '1', RENDER_QUEUE_MAX: '0', RENDER_SHED_PAUSE_MS: '1000' });
    app = await buildGateway({ config, renderers: { jobseekers: render, employers: render }, publicDir, logger: false });
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const held = fetch(`${base}/job-boerse?q=erste`);
    await until(() => slowPages.started() === 1);

    // One keep-alive connection: its first request is shed, its second waits for the pause to end.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const onOneConnection = (path: string) =>
      new Promise<number>((resolve, reject) => {
        get(`${base}${path}`, { agent }, (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        }).on('error', reject);
      });
    try {
      expect(await onOneConnection('/job-boerse?q=zweite')).toBe(503);
      let secondAnswered = false;
      const second = onOneConnection('/job-boerse?q=dritte').then((status) => {
        secondAnswered = true;
        return status;
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await fetch(`${base}/job-boerse?q=vierte`)).status).toBe(503);
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
      expect(secondAnswered).toBe(false);
      expect(await second).toBe(503);
    } finally {
      agent.destroy();
      slowPages.finish();
      await held;
    }
  });
});
