import type { GatewayConfig } from '../lib/config';
import { createUpstreamFetch } from '../lib/upstream-fetch';
import type { GatewayMetrics, Upstream } from '../metrics/gateway-metrics';
import { circuitBreakerFetch, type CircuitBreakerFetch, type CircuitState } from './circuit-breaker';
import { lastGoodAnswersFetch } from './last-good-answers';

/** The most job answers kept to stand in for a failing jobs service, and their bytes together. */
const JOBS_KEPT_ENTRIES = 1000;
const JOBS_KEPT_BYTES = 16 * 1024 * 1024;

type StateListener = (upstream: Upstream, state: CircuitState) => void;

/**
 * The process's one way to the CMS and to the jobs service: each behind its own circuit breaker, shared
 * by every caller (server renders, the CMS reader of job documents, calendar files and the sitemap, the
 * `/cms` and `/jobs-api` forwarders), each request within `UPSTREAM_TIMEOUT_MS`. Job answers go through
 * `jobs`, which keeps the last good ones to stand in while the service fails or is slower than
 * `UPSTREAM_SOFT_TIMEOUT_MS`; CMS answers are kept by the shared CMS cache (`createCmsAnswerCache`) on
 * top of `cms`.
 */
export class ServiceCircuits {
  readonly cms: CircuitBreakerFetch;
  readonly jobsCircuit: CircuitBreakerFetch;
  /** The jobs service's answers, the last good ones standing in while it fails. */
  readonly jobs: typeof fetch;
  private readonly listeners = new Set<StateListener>();

  constructor(config: GatewayConfig, { metrics, fetchImpl = fetch }: { metrics?: GatewayMetrics; fetchImpl?: typeof fetch } = {}) {
    const settings = {
      errorThresholdPercent: config.CIRCUIT_ERROR_THRESHOLD_PERCENT,
      volumeThreshold: config.CIRCUIT_VOLUME_THRESHOLD,
      resetMs: config.CIRCUIT_RESET_MS,
      windowMs: config.CIRCUIT_WINDOW_MS,
    };
    const onStateChange: StateListener = (upstream, state) => this.listeners.forEach((listener) => listener(upstream, state));
    const upstreamFetch = createUpstreamFetch(config.UPSTREAM_TIMEOUT_MS, fetchImpl);
    this.cms = circuitBreakerFetch(upstreamFetch, { upstream: 'cms', settings, metrics, onStateChange });
    this.jobsCircuit = circuitBreakerFetch(upstreamFetch, { upstream: 'jobs', settings, metrics, onStateChange });
    this.jobs = lastGoodAnswersFetch({
      keepMs: config.STALE_IF_ERROR_SECONDS * 1000,
      softTimeoutMs: config.UPSTREAM_SOFT_TIMEOUT_MS,
      maxEntries: JOBS_KEPT_ENTRIES,
      maxBytes: JOBS_KEPT_BYTES,
      fetchImpl: this.jobsCircuit.fetch,
    });
  }

  /** Tells `listener` of every circuit's state changes; returns how to stop. */
  watch(listener: StateListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  shutdown(): void {
    this.cms.shutdown();
    this.jobsCircuit.shutdown();
  }
}
