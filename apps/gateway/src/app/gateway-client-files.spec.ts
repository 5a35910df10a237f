import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { loadConfig } from '../lib/config';
import { buildGateway } from './gateway';
import type { PageRenderer } from '../lib/page-renderer';

const SCRIPT = `export const text = ${JSON.stringify('Stellenangebote in Berlin '.repeat(200))};\n`;
const SCRIPT_PATH = '/static/jobseekers/assets/main-abc123.js';

describe('the gateway’s client files', () => {
  let app: FastifyInstance;
  let distDir: string;
  let assetsDir: string;

  beforeEach(async () => {
    distDir = mkdtempSync(path.join(tmpdir(), 'jobpoint-client-files-'));
    assetsDir = path.join(distDir, 'jobseekers', 'client', 'assets');
    mkdirSync(assetsDir, { recursive: true });
    mkdirSync(path.join(distDir, 'employers', 'client'), { recursive: true });
    writeFileSync(path.join(assetsDir, 'main-abc123.js'), SCRIPT);
    const render: PageRenderer = async () => ({ kind: 'html', status: 200, html: '<!DOCTYPE html><p>Seite</p>' });
    app = await buildGateway({
      config: loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'https://site.test', APPS_DIST_DIR: distDir }),
      renderers: { jobseekers: render, employers: render },
      publicDir: distDir,
      logger: false,
    });
    await app.ready();
  });

  afterEach(async () => {
    await app.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  const get = (encoding: string) => app.inject({ method: 'GET', url: SCRIPT_PATH, headers: { 'accept-encoding': encoding } });

  it('sends the Brotli and gzip copies the build wrote, as they are', async () => {
    // Marked, so a copy compressed by the gateway itself would not pass for the build's.
    const brotliCopy = brotliCompressSync(`${SCRIPT}// br`);
    writeFileSync(path.join(assetsDir, 'main-abc123.js.br'), brotliCopy);
    writeFileSync(path.join(assetsDir, 'main-abc123.js.gz'), gzipSync(`${SCRIPT}// gz`));

    const brotli = await get('br, gzip');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.equals(brotliCopy)).toBe(true);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(`${SCRIPT}// br`);

    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(`${SCRIPT}// gz`);

    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toBe(SCRIPT);

    for (const response of [brotli, gzip, plain]) {
      expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['vary']).toBe('accept-encoding');
    }
  });

  it('compresses a file the build wrote no copies of', async () => {
    const response = await get('br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
    expect(response.headers['vary']).toBe('accept-encoding');
  });
});
