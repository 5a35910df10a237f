import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { jobFixture } from '@jobpoint/test-utils';
import { loadConfig } from '../lib/config';
import { createGatewayCmsReader } from '../lib/page-renderer';
import { requestLocalePlugin } from '../lib/request-locale-plugin';
import { jobPdfPlugin } from './job-pdf-plugin';
import { readPdfText } from './testing/read-pdf-text';

const JOB = {
  ...jobFixture({ id: 1312, title: 'Koch (m/w/d) für die Kantine' }),
  payment_type: 'PAYMENT_SET',
  payment: 15.5,
  payment_time_frame: 'HOUR',
};

const CMS_LABELS: Record<string, Record<string, string>> = {
  de: { description: 'Stellenbeschreibung', information: 'Auf einen Blick', downloadJob: 'Stelle herunterladen' },
  ar: { description: 'الوصف', information: 'معلومات' },
};

/** The jobs service and the CMS as the gateway sees them; each can be taken down. */
class FakeUpstreams {
  jobsDown = false;
  cmsDown = false;
  readonly cmsLocales: string[] = [];
  private server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://upstream.test');
    // A fresh connection per request: a document can take longer to make than the server keeps an idle
    // connection, and a connection it closes just as the gateway reuses it would fail the next request.
    const send = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json', connection: 'close' }).end(JSON.stringify(body));
    if (url.pathname.startsWith('/jobs/')) {
      if (this.jobsDown) return send(502, { message: 'Bad gateway' });
      return url.pathname === `/jobs/${JOB.id}` ? send(200, JOB) : send(404, { message: 'No job with this id' });
    }
    if (url.pathname === '/api/jobboerse-detail-seite') {
      const locale = url.searchParams.get('locale') ?? '';
      this.cmsLocales.push(locale);
      if (this.cmsDown) return send(500, { error: { status: 500 } });
      const labels = CMS_LABELS[locale];
      return labels ? send(200, { data: { id: 1, attributes: labels }, meta: {} }) : send(404, { data: null });
    }
    return send(404, {});
  });

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return this;
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server.close(resolve));
  }
}

async function closedPortUrl(): Promise<string> {
  const upstream = await new FakeUpstreams().start();
  const { url } = upstream;
  await upstream.stop();
  return url;
}

async function startGateway(jobsUrl: string, cmsUrl: string): Promise<FastifyInstance> {
  const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'https://site.test', JOBS_SERVICE_URL: jobsUrl, CMS_URL: cmsUrl });
  const app = Fastify({ logger: false });
  // Stands in for the gateway's @fastify/cookie, which loads `cookie` by a dynamic import that Jest cannot run.
  app.decorateRequest('cookies', {
    getter(this: FastifyRequest) {
      const pairs = (this.headers.cookie ?? '').split(';').map((pair) => pair.trim().split('='));
      return Object.fromEntries(pairs.filter(([name]) => name).map(([name, value]) => [name, decodeURIComponent(value ?? '')]));
    },
  });
  await app.register(requestLocalePlugin);
  await app.register(jobPdfPlugin, { config, cms: createGatewayCmsReader(config, fetch), jobsFetch: fetch });
  await app.ready();
  return app;
}

describe('GET /job-boerse/:jobParam/pdf', () => {
  let upstreams: FakeUpstreams;
  let app: FastifyInstance;

  beforeEach(async () => {
    upstreams = await new FakeUpstreams().start();
    app = await startGateway(upstreams.url, upstreams.url);
  });

  afterEach(async () => {
    await app.close();
    await upstreams.stop();
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it('answers with the job as a PDF download in German, with the editors’ labels', async () => {
    const response = await get('/job-boerse/koch-m-w-d-fuer-die-kantine-1312/pdf');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="koch-m-w-d-fuer-die-kantine-1312.pdf"; filename*=UTF-8''koch-m-w-d-f%C3%BCr-die-kantine-1312.pdf`,
    );
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const { text } = readPdfText(response.rawPayload);
    expect(text).toContain('Koch (m/w/d) für die Kantine');
    expect(text).toContain('Spree Pflegedienst GmbH');
    expect(text).toContain('Stellenbeschreibung');
    expect(text).toContain('Auf einen Blick');
    expect(text).toContain('Bewerbungsfrist');
    expect(text).toMatch(/15,50\s€ pro Stunde/);
    expect(text).toContain('Sehr geehrte Frau Dr. Haddad');
    expect(text).toContain('Quelle: https://site.test/job-boerse/koch-m-w-d-f%C3%BCr-die-kantine-1312');
    expect(text).toMatch(/Erstellt am \d{1,2}\. \p{L}+ \d{4}/u);
    expect(upstreams.cmsLocales).toEqual(['de']);
  });

  it('lays out Arabic labels right to left, with the German job texts left to right', async () => {
    const response = await get('/job-boerse/1312/pdf?locale=ar');

    expect(response.statusCode).toBe(200);
    const { pages, text } = readPdfText(response.rawPayload);
    const items = pages.flat();
    // Read back in logical order: the shaped glyphs were drawn right to left.
    expect(items).toEqual(expect.arrayContaining([{ str: 'الوصف', dir: 'rtl' }, { str: 'معلومات', dir: 'rtl' }]));
    expect(items).toEqual(expect.arrayContaining([{ str: 'Koch (m/w/d) für die Kantine', dir: 'ltr' }]));
    expect(text).toContain('Die Spree Pflegedienst GmbH sucht Verstärkung.');
    expect(text).toContain('في الساعة');
    expect(text).toContain('عرض العمل هذا متوفر باللغة');
    expect(text).toContain('https://site.test/job-boerse/koch-m-w-d-f%C3%BCr-die-kantine-1312');
  });

  it('takes the language from the lang cookie without a locale parameter, the parameter first', async () => {
    const byCookie = await get('/job-boerse/1312/pdf', { cookie: 'lang=en' });
    expect(readPdfText(byCookie.rawPayload).text).toContain('Application deadline');

    const byQuery = await get('/job-boerse/1312/pdf?locale=tr', { cookie: 'lang=en' });
    expect(readPdfText(byQuery.rawPayload).text).toContain('Son başvuru tarihi');

    const unknown = await get('/job-boerse/1312/pdf?locale=xx', { cookie: 'lang=en' });
    expect(readPdfText(unknown.rawPayload).text).toContain('Bewerbungsfrist');
    expect(upstreams.cmsLocales).toEqual(['en', 'tr', 'de']);
  });

  it('answers 404 in the reader’s language for a malformed or unknown job', async () => {
    const malformed = await get('/job-boerse/kein-job/pdf');
    expect(malformed.statusCode).toBe(404);
    expect(malformed.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(malformed.body).toBe('Diesen Job gibt es nicht (mehr).');

    const unknown = await get('/job-boerse/gibt-es-nicht-999999/pdf?locale=en');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe('This job does not exist (any more).');
  });

  it('answers 503 with a clear message when the jobs service fails or cannot be reached', async () => {
    upstreams.jobsDown = true;
    const failing = await get('/job-boerse/1312/pdf');
    expect(failing.statusCode).toBe(503);
    expect(failing.body).toBe('Der Job kann gerade nicht geladen werden. Bitte versuchen Sie es in ein paar Minuten noch einmal.');

    const unreachable = await startGateway(await closedPortUrl(), upstreams.url);
    const response = await unreachable.inject({ method: 'GET', url: '/job-boerse/1312/pdf?locale=ar' });
    await unreachable.close();
    expect(response.statusCode).toBe(503);
    expect(response.body).toBe('لا يمكن تحميل الوظيفة حالياً. يرجى المحاولة مرة أخرى بعد بضع دقائق.');
    expect(response.body).not.toMatch(/Error|at /);
  });

  it('still makes the document with the UI strings when the CMS is down', async () => {
    upstreams.cmsDown = true;
    const failing = await get('/job-boerse/1312/pdf');
    expect(failing.statusCode).toBe(200);
    const { text } = readPdfText(failing.rawPayload);
    expect(text).toContain('Beschreibung');
    expect(text).toContain('Informationen');
    expect(text).not.toContain('Stellenbeschreibung');

    const unreachable = await startGateway(upstreams.url, await closedPortUrl());
    const response = await unreachable.inject({ method: 'GET', url: '/job-boerse/1312/pdf' });
    await unreachable.close();
    expect(response.statusCode).toBe(200);
    expect(readPdfText(response.rawPayload).text).toContain('Informationen');
  });
});
