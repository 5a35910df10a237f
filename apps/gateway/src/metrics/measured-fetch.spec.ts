import { GatewayMetrics } from './gateway-metrics';
import { measuredFetch } from './measured-fetch';

describe('a measured fetch', () => {
  /** The calls counted by the latency histogram, by outcome. */
  const calls = async (metrics: GatewayMetrics) =>
    Object.fromEntries(
      (await metrics.upstreamDuration.get()).values
        .filter(({ metricName, labels }) => metricName?.endsWith('_count') && labels.upstream === 'captcha')
        .map(({ labels, value }) => [labels.outcome, value]),
    );
  /** The time observed for the calls of one outcome. */
  const seconds = async (metrics: GatewayMetrics, outcome: string) =>
    (await metrics.upstreamDuration.get()).values.find(({ metricName, labels }) => metricName?.endsWith('_sum') && labels.outcome === outcome)?.value;

  it('has every outcome of its service at 0 before the first call', async () => {
    const metrics = new GatewayMetrics({ defaultMetrics: false });
    measuredFetch('captcha', metrics, async () => new Response('ok'));
    expect(await calls(metrics)).toEqual({ '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0, timeout: 0, network: 0 });
  });

  it('counts every answer once, by its status class, a 5xx too', async () => {
    const metrics = new GatewayMetrics({ defaultMetrics: false });
    const answers = [new Response('ok'), new Response('busy', { status: 503 }), new Response('no', { status: 404 }), new Response(null, { status: 304 })];
    const fetchFn = measuredFetch('captcha', metrics, async () => answers.shift() as Response);
    for (const path of ['a', 'b', 'c', 'd']) {
      await fetchFn(`https://captcha.test/${path}`);
    }
    expect(await calls(metrics)).toEqual({ '2xx': 1, '3xx': 1, '4xx': 1, '5xx': 1, timeout: 0, network: 0 });
  });

  it('times a timeout until the call was given up, tells it from a network failure, and does not count a call its caller cancelled', async () => {
    const metrics = new GatewayMetrics({ defaultMetrics: false });
    const errors = [
      new DOMException('The operation was aborted due to timeout', 'TimeoutError'),
      new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) }),
      new DOMException('This operation was aborted', 'AbortError'),
    ];
    const fetchFn = measuredFetch('captcha', metrics, async () => {
      const error = errors.shift();
      if (error?.name === 'TimeoutError') {
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
      throw error;
    });
    for (let call = 0; call < 3; call += 1) {
      await expect(fetchFn('https://captcha.test/')).rejects.toThrow();
    }
    expect(await calls(metrics)).toEqual({ '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0, timeout: 1, network: 1 });
    expect(await seconds(metrics, 'timeout')).toBeGreaterThan(0.02);
  });

  it('is the given fetch itself without metrics', () => {
    const fetchFn: typeof fetch = async () => new Response('ok');
    expect(measuredFetch('brevo', undefined, fetchFn)).toBe(fetchFn);
  });
});
