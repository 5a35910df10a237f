import { isSpanContextValid, SpanStatusCode, trace, type Attributes, type Span } from '@opentelemetry/api';
import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import { maskedUrl } from './masked-url';
import type { ServiceIdentity } from './service-logging';

/** A service's tracing, once started. */
export interface Tracing {
  /** A span for every request (@fastify/otel), continuing the caller's trace (`traceparent`). */
  requests: FastifyPluginCallback;
  /** Sends the spans not sent yet, then stops. */
  shutdown(): Promise<void>;
}

export interface TracingOptions {
  /** The services this one calls, by name and base URL: the span of a call to one names it (`peer.service`). */
  upstreams?: Record<string, string>;
  /** A request's URL as its span shows it; by default `maskedUrl` of it. */
  requestUrl?: (request: FastifyRequest) => string;
}

/** Liveness and readiness probes: a span each every few seconds would say nothing. */
const PROBES = new Set(['/healthz', '/readyz', '/_health']);

/** Whether the environment asks for traces: an OTLP endpoint is set and the SDK is not switched off. */
export function tracingRequested(env: NodeJS.ProcessEnv): boolean {
  return Boolean(env['OTEL_EXPORTER_OTLP_ENDPOINT'] || env['OTEL_EXPORTER_OTLP_TRACES_ENDPOINT']) && env['OTEL_SDK_DISABLED'] !== 'true';
}

/**
 * Starts OpenTelemetry when the environment asks for it (`tracingRequested`): spans go to the OTLP/HTTP
 * endpoint in batches, every `fetch` the process makes carries a `traceparent` and has a span (Node's fetch
 * reports its requests on diagnostics channels, which works in a bundle, unlike patching `require`), and
 * `requests` traces the Fastify server. Otherwise nothing is loaded or started: the spans the code makes
 * are then the API's no-op spans.
 */
export async function startTracing(identity: ServiceIdentity, options: TracingOptions = {}, env: NodeJS.ProcessEnv = process.env): Promise<Tracing | undefined> {
  if (!tracingRequested(env)) {
    return undefined;
  }
  const [{ BatchSpanProcessor, NodeTracerProvider }, { OTLPTraceExporter }, { resourceFromAttributes }, { UndiciInstrumentation }, { FastifyOtelInstrumentation }] =
    await Promise.all([
      import('@opentelemetry/sdk-trace-node'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/resources'),
      import('@opentelemetry/instrumentation-undici'),
      import('@fastify/otel'),
    ]);
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': env['OTEL_SERVICE_NAME'] || identity.name, 'service.version': identity.version }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  provider.register();
  const upstreams = Object.entries(options.upstreams ?? {}).map(([name, url]) => ({ name, origin: new URL(url).origin }));
  const calls = new UndiciInstrumentation({
    startSpanHook: (request): Attributes => {
      const upstream = upstreams.find(({ origin }) => origin === request.origin);
      return upstream ? { 'peer.service': upstream.name } : {};
    },
    // Spans leave the process like log lines: a call's URL is masked as a log line's is.
    requestHook: (span, { origin, path }) => {
      const masked = maskedUrl(path);
      const queryStart = masked.indexOf('?');
      span.setAttributes({
        'url.full': `${origin}${masked}`,
        'url.path': queryStart === -1 ? masked : masked.slice(0, queryStart),
        'url.query': queryStart === -1 ? '' : masked.slice(queryStart),
      });
    },
  });
  const requests = new FastifyOtelInstrumentation({
    // A span per hook would be dozens per request; the request and its handler are what is followed.
    instrumentHooks: false,
    ignorePaths: ({ url }) => PROBES.has(url ?? ''),
    requestHook: (span, request) => span.setAttributes({ 'request.id': request.id, 'url.path': (options.requestUrl ?? (({ url }) => maskedUrl(url)))(request) }),
  });
  return {
    requests: requests.plugin(),
    shutdown: async () => {
      calls.disable();
      requests.disable();
      await provider.shutdown();
    },
  };
}

const tracer = trace.getTracer('jobpoint');

/**
 * Runs `work` in a span of its own, a child of the current one; a failure is recorded on the span and
 * thrown on. Without tracing the span is the API's no-op span.
 */
export function inSpan<T>(name: string, attributes: Attributes, work: (span: Span) => Promise<T>): Promise<T> {
  return tracer.startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
      throw error;
    } finally {
      span.end();
    }
  });
}

/** The trace the current code runs in, when it is traced. */
export function currentTraceId(): string | undefined {
  const spanContext = trace.getActiveSpan()?.spanContext();
  return spanContext && isSpanContextValid(spanContext) ? spanContext.traceId : undefined;
}
