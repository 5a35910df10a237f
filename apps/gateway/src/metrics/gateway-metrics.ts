import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** The services the gateway calls; the only values of the `upstream` label. */
export type Upstream = 'cms' | 'jobs' | 'search' | 'brevo' | 'captcha';

/** Why an upstream call failed; the only values of the `reason` label. */
export type UpstreamFailure = 'timeout' | 'status' | 'network' | 'circuit_open';

/** How the page cache answered; `bypass` for a page rendered for one request (preview, authorization). */
export type PageCacheResult = 'hit' | 'stale' | 'miss' | 'bypass';

/**
 * The gateway's metrics for Prometheus, in one registry per process. Label values come from closed sets
 * (route patterns, upstream names, results), never from a URL, an address or a slug, so the number of
 * series stays bounded whatever visitors request.
 */
export class GatewayMetrics {
  readonly registry = new Registry();

  readonly requestDuration = new Histogram({
    name: 'http_server_request_duration_seconds',
    help: 'Time from a request until its response was sent, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly pageCacheRequests = new Counter({
    name: 'jobpoint_page_cache_requests_total',
    help: 'Page requests by how the page cache answered them.',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });

  readonly upstreamDuration = new Histogram({
    name: 'jobpoint_upstream_request_duration_seconds',
    help: 'Time the gateway waited for an answer of a service it calls.',
    labelNames: ['upstream'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly upstreamErrors = new Counter({
    name: 'jobpoint_upstream_errors_total',
    help: 'Calls to a service that failed, by service and reason (timeout, status, network, circuit_open).',
    labelNames: ['upstream', 'reason'] as const,
    registers: [this.registry],
  });

  readonly circuitOpen = new Gauge({
    name: 'jobpoint_circuit_open',
    help: '1 while the circuit breaker of a service is open (calls fail at once), 0 otherwise.',
    labelNames: ['upstream'] as const,
    registers: [this.registry],
  });

  readonly renderDuration = new Histogram({
    name: 'jobpoint_render_duration_seconds',
    help: 'Time a page render took on the server (pages not served from the page cache).',
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  constructor({ defaultMetrics = true }: { defaultMetrics?: boolean } = {}) {
    if (defaultMetrics) {
      collectDefaultMetrics({ register: this.registry });
    }
  }

  pageCache(result: PageCacheResult): void {
    this.pageCacheRequests.inc({ result });
  }

  upstreamAnswered(upstream: Upstream, seconds: number): void {
    this.upstreamDuration.observe({ upstream }, seconds);
  }

  upstreamFailed(upstream: Upstream, reason: UpstreamFailure): void {
    this.upstreamErrors.inc({ upstream, reason });
  }

  circuitChanged(upstream: Upstream, open: boolean): void {
    this.circuitOpen.set({ upstream }, open ? 1 : 0);
  }

  rendered(seconds: number): void {
    this.renderDuration.observe(seconds);
  }
}
