import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../lib/config';
import { buildGateway } from '../app/gateway';
import type { PageRenderer } from '../lib/page-renderer';

describe('a site form sent with scripts off', () => {
  let app: FastifyInstance;
  let publicDir: string;

  beforeAll(async () => {
    publicDir = mkdtempSync(path.join(tmpdir(), 'jobpoint-form-post-'));
    const render: PageRenderer = async () => ({ kind: 'html', status: 200, html: '<!DOCTYPE html><p>Seite</p>' });
    app = await buildGateway({
      config: loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'https://site.test', APPS_DIST_DIR: publicDir }),
      renderers: { jobseekers: render, employers: render },
      publicDir,
      logger: false,
    });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(publicDir, { recursive: true, force: true });
  });

  const post = (url: string, contentType: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, headers: { 'content-type': contentType, ...headers }, payload: 'email=jemand%40example.org' });

  it('says in the visitor’s language that nothing was sent and leads back to the form', async () => {
    const german = await post('/newsletter', 'application/x-www-form-urlencoded');
    expect(german.statusCode).toBe(405);
    expect(german.headers['allow']).toBe('GET, HEAD');
    expect(german.headers['cache-control']).toBe('no-store');
    expect(german.headers['content-type']).toMatch(/^text\/html/);
    expect(german.payload).toContain('<html lang="de" dir="ltr">');
    expect(german.payload).toContain('Ihre Angaben wurden nicht gesendet');
    expect(german.payload).toContain('<a href="/newsletter">Zurück zum Formular</a>');
    expect(german.payload).not.toContain('jemand');

    const arabic = await post('/veranstaltungen/jobdating?locale=ar&x="<b>', 'multipart/form-data; boundary=x');
    expect(arabic.statusCode).toBe(405);
    expect(arabic.payload).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.payload).toContain('href="/veranstaltungen/jobdating?locale=ar&amp;x=%22%3Cb%3E"');
  });

  it('answers other posts to unknown paths as before', async () => {
    const json = await app.inject({ method: 'POST', url: '/newsletter', payload: { email: 'jemand@example.org' } });
    expect(json.statusCode).toBe(405);
    expect(json.json()).toEqual({ message: 'Not found' });
  });
});
