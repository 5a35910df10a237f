import type { FastifyInstance } from 'fastify';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildAssessmentRequest } from './captcha-verifier';
import { NEWSLETTER, startMailingApp, temporaryDataDir, testEnv } from './testing/mailing-test-app';

/** reCAPTCHA Enterprise's assessments API on loopback: the token says which score to give. */
function fakeAssessments(): Promise<{ server: Server; url: string; bodies: unknown[] }> {
  const bodies: unknown[] = [];
  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      const body = JSON.parse(text) as { event: { token: string; expectedAction?: string } };
      bodies.push({ url: request.url, body });
      const [, score, action] = body.event.token.split(':');
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({ tokenProperties: { valid: score !== 'invalid', action: action ?? body.event.expectedAction }, riskAnalysis: { score: Number(score) } }),
      );
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, bodies })),
  );
}

describe('captcha', () => {
  let data: ReturnType<typeof temporaryDataDir>;
  let app: FastifyInstance;
  let assessments: Awaited<ReturnType<typeof fakeAssessments>>;

  beforeEach(async () => {
    data = temporaryDataDir();
    assessments = await fakeAssessments();
    ({ app } = await startMailingApp({
      ...testEnv(data.dir),
      CAPTCHA_SECRET: 'captcha-api-key',
      CAPTCHA_SITE_KEY: 'site-key',
      CAPTCHA_PROJECT_ID: 'jobpoint-site',
      CAPTCHA_API_URL: assessments.url,
      CAPTCHA_MIN_SCORE: '0.5',
    }));
  });

  afterEach(async () => {
    await app.close();
    await new Promise((resolve) => assessments.server.close(resolve));
    data.remove();
  });

  const subscribe = (captchaToken?: string) =>
    app.inject({ method: 'POST', url: '/api/brevo/contacts', payload: { ...NEWSLETTER, ...(captchaToken ? { captchaToken } : {}) } });

  it('accepts a submission whose token scores at or above the threshold', async () => {
    expect((await subscribe('token:0.9')).statusCode).toBe(201);
    expect(assessments.bodies).toEqual([
      {
        url: '/v1/projects/jobpoint-site/assessments?key=captcha-api-key',
        body: { event: { token: 'token:0.9', siteKey: 'site-key', expectedAction: 'newsletter' } },
      },
    ]);
  });

  it('refuses a low score, an invalid token, a token for another form and a missing token', async () => {
    expect((await subscribe('token:0.2')).statusCode).toBe(403);
    expect((await subscribe('token:invalid')).statusCode).toBe(403);
    expect((await subscribe('token:0.9:company')).statusCode).toBe(403);
    const missing = await subscribe();
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ captchaToken: 'is required' });
  });

  it('answers the score for POST /api/captcha/verify', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/captcha/verify', payload: { payload: 'token:0.7' } });
    expect(response.json()).toEqual({ score: 0.7 });
  });

  it('builds the assessment request of the enterprise API', () => {
    const config = { siteKey: 's', secret: 'k/1', projectId: 'p', apiUrl: 'https://x.test/v1', minScore: 0.5 };
    expect(buildAssessmentRequest(config, 't').url).toBe('https://x.test/v1/projects/p/assessments?key=k%2F1');
  });
});

describe('captcha not configured', () => {
  it('skips verification locally and answers a full score', async () => {
    const data = temporaryDataDir();
    const { app } = await startMailingApp(testEnv(data.dir));
    try {
      const response = await app.inject({ method: 'POST', url: '/api/captcha/verify', payload: { payload: 'anything' } });
      expect(response.json()).toEqual({ score: 1 });
      expect((await app.inject({ method: 'POST', url: '/api/brevo/contacts', payload: NEWSLETTER })).statusCode).toBe(201);
    } finally {
      await app.close();
      data.remove();
    }
  });
});
