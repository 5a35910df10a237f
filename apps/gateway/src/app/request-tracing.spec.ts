import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { temporaryDataDir, testEnv } from '../mailing/testing/mailing-test-app';
import {
  buildGatewayProcess,
  bundleService,
  startGatewayProcess,
  startServiceProcess,
  temporaryBuildDir,
  type GatewayBuild,
  type GatewayProcess,
} from '../testing/gateway-process';
import { OtlpReceiver, type ReceivedSpan } from '../testing/otlp-receiver';

/** Stand-in apps whose every page reads the jobs service, as the job board does. */
const JOBS_READING_ENTRY = `export async function render(env) {
  const response = await env.services.jobs.fetchFn(env.services.jobs.baseUrl + '/jobs?limit=1');
  return { kind: 'html', status: 200, html: '<!doctype html><html lang="de"><head><title>Jobs</title></head><body><p>jobs service: ' + response.status + '</p></body></html>' };
}
`;

/** A port nothing listens on: the CMS and the search service are not needed for this page. */
const NOWHERE = 'http://127.0.0.1:9';

const stopped = (service: GatewayProcess | undefined) => {
  if (service && service.child.exitCode === null && service.child.signalCode === null) {
    service.child.kill('SIGKILL');
  }
  return service?.exited;
};

describe('a page request followed through the gateway and the jobs service', () => {
  const receiver = new OtlpReceiver();
  const jobsDir = temporaryBuildDir('jobs-service-process');
  const data = temporaryDataDir();
  let gatewayBuild: GatewayBuild | undefined;
  let jobs: GatewayProcess | undefined;
  let gateway: GatewayProcess | undefined;

  beforeAll(async () => {
    const endpoint = await receiver.start();
    const tracingEnv = { OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_BSP_SCHEDULE_DELAY: '100', LOG_LEVEL: 'info' };
    gatewayBuild = buildGatewayProcess({ serverEntry: JOBS_READING_ENTRY });
    jobs = await startServiceProcess(bundleService('apps/jobs-service', jobsDir), {
      ...tracingEnv,
      JOBS_SERVICE_PORT: '0',
      JOBS_DB_PATH: path.join(data.dir, 'jobs.sqlite'),
    });
    gateway = await startGatewayProcess(gatewayBuild, {
      ...testEnv(data.dir),
      ...tracingEnv,
      JOBS_SERVICE_URL: jobs.url,
      CMS_URL: NOWHERE,
      SEARCH_URL: NOWHERE,
      TRUST_PROXY: '127.0.0.1',
    });
  }, 60_000);

  afterAll(async () => {
    await Promise.all([stopped(gateway), stopped(jobs), receiver.stop()]);
    gatewayBuild?.remove();
    rmSync(jobsDir, { recursive: true, force: true });
    data.remove();
  });

  it("continues the caller's trace in both services, and the jobs service's log line names it", async () => {
    const traceId = randomBytes(16).toString('hex');
    const response = await fetch(`${gateway?.url}/job-boerse?token=4f2a9c0b7d1e`, {
      headers: { traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01`, 'x-request-id': 'edge-4f2a9c' },
    });

    expect(response.status).toBe(200);
    expect(await response.text()).toContain('jobs service: 200');
    // The gateway's proxy named the request: the gateway keeps its id.
    expect(response.headers.get('x-request-id')).toBe('edge-4f2a9c');

    const inTrace = (spans: ReceivedSpan[], service: string) => spans.filter((span) => span.traceId === traceId && span.service === service);
    const spans = await receiver.waitFor(
      (received) => inTrace(received, 'gateway').some((span) => span.name === 'request') && inTrace(received, 'jobs-service').some((span) => span.name === 'request'),
    );
    const gatewaySpans = inTrace(spans, 'gateway');
    expect(gatewaySpans.find((span) => span.name === 'request')?.attributes).toMatchObject({
      'http.route': '/*',
      'request.id': 'edge-4f2a9c',
      'url.path': '/job-boerse?token=[secret]',
    });
    expect(JSON.stringify(spans)).not.toContain('4f2a9c0b7d1e');
    expect(gatewaySpans.find((span) => span.name === 'page cache')?.attributes).toMatchObject({ 'jobpoint.page_cache': 'MISS' });
    expect(gatewaySpans.find((span) => span.name === 'page render')?.attributes).toMatchObject({ 'jobpoint.app': 'jobseekers', 'url.path': '/job-boerse' });
    expect(gatewaySpans.find((span) => span.attributes['peer.service'] === 'jobs')?.attributes).toMatchObject({ 'http.response.status_code': 200 });
    expect(inTrace(spans, 'jobs-service').find((span) => span.name === 'request')?.attributes).toMatchObject({ 'http.route': '/jobs' });

    const jobsLines = (jobs?.output() ?? '')
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(jobsLines.find((line) => line['traceId'] === traceId)).toMatchObject({
      msg: 'request completed',
      service: 'jobs-service',
      route: '/jobs',
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  }, 30_000);
});
