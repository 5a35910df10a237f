import type { ReadableSpan } from '@opentelemetry/sdk-trace-node';
import Fastify from 'fastify';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { observeRequests } from './observe-requests';
import { currentTraceId, inSpan, startTracing, type Tracing } from './tracing';

// The spans the OTLP exporter would send (its HTTP transport loads itself in a way Jest cannot run).
const exported: ReadableSpan[] = [];
jest.mock('@opentelemetry/exporter-trace-otlp-http', () => ({
  OTLPTraceExporter: class {
    export(spans: ReadableSpan[], done: (result: { code: number }) => void) {
      exported.push(...spans);
      done({ code: 0 });
    }
    shutdown() {
      return Promise.resolve();
    }
  },
}));

/** A service on a local port that answers every request. */
async function listen(): Promise<{ server: Server; url: string }> {
  const server = createServer((_request, response) => response.writeHead(200, { 'content-type': 'application/json' }).end('"ok"'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('startTracing', () => {
  it('starts nothing unless the environment asks for traces', async () => {
    expect(await startTracing({ name: 'probe', version: '1' }, {}, {})).toBeUndefined();
  });

  it('sends the spans of requests, of the calls to other services and of the work between, with masked URLs', async () => {
    const upstream = await listen();
    let tracing: Tracing | undefined;
    const traceIds: (string | undefined)[] = [];
    const logged: unknown[] = [];
    try {
      tracing = await startTracing({ name: 'probe', version: '1.2.3' }, { upstreams: { cms: `${upstream.url}/api` } }, { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector.test:4318' });
      const app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => void logged.push(JSON.parse(line)) } } });
      observeRequests(app, tracing);
      app.get('/healthz', async () => 'ok');
      app.get('/suche/:text', async (request) =>
        inSpan('lookup', { 'lookup.kind': 'jobs' }, async () => {
          traceIds.push(currentTraceId());
          request.log.info('looking up');
          await (await fetch(`${upstream.url}/api/jobs?mail=ada@example.org`)).text();
          return 'found';
        }),
      );
      app.get('/kaputt', async () => inSpan('broken', {}, async () => Promise.reject(new Error('no luck'))));
      await app.inject('/healthz');
      expect((await app.inject('/suche/ada@example.org')).body).toBe('found');
      expect((await app.inject('/kaputt')).statusCode).toBe(500);
      await app.close();
    } finally {
      await tracing?.shutdown();
      upstream.server.close();
    }
    expect(traceIds).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/)]);
    expect(currentTraceId()).toBeUndefined();
    expect(logged).toContainEqual(expect.objectContaining({ msg: 'looking up', traceId: traceIds[0] }));

    expect(exported[0].resource.attributes).toMatchObject({ 'service.name': 'probe', 'service.version': '1.2.3' });
    const attributesOf = (span: ReadableSpan) => span.attributes as Record<string, string | undefined>;
    expect(exported.find((span) => span.name === 'lookup')?.attributes).toEqual({ 'lookup.kind': 'jobs' });
    expect(exported.find((span) => span.name === 'broken')?.status).toEqual({ code: 2, message: 'no luck' });
    const call = exported.find((span) => attributesOf(span)['url.full']?.startsWith(upstream.url));
    expect(call?.attributes).toMatchObject({ 'peer.service': 'cms', 'url.full': `${upstream.url}/api/jobs?mail=[email]`, 'url.path': '/api/jobs', 'url.query': '?mail=[email]' });
    const paths = exported.map((span) => attributesOf(span)['url.path']);
    expect(paths).toContain('/suche/[email]');
    expect(paths).not.toContain('/healthz');
    expect(exported.filter((span) => attributesOf(span)['request.id'])).toHaveLength(2);
  });
});
