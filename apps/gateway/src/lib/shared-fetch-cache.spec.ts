import { STALE_IF_ERROR_HEADER } from '../resilience/upstream-health';
import { createSharedFetchCache } from './shared-fetch-cache';

function upstream() {
  const calls: string[] = [];
  let status = 200;
  const fetchImpl = jest.fn(async (input: RequestInfo | URL) => {
    const url = input instanceof Request ? input.url : String(input);
    calls.push(url);
    const n = calls.length;
    await new Promise((resolve) => setTimeout(resolve, 5));
    return new Response(JSON.stringify({ url, n }), { status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  return { fetchImpl, calls, fail: (code: number) => (status = code) };
}

describe('createSharedFetchCache', () => {
  it('answers a repeated GET from memory until the time is up', async () => {
    let clock = 0;
    const { fetchImpl, calls } = upstream();
    const cached = createSharedFetchCache({ ttlMs: 60_000, maxEntries: 10, fetchImpl, now: () => clock }).fetch;
    expect(await (await cached('http://cms/api/footer?locale=de')).json()).toEqual({ url: 'http://cms/api/footer?locale=de', n: 1 });
    expect(await (await cached('http://cms/api/footer?locale=de')).json()).toEqual({ url: 'http://cms/api/footer?locale=de', n: 1 });
    expect(await (await cached('http://cms/api/footer?locale=en')).json()).toMatchObject({ n: 2 });
    clock = 60_001;
    expect(await (await cached('http://cms/api/footer?locale=de')).json()).toMatchObject({ n: 3 });
    expect(calls).toHaveLength(3);
  });

  it('sends one request for identical ones in flight', async () => {
    const { fetchImpl, calls } = upstream();
    const cached = createSharedFetchCache({ ttlMs: 60_000, maxEntries: 10, fetchImpl }).fetch;
    const answers = await Promise.all([1, 2, 3].map(() => cached(new Request('http://cms/api/navigation/render/38')).then((r) => r.json())));
    expect(answers.map((answer) => answer.n)).toEqual([1, 1, 1]);
    expect(calls).toHaveLength(1);
  });

  it('never keeps a failure, so a CMS that is back is asked again', async () => {
    const { fetchImpl, calls, fail } = upstream();
    const cached = createSharedFetchCache({ ttlMs: 60_000, maxEntries: 10, fetchImpl }).fetch;
    fail(503);
    expect((await cached('http://cms/api/notification')).status).toBe(503);
    fail(200);
    expect((await cached('http://cms/api/notification')).status).toBe(200);
    expect(calls).toHaveLength(2);
  });

  it('forgets the oldest answer beyond its size, and leaves other methods and a zero time alone', async () => {
    const { fetchImpl, calls } = upstream();
    const cached = createSharedFetchCache({ ttlMs: 60_000, maxEntries: 2, fetchImpl }).fetch;
    await cached('http://cms/a');
    await cached('http://cms/b');
    await cached('http://cms/c');
    await cached('http://cms/a');
    expect(calls).toEqual(['http://cms/a', 'http://cms/b', 'http://cms/c', 'http://cms/a']);

    await cached('http://cms/a', { method: 'POST', body: '{}' });
    const uncached = createSharedFetchCache({ ttlMs: 0, maxEntries: 2, fetchImpl }).fetch;
    await uncached('http://cms/a');
    expect(calls).toHaveLength(6);
  });

  it('forgets the answers a change names at once, and keeps the others', async () => {
    const { fetchImpl, calls } = upstream();
    const cache = createSharedFetchCache({ ttlMs: 60_000, maxEntries: 10, fetchImpl });
    await cache.fetch('http://cms/api/footer?locale=de');
    await cache.fetch('http://cms/api/home?locale=de');
    cache.drop((url) => url.includes('/api/home'));
    await cache.fetch('http://cms/api/footer?locale=de');
    expect(await (await cache.fetch('http://cms/api/home?locale=de')).json()).toEqual({ url: 'http://cms/api/home?locale=de', n: 3 });
    expect(calls).toHaveLength(3);
  });

  it('does not keep an answer asked for before a change, nor let later requests wait for it', async () => {
    const { fetchImpl, calls } = upstream();
    const cache = createSharedFetchCache({ ttlMs: 60_000, maxEntries: 10, fetchImpl });
    const before = cache.fetch('http://cms/api/home?locale=de');
    cache.drop(() => true);
    const after = cache.fetch('http://cms/api/home?locale=de');
    expect(await (await before).json()).toMatchObject({ n: 1 });
    expect(await (await after).json()).toMatchObject({ n: 2 });
    expect(await (await cache.fetch('http://cms/api/home?locale=de')).json()).toMatchObject({ n: 2 });
    expect(calls).toHaveLength(2);
  });

  describe('stale-if-error', () => {
    /** A CMS that answers, answers 500, refuses the connection or has its circuit open. */
    function cms() {
      let mode: 'up' | '500' | 'refused' = 'up';
      let n = 0;
      const fetchImpl = (async (input: RequestInfo | URL) => {
        const url = input instanceof Request ? input.url : String(input);
        n += 1;
        if (mode === 'refused') {
          throw new TypeError('fetch failed');
        }
        return mode === '500' ? new Response('error', { status: 500 }) : Response.json({ url, n });
      }) as typeof fetch;
      return { fetchImpl, set: (next: typeof mode) => (mode = next) };
    }

    it('hands out the last good answer, marked, while the CMS fails, up to its time, and the fresh one once it is back', async () => {
      let clock = 0;
      const service = cms();
      const cached = createSharedFetchCache({ ttlMs: 60_000, staleIfErrorMs: 86_400_000, maxEntries: 10, fetchImpl: service.fetchImpl, now: () => clock }).fetch;
      await cached('http://cms/api/footer');
      clock = 60_000 + 86_399_999;
      for (const mode of ['500', 'refused'] as const) {
        service.set(mode);
        const answer = await cached('http://cms/api/footer');
        expect([answer.status, answer.headers.get(STALE_IF_ERROR_HEADER), await answer.json()]).toEqual([200, '1', { url: 'http://cms/api/footer', n: 1 }]);
      }
      service.set('up');
      const fresh = await cached('http://cms/api/footer');
      expect([fresh.headers.has(STALE_IF_ERROR_HEADER), await fresh.json()]).toEqual([false, { url: 'http://cms/api/footer', n: 4 }]);

      clock += 60_000 + 86_400_000;
      service.set('refused');
      await expect(cached('http://cms/api/footer')).rejects.toThrow('fetch failed');
      service.set('500');
      expect((await cached('http://cms/api/footer')).status).toBe(500);
    });

    it('passes a 404 on as the answer it is, and keeps nothing for stale-if-error when switched off', async () => {
      let clock = 0;
      let status = 200;
      const fetchImpl = (async () => new Response('{}', { status })) as typeof fetch;
      const kept = createSharedFetchCache({ ttlMs: 1000, staleIfErrorMs: 86_400_000, maxEntries: 10, fetchImpl, now: () => clock }).fetch;
      await kept('http://cms/api/seiten/alt');
      clock = 1000;
      status = 404;
      expect((await kept('http://cms/api/seiten/alt')).status).toBe(404);

      const service = cms();
      const cached = createSharedFetchCache({ ttlMs: 1000, maxEntries: 10, fetchImpl: service.fetchImpl, now: () => clock }).fetch;
      await cached('http://cms/api/footer');
      clock = 2000;
      service.set('refused');
      await expect(cached('http://cms/api/footer')).rejects.toThrow('fetch failed');
    });

    it('never brings back an answer a content change dropped, before or while the CMS was asked', async () => {
      let clock = 0;
      const service = cms();
      const cache = createSharedFetchCache({ ttlMs: 60_000, staleIfErrorMs: 86_400_000, maxEntries: 10, fetchImpl: service.fetchImpl, now: () => clock });
      await cache.fetch('http://cms/api/home');
      await cache.fetch('http://cms/api/footer');
      cache.drop((url) => url.endsWith('/home'));
      clock = 120_000;
      service.set('500');
      expect((await cache.fetch('http://cms/api/home')).status).toBe(500);
      expect((await cache.fetch('http://cms/api/footer')).headers.get(STALE_IF_ERROR_HEADER)).toBe('1');

      let refuse: (error: Error) => void = () => undefined;
      const hanging = createSharedFetchCache({
        ttlMs: 60_000,
        staleIfErrorMs: 86_400_000,
        maxEntries: 10,
        fetchImpl: (async () => {
          if (clock === 0) {
            return Response.json({ n: 1 });
          }
          return new Promise<Response>((_resolve, reject) => (refuse = reject));
        }) as typeof fetch,
        now: () => clock,
      });
      clock = 0;
      await hanging.fetch('http://cms/api/home');
      clock = 120_000;
      const pending = hanging.fetch('http://cms/api/home');
      await Promise.resolve();
      hanging.drop(() => true);
      refuse(new TypeError('fetch failed'));
      await expect(pending).rejects.toThrow('fetch failed');
    });
  });

  describe('soft limit', () => {
    /** A CMS whose answers wait, while `held`, until `answer()`; each carries its call's number. */
    function slowCms() {
      const held: (() => void)[] = [];
      let n = 0;
      const service = {
        held: false,
        calls: () => n,
        answer: () => held.splice(0).forEach((release) => release()),
        fetchImpl: (async () => {
          n += 1;
          const call = n;
          if (service.held) {
            await new Promise<void>((resolve) => held.push(resolve));
          }
          return Response.json({ call });
        }) as typeof fetch,
      };
      return service;
    }
    const settled = () => new Promise((resolve) => setTimeout(resolve, 5));

    it('answers with the kept answer, marked, once the CMS is slower than the soft limit; one call goes on and its answer is kept', async () => {
      let clock = 0;
      const service = slowCms();
      const cache = createSharedFetchCache({ ttlMs: 1000, staleIfErrorMs: 86_400_000, softTimeoutMs: 20, maxEntries: 10, fetchImpl: service.fetchImpl, now: () => clock });
      await cache.fetch('http://cms/api/faq');
      clock = 5000;
      service.held = true;
      for (let visitor = 0; visitor < 3; visitor += 1) {
        const answer = await cache.fetch('http://cms/api/faq');
        expect([answer.headers.get(STALE_IF_ERROR_HEADER), await answer.json()]).toEqual(['1', { call: 1 }]);
      }
      expect(service.calls()).toBe(2);

      service.answer();
      await settled();
      const fresh = await cache.fetch('http://cms/api/faq');
      expect([fresh.headers.has(STALE_IF_ERROR_HEADER), await fresh.json()]).toEqual([false, { call: 2 }]);
    });

    it('waits for the CMS where nothing is kept, and not at all with the soft limit off', async () => {
      const service = slowCms();
      service.held = true;
      const cache = createSharedFetchCache({ ttlMs: 1000, staleIfErrorMs: 86_400_000, softTimeoutMs: 20, maxEntries: 10, fetchImpl: service.fetchImpl });
      let answered = false;
      const never = cache.fetch('http://cms/api/faq?locale=ar').then((response) => {
        answered = true;
        return response;
      });
      await new Promise((resolve) => setTimeout(resolve, 60));
      expect(answered).toBe(false);
      service.answer();
      expect(await (await never).json()).toEqual({ call: 1 });

      let clock = 0;
      const waiting = slowCms();
      const off = createSharedFetchCache({ ttlMs: 1000, staleIfErrorMs: 86_400_000, maxEntries: 10, fetchImpl: waiting.fetchImpl, now: () => clock });
      await off.fetch('http://cms/api/faq');
      clock = 5000;
      waiting.held = true;
      const late = off.fetch('http://cms/api/faq');
      await new Promise((resolve) => setTimeout(resolve, 60));
      waiting.answer();
      expect(await (await late).json()).toEqual({ call: 2 });
    });
  });
});
