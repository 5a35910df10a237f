import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../lib/config';
import { buildGateway } from './gateway';
import type { PageRenderer } from '../lib/page-renderer';
import { createNonce } from '../lib/security-headers';

/** The directives of a CSP header, by name. */
function directives(response: LightMyRequestResponse): Map<string, string[]> {
  return new Map(
    String(response.headers['content-security-policy'])
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values] as [string, string[]]),
  );
}

describe('the gateway’s security headers (what the HTTP Observatory scores)', () => {
  let publicDir: string;
  let app: FastifyInstance;

  const render: PageRenderer = async (input) => ({
    kind: 'html',
    status: 200,
    html: `<!DOCTYPE html><html><head><style data-emotion="css" nonce="${input.nonce}"></style></head><body></body></html>`,
  });

  async function start(env: NodeJS.ProcessEnv) {
    const config = loadConfig({ APPS_DIST_DIR: publicDir, ...env });
    app = await buildGateway({ config, renderers: { jobseekers: render, employers: render }, publicDir, logger: false });
    await app.ready();
  }

  beforeEach(() => {
    publicDir = mkdtempSync(path.join(tmpdir(), 'jobpoint-gateway-'));
  });

  afterEach(async () => {
    await app.close();
    rmSync(publicDir, { recursive: true, force: true });
  });

  it('allows style elements only with the response’s nonce, like scripts, and no inline script or style element', async () => {
    await start({ NODE_ENV: 'test' });
    for (const url of ['/', '/job-boerse', '/cms/api/nicht-erlaubt']) {
      const response = await app.inject({ method: 'GET', url });
      const csp = directives(response);
      const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
      expect(nonce).toBeTruthy();
      expect(csp.get('script-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
      expect(csp.get('style-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
      expect(csp.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(csp.get('form-action')).toEqual(["'self'"]);
      if (url !== '/cms/api/nicht-erlaubt') {
        expect(response.payload).toContain(`<style data-emotion="css" nonce="${nonce}">`);
      }
    }
  });

  it('sends the headers a browser needs to isolate the site', async () => {
    await start({ NODE_ENV: 'test' });
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
      'cross-origin-resource-policy': 'same-origin',
      'cross-origin-opener-policy': 'same-origin',
    });
  });

  it('sends HSTS when a trusted proxy says the request came over HTTPS', async () => {
    await start({ NODE_ENV: 'development', TRUST_PROXY: '127.0.0.1' });
    const overHttps = await app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(overHttps.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    const overHttp = await app.inject({ method: 'GET', url: '/' });
    expect(overHttp.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends no HSTS when an untrusted client claims HTTPS outside production', async () => {
    await start({ NODE_ENV: 'development' });
    const response = await app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('always sends HSTS in production, where the site is only served over HTTPS', async () => {
    await start({ NODE_ENV: 'production', ...PRODUCTION_SECRETS });
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  });
});

/** What a production gateway must be given instead of the local secrets. */
const PRODUCTION_SECRETS = {
  PUBLIC_URL: 'https://www.jobpoint-berlin.de',
  CMS_API_TOKEN: 'read-token-of-production',
  PREVIEW_SECRET: 'preview-secret-of-production',
  CMS_PREVIEW_TOKEN: 'drafts-token-of-production',
  CMS_WEBHOOK_SECRET: 'webhook-secret-of-production',
};

describe('createNonce', () => {
  it('gives 16 random bytes per call, never the same twice, also past the bytes drawn ahead', () => {
    const nonces = Array.from({ length: 2000 }, () => createNonce());
    expect(new Set(nonces).size).toBe(nonces.length);
    for (const nonce of nonces) {
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    }
  });
});
