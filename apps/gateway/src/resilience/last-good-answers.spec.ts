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
});
