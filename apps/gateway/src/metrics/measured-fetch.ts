import { isUpstreamTimeout } from '../lib/upstream-fetch';
import type { GatewayMetrics, Upstream, UpstreamFailure } from './gateway-metrics';

/**
 * A `fetch` to one service that reports each call once: answered, with its status class, after how long,
 * or given up, for its time limit (`timeout`) or for no connection (`network`), after how long. A call its
 * caller cancelled is not the service's failure and is not counted. Without metrics the given `fetch` is
 * returned as it is.
 */
export function measuredFetch(upstream: Upstream, metrics: GatewayMetrics | undefined, fetchImpl: typeof fetch = fetch): typeof fetch {
  if (!metrics) {
    return fetchImpl;
  }
  metrics.upstreamInUse(upstream);
  return async (input, init) => {
    const startedAt = performance.now();
    const seconds = () => (performance.now() - startedAt) / 1000;
    try {
      const response = await fetchImpl(input, init);
      metrics.upstreamAnswered(upstream, response.status, seconds());
      return response;
    } catch (error) {
      const failure = callFailure(error);
      if (failure) {
        metrics.upstreamFailed(upstream, failure, seconds());
      }
      throw error;
    }
  };
}

/**
 * Why a call got no answer: fetch rejects with a DOMException for a timeout or an abort, a TypeError for a
 * failed connection. Null for a call its caller cancelled (an abort).
 */
function callFailure(error: unknown): UpstreamFailure | null {
  if (isUpstreamTimeout(error)) {
    return 'timeout';
  }
  return error instanceof DOMException && error.name === 'AbortError' ? null : 'network';
}
