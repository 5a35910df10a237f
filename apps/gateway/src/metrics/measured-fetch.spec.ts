import { GatewayMetrics } from './gateway-metrics';
import { measuredFetch } from './measured-fetch';

describe('a measured fetch', () => {
  const failures = async (metrics: GatewayMetrics) =>
    Object.fromEntries((await metrics.upstreamErrors.get()).values.map(({ labels, value }) => [`${labels.upstream} ${labels.reason}`, value]));
  const answered = async (metrics: GatewayMetrics) =>
    (await metrics.upstreamDuration.get()).values.find(({ metricName, labels }) => metricName?.endsWith('_count') && labels.upstream === 'captcha')?.value ?? 0;

  it('times every answer and counts a 5xx as a failure by status', async () => {
    const metrics = new GatewayMetrics({ defaultMetrics: false });
    const answers = [new Response('ok'), new Response('busy', { status: 503 }), new Response('no', { status: 404 })];
    const fetchFn = measuredFetch('captcha', metrics, async () => answers.shift() as Response);
    await fetchFn('https://captcha.test/a');
    await fetchFn('https://captcha.test/b');
    await fetchFn('https://captcha.test/c');
    expect(await answered(metrics)).toBe(3);
    expect(await failures(metrics)).toEqual({ 'captcha status': 1 });
  });

  it('tells a timeout from a network failure and does not count a call its caller cancelled', async () => {
    const metrics = new GatewayMetrics({ defaultMetrics: false });
    const errors = [
      new DOMException('The operation was aborted due to timeout', 'TimeoutError'),
      new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) }),
      new DOMException('This operation was aborted', 'AbortError'),
    ];
    const fetchFn = measuredFetch('captcha', metrics, async () => {
      throw errors.shift();
    });
    for (let call = 0; call < 3; call += 1) {
      await expect(fetchFn('https://captcha.test/')).rejects.toThrow();
    }
    expect(await failures(metrics)).toEqual({ 'captcha timeout': 1, 'captcha network': 1 });
    expect(await answered(metrics)).toBe(0);
  });

  it('is the given fetch itself without metrics', () => {
    const fetchFn: typeof fetch = async () => new Response('ok');
    expect(measuredFetch('brevo', undefined, fetchFn)).toBe(fetchFn);
  });
});
