import type { GatewayMetrics, Upstream } from './gateway-metrics';

/**
 * A `fetch` to one service that reports how long each answer took and why a call failed: a 5xx answer
 * (`status`), no answer in time (`timeout`) or no connection (`network`). A call its caller cancelled is
 * not the service's failure and is not counted. Without metrics the given `fetch` is returned as it is.
 */
export function measuredFetch(upstream: Upstream, metrics: GatewayMetrics | undefined, fetchImpl: typeof fetch = fetch): typeof fetch {
  if (!metrics) {
    return fetchImpl;
  }
  return async (input, init) => {
    const startedAt = performance.now();
    try {
      const response = await fetchImpl(input, init);
      metrics.upstreamAnswered(upstream, (performance.now() - startedAt) / 1000);
      if (response.status >= 500) {
        metrics.upstreamFailed(upstream, 'status');
      }
      return response;
    } catch (error) {
      // fetch rejects with a DOMException for a timeout or an abort, a TypeError for a failed connection.
      const name = typeof error === 'object' && error !== null && 'name' in error ? error.name : '';
      if (name === 'TimeoutError') {
        metrics.upstreamFailed(upstream, 'timeout');
      } else if (name !== 'AbortError') {
        metrics.upstreamFailed(upstream, 'network');
      }
      throw error;
    }
  };
}
