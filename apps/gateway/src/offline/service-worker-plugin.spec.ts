import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serviceWorkerPlugin } from './service-worker-plugin';

const opened: { app: FastifyInstance; dist: string }[] = [];

/** A gateway with only the worker's route, on an apps folder of its own that the test's end removes. */
async function gateway(): Promise<{ app: FastifyInstance; dist: string }> {
  const dist = mkdtempSync(path.join(tmpdir(), 'apps-dist-'));
  const app = Fastify({ logger: false });
  await app.register(serviceWorkerPlugin, { appsDistDir: dist });
  await app.ready();
  opened.push({ app, dist });
  return { app, dist };
}

afterEach(async () => {
  for (const { app, dist } of opened.splice(0)) {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  }
});

describe('GET /sw.js', () => {
  it('serves the built worker to be revalidated on every visit, and a new build at once', async () => {
    const { app, dist } = await gateway();
    writeFileSync(path.join(dist, 'sw.js'), 'self.version = 1;');

    const first = await app.inject('/sw.js');
    expect(first.statusCode).toBe(200);
    expect(first.body).toBe('self.version = 1;');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['content-type']).toBe('text/javascript; charset=utf-8');

    const unchanged = await app.inject({ url: '/sw.js', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(unchanged.statusCode).toBe(304);

    writeFileSync(path.join(dist, 'sw.js'), 'self.version = 2;');
    const updated = await app.inject({ url: '/sw.js', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(updated.statusCode).toBe(200);
    expect(updated.body).toBe('self.version = 2;');
  });

  it('answers 404 when the apps were built without a worker', async () => {
    const { app } = await gateway();
    const response = await app.inject('/sw.js');
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
