import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from './config';
import { buildGateway } from './gateway';
import type { PageRenderer } from './renderers';

/** A jobs service with one logo and a list of jobs, answering as the real one does. */
function startJobsService(): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    if (request.url === '/logos/11.svg') {
      response.writeHead(200, { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=31536000, immutable' });
      response.end('<svg xmlns="http://www.w3.org/2000/svg"/>');
    } else if (request.url?.startsWith('/jobs')) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"data":[]}');
    } else {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end('{"message":"Not found"}');
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, server });
    }),
  );
}

describe('the gateway’s jobs forwarder', () => {
  let jobs: { url: string; server: Server };
  let publicDir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    jobs = await startJobsService();
    publicDir = mkdtempSync(path.join(tmpdir(), 'jobpoint-gateway-'));
    const html: PageRenderer = async () => ({ kind: 'html', status: 200, html: '<p>Seite</p>' });
    const config = loadConfig({ NODE_ENV: 'test', APPS_DIST_DIR: publicDir, CMS_URL: jobs.url, JOBS_SERVICE_URL: jobs.url });
    app = await buildGateway({ config, renderers: { jobseekers: html, employers: html }, publicDir, logger: false });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => jobs.server.close(resolve));
    rmSync(publicDir, { recursive: true, force: true });
  });

  it('lets browsers keep a company logo for a day', async () => {
    const response = await app.inject({ method: 'GET', url: '/jobs-api/logos/11.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('has job data asked afresh every time, and keeps no error', async () => {
    const list = await app.inject({ method: 'GET', url: '/jobs-api/jobs?page=1' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store, no-cache, must-revalidate');
    const missing = await app.inject({ method: 'GET', url: '/jobs-api/logos/12.svg' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
  });
});
