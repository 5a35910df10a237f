import { GatewayMetrics } from '../metrics/gateway-metrics';
import { circuitBreakerFetch, CircuitOpenError, type CircuitBreakerFetch } from './circuit-breaker';

const SETTINGS = { errorThresholdPercent: 50, volumeThreshold: 4, resetMs: 200, windowMs: 10_000 };

/** A service whose answer the test chooses: a status, a refused connection or a timeout. */
function service() {
  let answer: number | 'refused' | 'timeout' = 200;
  const fetchImpl = jest.fn(async () => {
    if (answer === 'refused') {
      throw new TypeError('fetch failed');
    }
    if (answer === 'timeout') {
      throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    }
    return new Response('{}', { status: answer });
  });
  return { fetchImpl: fetchImpl as unknown as typeof fetch, calls: fetchImpl, set: (next: typeof answer) => (answer = next) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('circuitBreakerFetch', () => {
  let breaker: CircuitBreakerFetch | undefined;
  afterEach(() => breaker?.shutdown());

  it('opens after repeated failures, then fails at once without asking the service, and a probe closes it again', async () => {
    const upstream = service();
    const metrics = new GatewayMetrics({ defaultMetrics: false });
    const states: string[] = [];
    breaker = circuitBreakerFetch(upstream.fetchImpl, { upstream: 'cms', settings: SETTINGS, metrics, onStateChange: (_upstream, state) => states.push(state) });
    const guarded = breaker.fetch;

    expect((await guarded('http://cms/api/footer')).status).toBe(200);
    upstream.set(503);
    expect((await guarded('http://cms/api/footer')).status).toBe(503);
    upstream.set('timeout');
    await expect(guarded('http://cms/api/footer')).rejects.toThrow('timeout');
    upstream.set('refused');
    await expect(guarded('http://cms/api/footer')).rejects.toThrow('fetch failed');
    expect(breaker.state).toBe('open');

    const calls = upstream.calls.mock.calls.length;
    const startedAt = performance.now();
    await expect(guarded('http://cms/api/footer')).rejects.toBeInstanceOf(CircuitOpenError);
    expect(performance.now() - startedAt).toBeLessThan(50);
    expect(upstream.calls.mock.calls.length).toBe(calls);

    upstream.set(200);
    await sleep(SETTINGS.resetMs + 50);
    expect(breaker.state).toBe('halfOpen');
    expect((await guarded('http://cms/api/footer')).status).toBe(200);
    expect(breaker.state).toBe('closed');
    expect(states).toEqual(['open', 'halfOpen', 'closed']);

    const histogram = await metrics.registry.getSingleMetricAsString('jobpoint_upstream_request_duration_seconds');
    for (const [outcome, count] of Object.entries({ '2xx': 2, '5xx': 1, timeout: 1, network: 1, '4xx': 0 })) {
      expect(histogram).toContain(`jobpoint_upstream_request_duration_seconds_count{upstream="cms",outcome="${outcome}"} ${count}`);
    }
    expect(await metrics.registry.getSingleMetricAsString('jobpoint_circuit_rejected_calls_total')).toContain(
      'jobpoint_circuit_rejected_calls_total{upstream="cms"} 1',
    );
    const state = await metrics.registry.getSingleMetricAsString('jobpoint_circuit_state');
    expect(state).toContain('jobpoint_circuit_state{upstream="cms",state="closed"} 1');
    expect(state).toContain('jobpoint_circuit_state{upstream="cms",state="open"} 0');
    expect(state).toContain('jobpoint_circuit_state{upstream="cms",state="half_open"} 0');
  });

  it('reports its state while half open as not closed, in a gauge per state', async () => {
    const upstream = service();
    const metrics = new GatewayMetrics({ defaultMetrics: false });
    breaker = circuitBreakerFetch(upstream.fetchImpl, { upstream: 'jobs', settings: SETTINGS, metrics });
    const states = async () =>
      Object.fromEntries((await metrics.circuitState.get()).values.filter(({ labels }) => labels.upstream === 'jobs').map(({ labels, value }) => [labels.state, value]));
    expect(await states()).toEqual({ closed: 1, open: 0, half_open: 0 });
    expect(await metrics.registry.getSingleMetricAsString('jobpoint_circuit_rejected_calls_total')).toContain(
      'jobpoint_circuit_rejected_calls_total{upstream="jobs"} 0',
    );

    upstream.set(503);
    for (let n = 0; n < SETTINGS.volumeThreshold; n += 1) {
      await breaker.fetch('http://jobs/jobs/1');
    }
    expect(await states()).toEqual({ closed: 0, open: 1, half_open: 0 });
    await sleep(SETTINGS.resetMs + 50);
    expect(breaker.state).toBe('halfOpen');
    expect(await states()).toEqual({ closed: 0, open: 0, half_open: 1 });
  });

  it('counts a 404 as an answer and a failed probe opens the circuit again', async () => {
    const upstream = service();
    breaker = circuitBreakerFetch(upstream.fetchImpl, { upstream: 'jobs', settings: SETTINGS });
    upstream.set(404);
    for (let n = 0; n < 6; n += 1) {
      expect((await breaker.fetch('http://jobs/jobs/1')).status).toBe(404);
    }
    expect(breaker.state).toBe('closed');

    upstream.set(500);
    // Opens once more than half of the calls of the last ten seconds failed.
    for (let n = 0; n < 7; n += 1) {
      await breaker.fetch('http://jobs/jobs/1');
    }
    expect(breaker.state).toBe('open');
    await sleep(SETTINGS.resetMs + 50);
    expect((await breaker.fetch('http://jobs/jobs/1')).status).toBe(500);
    expect(breaker.state).toBe('open');
  });
});
