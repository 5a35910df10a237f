import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../lib/config';
import { buildGateway } from './gateway';
import type { PageRenderer } from '../lib/page-renderer';

/** A jobs service with one logo and a list of jobs, answering as the real one does; it notes what it is asked. */
function startJobsService(asked: string[]): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    asked.push(request.url ?? '');
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
  const asked: string[] = [];

  beforeAll(async () => {
    jobs = await startJobsService(asked);
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

  it.each([
    '/jobs-api/jobs?page=1',
    '/jobs-api/jobs/?jobCategories[]=4',
    '/jobs-api/jobs/1312',
    '/jobs-api/public-view-constants',
    '/jobs-api/exhibition-companies?exhibition_id=1&page=1&perPage=40',
    '/jobs-api/logos/11.svg',
  ])('forwards %s, a read of the site’s pages', async (url) => {
    asked.length = 0;
    const response = await app.inject({ method: 'GET', url });
    expect(asked).toEqual([url.slice('/jobs-api'.length)]);
    expect(response.headers['x-cache']).toBeUndefined();
  });

  it.each([
    '/jobs-api/',
    '/jobs-api/healthz',
    '/jobs-api/admin/jobs',
    '/jobs-api/jobs/1312/edit',
    '/jobs-api/jobs/abc',
    '/jobs-api/jobs/%2e%2e/healthz',
    '/jobs-api/jobs/1%2F..%2Fhealthz',
    '/jobs-api//jobs',
    '/jobs-api/logos/..%2F..%2Fhealthz',
    '/jobs-api/logos/11.svg%00.png',
  ])('refuses %s with a 404 that no one keeps, without asking the jobs service', async (url) => {
    asked.length = 0;
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['cache-control']).toBe('no-store');
      if (method === 'GET') expect(response.json()).toEqual({ message: 'Not found' });
    }
    expect(asked).toEqual([]);
  });

  it('refuses paths as sent whose dot segments lead out of /jobs-api', async () => {
    asked.length = 0;
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    // Sent as they are: fetch and inject resolve the dot segments before the gateway sees them.
    const statusOf = (path: string) =>
      new Promise<number | undefined>((resolve, reject) =>
        request({ host: '127.0.0.1', port, path }, (response) => resolve(response.resume().statusCode)).on('error', reject).end(),
      );
    // '/abcdefgh' is as long as '/jobs-api': cut off where the prefix was, what is left would be a read.
    for (const path of ['/jobs-api/%2e%2e/abcdefgh/jobs', '/jobs-api/../abcdefgh/jobs/1312', '/jobs-api/%2E%2E/%2E%2E/abcdefgh/public-view-constants']) {
      expect([path, await statusOf(path)]).toEqual([path, 404]);
    }
    expect(asked).toEqual([]);
  });
});
