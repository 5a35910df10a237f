import { lastGoodAnswersFetch } from './last-good-answers';
import { STALE_IF_ERROR_HEADER } from './upstream-health';

function jobsService() {
  let mode: 'up' | '503' | 'refused' = 'up';
  let n = 0;
  const fetchImpl = (async (input: RequestInfo | URL) => {
    n += 1;
    if (mode === 'refused') {
      throw new TypeError('fetch failed');
    }
    const url = input instanceof Request ? input.url : String(input);
    return mode === '503' ? new Response('unavailable', { status: 503 }) : Response.json({ url, n, padding: 'x'.repeat(100) });
  }) as typeof fetch;
  return { fetchImpl, set: (next: typeof mode) => (mode = next), calls: () => n };
}

describe('lastGoodAnswersFetch', () => {
  it('asks the service every time and hands out the last good answer, marked, only while it fails and within its time', async () => {
    let clock = 0;
    const service = jobsService();
    const jobs = lastGoodAnswersFetch({ keepMs: 60_000, maxEntries: 10, maxBytes: 100_000, fetchImpl: service.fetchImpl, now: () => clock });
    await jobs('http://jobs/jobs?page=1');
    const again = await jobs('http://jobs/jobs?page=1');
    expect([again.headers.has(STALE_IF_ERROR_HEADER), (await again.json()).n]).toEqual([false, 2]);

    for (const mode of ['503', 'refused'] as const) {
      service.set(mode);
      const stale = await jobs('http://jobs/jobs?page=1');
      expect([stale.status, stale.headers.get(STALE_IF_ERROR_HEADER), (await stale.json()).n]).toEqual([200, '1', 2]);
    }
    service.set('503');
    expect((await jobs('http://jobs/jobs?page=2')).status).toBe(503);
    service.set('refused');
    clock = 60_000;
    await expect(jobs('http://jobs/jobs?page=1')).rejects.toThrow('fetch failed');
  });

  it('keeps at most its entries and bytes, the oldest going first, and never a POST', async () => {
    const service = jobsService();
    const jobs = lastGoodAnswersFetch({ keepMs: 60_000, maxEntries: 2, maxBytes: 400, fetchImpl: service.fetchImpl });
    for (const page of [1, 2, 3]) {
      await jobs(`http://jobs/jobs?page=${page}`);
    }
    await jobs('http://jobs/jobs?page=4', { method: 'POST', body: '{}' });
    service.set('refused');
    const kept = await Promise.all([1, 2, 3, 4].map((page) => jobs(`http://jobs/jobs?page=${page}`).then((r) => r.status, () => 'failed')));
    expect(kept).toEqual(['failed', 200, 200, 'failed']);

    const other = jobsService();
    const small = lastGoodAnswersFetch({ keepMs: 60_000, maxEntries: 10, maxBytes: 200, fetchImpl: other.fetchImpl });
    await small('http://jobs/jobs?page=1');
    await small('http://jobs/jobs?page=2');
    other.set('refused');
    const fitting = await Promise.all([1, 2].map((page) => small(`http://jobs/jobs?page=${page}`).then((r) => r.status, () => 'failed')));
    expect(fitting).toEqual(['failed', 200]);
  });

  it('hands out the kept answer once the service is slower than the soft limit, one call per address going on and keeping its answer', async () => {
    let clock = 0;
    const held: (() => void)[] = [];
    let slow = false;
    let n = 0;
    const fetchImpl = (async (input: RequestInfo | URL) => {
      n += 1;
      const call = n;
      if (slow) {
        await new Promise<void>((resolve) => held.push(resolve));
      }
      return Response.json({ url: input instanceof Request ? input.url : String(input), call });
    }) as typeof fetch;
    const jobs = lastGoodAnswersFetch({ keepMs: 60_000, softTimeoutMs: 20, maxEntries: 10, maxBytes: 100_000, fetchImpl, now: () => clock });
    await jobs('http://jobs/jobs/7');
    clock = 1000;
    slow = true;
    for (let visitor = 0; visitor < 3; visitor += 1) {
      const answer = await jobs('http://jobs/jobs/7');
      expect([answer.headers.get(STALE_IF_ERROR_HEADER), (await answer.json()).call]).toEqual(['1', 1]);
    }
    expect(n).toBe(2);

    slow = false;
    held.splice(0).forEach((release) => release());
    await new Promise((resolve) => setTimeout(resolve, 5));
    clock = 59_000;
    slow = true;
    // The kept answer is now the one the call going on brought.
    expect((await (await jobs('http://jobs/jobs/7')).json()).call).toBe(2);
    held.splice(0).forEach((release) => release());
  });
});
