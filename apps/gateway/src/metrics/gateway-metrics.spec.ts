import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { eventually, NEWSLETTER } from '../mailing/testing/mailing-test-app';
import { FakeBrevo } from '../mailing/testing/fake-brevo';
import { describeWithPostgres, startTemporaryPostgres, type TemporaryPostgres } from '../mailing/testing/temporary-postgres';
import { buildInfo } from './gateway-metrics';
import { pagePattern, UNMATCHED_ROUTE } from './request-metrics';
import { startMeteredGateway, type MeteredGateway } from './testing/metered-gateway';

/** The value of one series in Prometheus's text format, or undefined when it is not there. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text
    .split('\n')
    .find((candidate) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(candidate);
      return match?.[1] === name && wanted.every((pair) => (match[2] ?? '').split(',').includes(pair));
    });
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

const scrape = async (gateway: MeteredGateway) => {
  const response = await fetch(gateway.metricsUrl);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
};

/** `/metrics` as a plain HTTP client gets it: the status, its encoding and the body's bytes as sent. */
function rawScrape(url: string, headers: Record<string, string>): Promise<{ encoding: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('the page registry’s pattern of a path', () => {
  it.each([
    ['/', '/'],
    ['/ueber-uns', '/ueber-uns'],
    ['/ueber-uns/', '/ueber-uns'],
    ['/job-boerse/merkliste', '/job-boerse/merkliste'],
    ['/job-boerse/4711-koch-in-kreuzberg', '/job-boerse/:jobParam'],
    ['/veranstaltungen/latest', '/veranstaltungen/latest'],
    ['/veranstaltungen/jobdating-wedding', '/veranstaltungen/:slug'],
    ['/ankommen-in-berlin', '/:pageSlug'],
    ['/ratgeber/a/b', UNMATCHED_ROUTE],
  ])('%s is %s', (pathname, pattern) => {
    expect(pagePattern(pathname)).toBe(pattern);
  });
});

describe('the build a gateway names', () => {
  it('is the deployment’s version and commit, else the package’s version and an unknown commit', () => {
    expect(buildInfo({ SERVICE_VERSION: '2026.11.3', GIT_COMMIT: '0c1d2e3' })).toEqual({ version: '2026.11.3', commit: '0c1d2e3' });
    expect(buildInfo({ SERVICE_VERSION: ' ', GIT_COMMIT: '' })).toEqual({ version: '0.0.0', commit: 'unknown' });
  });
});

describe('the gateway’s metrics', () => {
  let brevo: FakeBrevo;
  let gateway: MeteredGateway;

  beforeEach(async () => {
    brevo = await new FakeBrevo().start();
    gateway = await startMeteredGateway({ brevoUrl: brevo.url });
  });

  afterEach(async () => {
    await gateway.close();
    await brevo.stop();
  });

  it('are served on their own port only; the public port answers 404 to /metrics', async () => {
    // There it is just a path like any other: a page of the site (the real apps answer 404 for it).
    expect(await (await fetch(`${gateway.url}/metrics`)).text()).not.toContain('# TYPE');
    expect((await fetch(gateway.metricsUrl.replace('/metrics', '/'))).status).toBe(404);
    const text = await scrape(gateway);
    expect(text).toContain('# TYPE nodejs_eventloop_lag_p99_seconds gauge');
    expect(text).toContain('# TYPE process_resident_memory_bytes gauge');
  });

  it('are gzip-compressed for a scraper that takes gzip, and plain text for one that does not', async () => {
    const compressed = await rawScrape(gateway.metricsUrl, { 'accept-encoding': 'gzip' });
    expect(compressed.encoding).toBe('gzip');
    const plain = await rawScrape(gateway.metricsUrl, { 'accept-encoding': 'gzip;q=0, identity' });
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toContain('# TYPE jobpoint_build_info gauge');
    expect(gunzipSync(compressed.body).toString()).toContain('# TYPE jobpoint_build_info gauge');
    expect(compressed.body.length).toBeLessThan(plain.body.length / 4);
  });

  it('have every series of a known label set at 0 before anything happened, and name the build', async () => {
    const text = await scrape(gateway);
    for (const result of ['hit', 'stale', 'stale_if_error', 'miss', 'bypass']) {
      expect(sample(text, 'jobpoint_page_cache_requests_total', { result })).toBe(0);
    }
    for (const result of ['sent', 'rejected', 'retry', 'held']) {
      expect(sample(text, 'jobpoint_outbox_deliveries_total', { result })).toBe(0);
    }
    for (const kind of ['confirmation', 'alert']) {
      expect(sample(text, 'jobpoint_job_alert_mails_sent_total', { kind })).toBe(0);
    }
    for (const upstream of ['cms', 'jobs', 'brevo']) {
      for (const outcome of ['2xx', '3xx', '4xx', '5xx', 'timeout', 'network']) {
        expect(sample(text, 'jobpoint_upstream_request_duration_seconds_count', { upstream, outcome })).toBe(0);
      }
    }
    for (const upstream of ['cms', 'jobs']) {
      expect(sample(text, 'jobpoint_circuit_rejected_calls_total', { upstream })).toBe(0);
      expect(sample(text, 'jobpoint_circuit_state', { upstream, state: 'closed' })).toBe(1);
      expect(sample(text, 'jobpoint_circuit_state', { upstream, state: 'open' })).toBe(0);
      expect(sample(text, 'jobpoint_circuit_state', { upstream, state: 'half_open' })).toBe(0);
    }
    expect(sample(text, 'jobpoint_secret_refusals_total', { endpoint: 'preview', reason: 'wrong_secret' })).toBe(0);
    expect(sample(text, 'jobpoint_address_limited_mails_total', { form: 'newsletter' })).toBe(0);
    expect(sample(text, 'jobpoint_renders_shed_total', { reason: 'queue_full' })).toBe(0);
    expect(sample(text, 'jobpoint_ready')).toBe(1);
    expect(sample(text, 'jobpoint_outbox_database_up')).toBe(1);
    expect(sample(text, 'jobpoint_build_info')).toBe(1);
  });

  it('label requests by route pattern and page cache result, never by the path', async () => {
    await fetch(`${gateway.url}/job-boerse/4711-koch-in-kreuzberg`);
    await fetch(`${gateway.url}/job-boerse/4711-koch-in-kreuzberg`);
    await fetch(`${gateway.url}/job-boerse/0815-maurerin`, { headers: { authorization: 'Bearer x' } });
    await fetch(`${gateway.url}/gibt-es-nicht/ganz/tief`);
    await fetch(`${gateway.url}/healthz`);
    await fetch(`${gateway.url}/readyz`);
    await fetch(`${gateway.url}/api/nichts`, { method: 'POST' });
    await fetch(`${gateway.url}/ueber-uns`, { method: 'PURGE' });

    const text = await scrape(gateway);
    const duration = 'http_server_request_duration_seconds_count';
    expect(sample(text, duration, { method: 'GET', route: '/job-boerse/:jobParam', status_code: '200' })).toBe(3);
    expect(sample(text, duration, { method: 'GET', route: UNMATCHED_ROUTE, status_code: '200' })).toBe(1);
    expect(sample(text, duration, { method: 'POST', route: UNMATCHED_ROUTE, status_code: '405' })).toBe(1);
    expect(text).not.toMatch(/route="\/(healthz|readyz)"|method="PURGE"/);
    expect(sample(text, duration, { method: '_OTHER' })).toBe(1);
    expect(sample(text, 'jobpoint_page_cache_requests_total', { result: 'miss' })).toBe(2);
    expect(sample(text, 'jobpoint_page_cache_requests_total', { result: 'hit' })).toBe(1);
    expect(sample(text, 'jobpoint_page_cache_requests_total', { result: 'bypass' })).toBe(1);
    expect(sample(text, 'jobpoint_render_duration_seconds_count')).toBe(3);
    expect(text).not.toMatch(/4711|0815|koch|gibt-es-nicht/);
  });

  it('count deliveries by result and report the outbox’s queue, without an address in any label', async () => {
    brevo.respond({ status: 400, body: { code: 'invalid_parameter', message: 'email is not valid' } });
    expect((await fetch(`${gateway.url}/api/brevo/contacts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(NEWSLETTER),
    })).status).toBe(422);
    brevo.respond({ status: 503 });
    const accepted = await fetch(`${gateway.url}/api/brevo/contacts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...NEWSLETTER, email: 'grace@example.org' }),
    });
    expect(accepted.status).toBe(202);
    await eventually(() => brevo.accepted.length === 1);

    const text = await scrape(gateway);
    expect(sample(text, 'jobpoint_outbox_deliveries_total', { result: 'rejected' })).toBe(1);
    expect(sample(text, 'jobpoint_outbox_deliveries_total', { result: 'retry' })).toBe(1);
    expect(sample(text, 'jobpoint_outbox_deliveries_total', { result: 'sent' })).toBe(1);
    // Each call once: the refusal, the failed attempt and the one that went through.
    for (const outcome of ['4xx', '5xx', '2xx']) {
      expect(sample(text, 'jobpoint_upstream_request_duration_seconds_count', { upstream: 'brevo', outcome })).toBe(1);
    }
    expect(sample(text, 'jobpoint_outbox_failed')).toBe(1);
    expect(sample(text, 'jobpoint_outbox_pending')).toBe(0);
    expect(sample(text, 'jobpoint_outbox_oldest_pending_age_seconds')).toBe(0);
    expect(text).toContain('each gateway reports the same queue');
    expect(text).not.toMatch(/example\.org|@/);
  });

  it('report a pending submission and its age', async () => {
    brevo.flap(() => ({ status: 503 }));
    const accepted = await fetch(`${gateway.url}/api/brevo/contacts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(NEWSLETTER),
    });
    expect(accepted.status).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const text = await scrape(gateway);
    expect(sample(text, 'jobpoint_outbox_pending')).toBe(1);
    expect(sample(text, 'jobpoint_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(1);
  });

  it('/readyz answers 200 while the outbox database answers; /healthz stays as it was', async () => {
    const ready = await fetch(`${gateway.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
    expect(await (await fetch(`${gateway.url}/healthz`)).json()).toEqual({ status: 'ok' });
  });
});

describeWithPostgres('/readyz with the outbox on PostgreSQL', () => {
  let postgres: TemporaryPostgres | undefined;
  let gateway: MeteredGateway | undefined;

  afterEach(async () => {
    await gateway?.close();
    await postgres?.stop();
  });

  it('answers 503 with its reason while the database is down; the outbox gauges are unknown, the database and readiness gauges 0', async () => {
    postgres = await startTemporaryPostgres({ label: 'readyz' });
    gateway = await startMeteredGateway({ databaseUrl: postgres.url });
    expect((await fetch(`${gateway.url}/readyz`)).status).toBe(200);
    const up = await scrape(gateway);
    expect(sample(up, 'jobpoint_outbox_pending')).toBe(0);
    expect(sample(up, 'jobpoint_outbox_database_up')).toBe(1);
    expect(sample(up, 'jobpoint_ready')).toBe(1);

    await postgres.stop();
    postgres = undefined;
    const notReady = await eventually(async () => {
      const response = await fetch(`${(gateway as MeteredGateway).url}/readyz`);
      return response.status === 503 && response;
    });
    expect(notReady.headers.get('cache-control')).toBe('no-store');
    expect(await notReady.json()).toEqual({ status: 'not ready', reasons: ['the outbox database does not answer'] });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const down = await scrape(gateway);
    expect(sample(down, 'jobpoint_outbox_pending')).toBeNaN();
    expect(sample(down, 'jobpoint_outbox_database_up')).toBe(0);
    expect(sample(down, 'jobpoint_ready')).toBe(0);
    expect((await fetch(`${gateway.url}/healthz`)).status).toBe(200);
  });
});
