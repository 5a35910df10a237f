import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serviceWorkerPlugin } from './service-worker-plugin';

async function gateway(appsDistDir: string): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(serviceWorkerPlugin, { appsDistDir });
  await app.ready();
  return app;
}

describe('GET /sw.js', () => {
  it('serves the built worker to be revalidated on every visit, and a new build at once', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'apps-dist-'));
    writeFileSync(path.join(dist, 'sw.js'), 'self.version = 1;');
    const app = await gateway(dist);

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
    const app = await gateway(mkdtempSync(path.join(tmpdir(), 'apps-dist-')));
    const response = await app.inject('/sw.js');
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
