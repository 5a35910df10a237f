import CircuitBreaker from 'opossum';
import type { GatewayMetrics, Upstream } from '../metrics/gateway-metrics';
import { measuredFetch } from '../metrics/measured-fetch';

/** A call refused at once because the service's circuit is open: it failed too often just now. */
export class CircuitOpenError extends Error {
  constructor(readonly upstream: Upstream) {
    super(`the ${upstream} service's circuit is open: calls fail at once until a probe succeeds`);
    this.name = 'CircuitOpenError';
  }
}

/** When a circuit opens and when it tries again (config: CIRCUIT_*). */
export interface CircuitSettings {
  /** The share of failed calls within `windowMs` above which the circuit opens. */
  errorThresholdPercent: number;
  /** The fewest calls within `windowMs` before it may open. */
  volumeThreshold: number;
  /** How far back calls and failures are counted (in ten buckets). */
  windowMs: number;
  /** How long it stays open before one call may probe the service. */
  resetMs: number;
}

export type CircuitState = 'open' | 'halfOpen' | 'closed';

export interface CircuitBreakerFetchOptions {
  upstream: Upstream;
  settings: CircuitSettings;
  metrics?: GatewayMetrics;
  /** Told of every change of the circuit's state. */
  onStateChange?: (upstream: Upstream, state: CircuitState) => void;
}

export interface CircuitBreakerFetch {
  fetch: typeof fetch;
  readonly state: CircuitState;
  /** Stops the breaker's timers (the process ends or a test is done). */
  shutdown(): void;
}

/** A 5xx answer: handed to the caller as it is, but counted by the breaker as a failure. */
class FailedStatus extends Error {
  constructor(readonly response: Response) {
    super(`answered ${response.status}`);
  }
}

/**
 * A `fetch` to one service behind a circuit breaker (opossum): timeouts, refused connections and 5xx
 * answers count as failures (a 404 is an answer); once they pass the threshold, calls fail at once with
 * `CircuitOpenError` instead of waiting for the time limit, and after `resetMs` one call probes the
 * service: its success closes the circuit, its failure opens it again. Each call that goes out, each call
 * the open circuit refuses and each state change is reported to the metrics.
 */
export function circuitBreakerFetch(fetchImpl: typeof fetch, options: CircuitBreakerFetchOptions): CircuitBreakerFetch {
  const { upstream, settings, metrics, onStateChange } = options;
  const measured = measuredFetch(upstream, metrics, fetchImpl);
  const breaker = new CircuitBreaker(
    async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await measured(input, init);
      if (response.status >= 500) {
        throw new FailedStatus(response);
      }
      return response;
    },
    {
      // The upstream fetch has its own time limit, which aborts the request.
      timeout: false,
      errorThresholdPercentage: settings.errorThresholdPercent,
      volumeThreshold: settings.volumeThreshold,
      resetTimeout: settings.resetMs,
      rollingCountTimeout: settings.windowMs,
      rollingCountBuckets: 10,
      // A caller that gave up (its own signal) says nothing about the service.
      errorFilter: (error: unknown) => error instanceof DOMException && error.name === 'AbortError',
    },
  );
  const changed = (state: CircuitState) => {
    metrics?.circuitChanged(upstream, state);
    onStateChange?.(upstream, state);
  };
  breaker.on('open', () => changed('open'));
  breaker.on('halfOpen', () => changed('halfOpen'));
  breaker.on('close', () => changed('closed'));
  metrics?.circuitInUse(upstream);

  const guarded: typeof fetch = async (input, init) => {
    try {
      return await breaker.fire(input, init);
    } catch (error) {
      if (error instanceof FailedStatus) {
        return error.response;
      }
      if (isOpenCircuit(error)) {
        metrics?.circuitRejected(upstream);
        throw new CircuitOpenError(upstream);
      }
      throw error;
    }
  };
  return {
    fetch: guarded,
    get state() {
      return breaker.opened ? 'open' : breaker.halfOpen ? 'halfOpen' : 'closed';
    },
    shutdown: () => breaker.shutdown(),
  };
}

function isOpenCircuit(error: unknown): boolean {
  return error instanceof Error && (error as Error & { code?: string }).code === 'EOPENBREAKER';
}
