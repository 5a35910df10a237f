import type { RenderResult } from '@jobpoint/app-shell/server';
import { PageCache, type PageRender } from './page-cache';

const PLACEHOLDER = 'placeholder-of-the-tests';

function renderer(
  result: (n: number) => RenderResult = (n) => ({ kind: 'html', status: 200, html: `<p>render ${n}</p>` }),
  reads: string[] = ['home de'],
) {
  let calls = 0;
  const render = jest.fn(async (): Promise<PageRender> => {
    calls += 1;
    await Promise.resolve();
    return { result: result(calls), reads: new Set(reads), health: { stale: false, failed: false } };
  });
  return render;
}

function cache(clock: { now: number }, overrides: Partial<ConstructorParameters<typeof PageCache>[0]> = {}) {
  return new PageCache({ freshMs: 10_000, staleMs: 30_000, staleIfErrorMs: 0, maxEntries: 10, maxBytes: 1_000_000, placeholder: PLACEHOLDER, now: () => clock.now, ...overrides });
}

/** Lets a render in the background end: its page is compressed in zlib's thread pool before it is kept. */
const backgroundWork = () => new Promise((resolve) => setTimeout(resolve, 100));

const text = (page: Awaited<ReturnType<PageCache['get']>>['page']) => (page.kind === 'html' ? page.document.html('n').toString() : page.location);

describe('PageCache', () => {
  it('renders on a miss, serves from memory while fresh, then stale while one render replaces it', async () => {
    const clock = { now: 0 };
    const pages = cache(clock);
    const render = renderer();
    expect(await pages.get('/', render).then(({ state, page }) => [state, text(page)])).toEqual(['MISS', '<p>render 1</p>']);
    clock.now = 9_999;
    expect(await pages.get('/', render).then(({ state, page }) => [state, text(page)])).toEqual(['HIT', '<p>render 1</p>']);

    clock.now = 10_000;
    const stale = await Promise.all([pages.get('/', render), pages.get('/', render)]);
    expect(stale.map(({ state, page }) => [state, text(page)])).toEqual([['STALE', '<p>render 1</p>'], ['STALE', '<p>render 1</p>']]);
    await backgroundWork();
    expect(render).toHaveBeenCalledTimes(2);
    expect(await pages.get('/', render).then(({ state, page }) => [state, text(page)])).toEqual(['HIT', '<p>render 2</p>']);

    clock.now += 40_000;
    expect((await pages.get('/', render)).state).toBe('MISS');
    // Told apart for the render limit: the refresh's visitor is served meanwhile, a miss's waits.
    expect(render.mock.calls).toEqual([[false], [true], [false]]);
  });

  it('lets concurrent misses of one key share one render', async () => {
    const pages = cache({ now: 0 });
    const render = renderer();
    const answers = await Promise.all(Array.from({ length: 20 }, () => pages.get('/job-boerse', render)));
    expect(render).toHaveBeenCalledTimes(1);
    expect(new Set(answers.map(({ page }) => text(page)))).toEqual(new Set(['<p>render 1</p>']));
  });

  it.each<[string, RenderResult]>([
    ['a 404', { kind: 'html', status: 404, html: 'not found' }],
    ['a 503', { kind: 'html', status: 503, html: 'unavailable' }],
    ['a redirect', { kind: 'redirect', status: 301, location: '/job-boerse/1-koch' }],
  ])('never keeps %s', async (_name, result) => {
    const pages = cache({ now: 0 });
    const render = renderer(() => result);
    await pages.get('/x', render);
    await pages.get('/x', render);
    expect(render).toHaveBeenCalledTimes(2);
    expect(pages.size.entries).toBe(0);
  });

  it('keeps nothing of a render that throws, and tells every waiting request', async () => {
    const pages = cache({ now: 0 });
    const render = jest.fn(async (): Promise<PageRender> => {
      throw new Error('CMS down');
    });
    await expect(Promise.all([pages.get('/', render), pages.get('/', render)])).rejects.toThrow('CMS down');
    expect(render).toHaveBeenCalledTimes(1);
    expect(pages.size.entries).toBe(0);
  });

  it('drops a stale page whose new render is no longer a page, and reports a background render that fails', async () => {
    const clock = { now: 0 };
    const onRefreshError = jest.fn();
    const pages = cache(clock, { onRefreshError });
    await pages.get('/a', renderer());
    clock.now = 15_000;
    await pages.get('/a', renderer(() => ({ kind: 'html', status: 404, html: 'gone' })));
    await backgroundWork();
    expect(pages.size.entries).toBe(0);

    await pages.get('/b', renderer());
    clock.now = 30_000;
    const failure = new Error('render failed');
    await pages.get('/b', async () => Promise.reject(failure));
    await backgroundWork();
    expect(onRefreshError).toHaveBeenCalledWith(failure);
  });

  it('forgets the least recently used page beyond its number of entries and its bytes', async () => {
    const pages = cache({ now: 0 }, { maxEntries: 2 });
    await pages.get('/a', renderer());
    await pages.get('/b', renderer());
    await pages.get('/a', renderer());
    await pages.get('/c', renderer());
    const render = renderer();
    expect((await pages.get('/a', render)).state).toBe('HIT');
    expect((await pages.get('/b', render)).state).toBe('MISS');

    const big = (n: number): RenderResult => ({ kind: 'html', status: 200, html: `${n}`.padEnd(4000, 'x') });
    const small = cache({ now: 0 }, { maxBytes: 10_000 });
    await small.get('/1', renderer(big));
    await small.get('/2', renderer(big));
    await small.get('/3', renderer(big));
    expect(small.size.entries).toBe(2);
    expect(small.size.bytes).toBeLessThanOrEqual(10_000);
    expect((await small.get('/1', renderer(big))).state).toBe('MISS');
  });

  it('forgets the pages that read what changed, and keeps no render begun before the change', async () => {
    const pages = cache({ now: 0 });
    await pages.get('/', renderer(undefined, ['home de', 'navigation *']));
    await pages.get('/faq', renderer(undefined, ['faq de', 'navigation *']));
    pages.drop((read) => read === 'faq de');
    expect((await pages.get('/', renderer())).state).toBe('HIT');
    expect((await pages.get('/faq', renderer())).state).toBe('MISS');

    const slow = renderer();
    const before = pages.get('/neu', slow);
    pages.drop((read) => read.startsWith('navigation'));
    expect((await pages.get('/', renderer())).state).toBe('MISS');
    await before;
    const after = renderer();
    expect((await pages.get('/neu', after)).state).toBe('MISS');
    expect(after).toHaveBeenCalledTimes(1);
  });

  describe('stale-if-error', () => {
    const failing = (health: PageRender['health'], result: RenderResult = { kind: 'html', status: 200, html: '<p>degraded</p>' }) =>
      jest.fn(async (): Promise<PageRender> => ({ result, reads: new Set(['home de']), health }));
    const served = async (pages: PageCache, key: string, render: () => Promise<PageRender>) =>
      pages.get(key, render).then(({ state, page }) => [state, page.status, text(page)]);

    it('serves the kept page past its stale window while its render throws, answers 5xx or misses a service', async () => {
      const clock = { now: 0 };
      const pages = cache(clock, { staleIfErrorMs: 86_400_000 });
      await pages.get('/', renderer());
      clock.now = 40_000;
      const kept = ['STALE-IF-ERROR', 200, '<p>render 1</p>'];
      const renders = [
        async (): Promise<PageRender> => Promise.reject(new Error('circuit open')),
        failing({ stale: false, failed: false }, { kind: 'html', status: 503, html: 'unavailable' }),
        failing({ stale: false, failed: true }),
      ];
      for (const render of renders) {
        expect(await served(pages, '/', render)).toEqual(kept);
        // Until the next try, the kept page is served without a render.
        const idle = renderer();
        expect(await served(pages, '/', idle)).toEqual(kept);
        expect(idle).not.toHaveBeenCalled();
        await backgroundWork();
        clock.now += 10_000;
      }
      expect(pages.size.entries).toBe(1);

      // Once the services answer, the render tried in the background is the page again.
      const back = renderer(() => ({ kind: 'html', status: 200, html: '<p>fresh</p>' }));
      expect(await served(pages, '/', back)).toEqual(kept);
      await backgroundWork();
      expect(back).toHaveBeenCalledTimes(1);
      expect(await served(pages, '/', renderer())).toEqual(['HIT', 200, '<p>fresh</p>']);
    });

    it('forgets a page after its stale-if-error time, and a page nobody had gets the failing render', async () => {
      const clock = { now: 0 };
      const pages = cache(clock, { staleIfErrorMs: 60_000 });
      await pages.get('/', renderer());
      clock.now = 40_000 + 60_000;
      await expect(pages.get('/', async () => Promise.reject(new Error('circuit open')))).rejects.toThrow('circuit open');
      expect(await served(pages, '/neu', failing({ stale: false, failed: false }, { kind: 'html', status: 503, html: 'unavailable' }))).toEqual([
        'MISS',
        503,
        'unavailable',
      ]);
      expect(pages.size.entries).toBe(0);
    });

    it('keeps a page made of last good answers as a stand-in, rendered again after its fresh time, and none with a part missing', async () => {
      const clock = { now: 0 };
      const pages = cache(clock, { staleIfErrorMs: 86_400_000 });
      const stale = failing({ stale: true, failed: false });
      expect(await served(pages, '/', stale)).toEqual(['STALE-IF-ERROR', 200, '<p>degraded</p>']);
      expect(await served(pages, '/', stale)).toEqual(['STALE-IF-ERROR', 200, '<p>degraded</p>']);
      expect(stale).toHaveBeenCalledTimes(1);
      clock.now = 10_000;
      const back = renderer();
      expect((await pages.get('/', back)).state).toBe('STALE-IF-ERROR');
      await backgroundWork();
      expect(await served(pages, '/', back)).toEqual(['HIT', 200, '<p>render 1</p>']);

      expect(await served(pages, '/job-boerse', failing({ stale: false, failed: true }))).toEqual(['MISS', 200, '<p>degraded</p>']);
      expect(pages.size.entries).toBe(1);
    });

    it('keeps the page while a background render fails, within the stale window', async () => {
      const clock = { now: 0 };
      const pages = cache(clock, { staleIfErrorMs: 86_400_000 });
      await pages.get('/', renderer());
      clock.now = 15_000;
      expect((await pages.get('/', failing({ stale: false, failed: true }))).state).toBe('STALE');
      await backgroundWork();
      expect(pages.size.entries).toBe(1);
    });

    it('never brings back a page a content change dropped, nor one dropped while its render was failing', async () => {
      const clock = { now: 0 };
      const pages = cache(clock, { staleIfErrorMs: 86_400_000 });
      await pages.get('/', renderer());
      await pages.get('/faq', renderer(undefined, ['faq de']));
      clock.now = 50_000;
      pages.drop((read) => read === 'home de');
      expect(await served(pages, '/', failing({ stale: false, failed: true }))).toEqual(['MISS', 200, '<p>degraded</p>']);

      let fail: (error: Error) => void = () => undefined;
      const pending = pages.get('/faq', () => new Promise<PageRender>((_resolve, reject) => (fail = reject)));
      pages.drop((read) => read === 'faq de');
      fail(new Error('CMS down'));
      await expect(pending).rejects.toThrow('CMS down');
    });

    it('answers with the kept page once the grace passed while the render hangs, and keeps what the render brings later', async () => {
      const clock = { now: 0 };
      const pages = cache(clock, { staleIfErrorMs: 86_400_000, graceMs: 20 });
      await pages.get('/', renderer());
      clock.now = 50_000;
      let finish: (render: PageRender) => void = () => undefined;
      const hung = jest.fn(() => new Promise<PageRender>((resolve) => (finish = resolve)));
      expect(await served(pages, '/', hung)).toEqual(['STALE-IF-ERROR', 200, '<p>render 1</p>']);
      // The render is under way: the next visitor gets the kept page too, without a second render.
      expect(await served(pages, '/', hung)).toEqual(['STALE-IF-ERROR', 200, '<p>render 1</p>']);
      expect(hung).toHaveBeenCalledTimes(1);

      finish({ result: { kind: 'html', status: 200, html: '<p>later</p>' }, reads: new Set(['home de']), health: { stale: false, failed: false } });
      await backgroundWork();
      expect(await served(pages, '/', hung)).toEqual(['HIT', 200, '<p>later</p>']);
    });

    it('lets a visitor wait for the render of a page it never kept, and for one a content change dropped meanwhile', async () => {
      const clock = { now: 0 };
      const pages = cache(clock, { staleIfErrorMs: 86_400_000, graceMs: 20 });
      let finish: (render: PageRender) => void = () => undefined;
      const slow = () => new Promise<PageRender>((resolve) => (finish = resolve));
      const first = pages.get('/', slow);
      await new Promise((resolve) => setTimeout(resolve, 40));
      finish({ result: { kind: 'html', status: 200, html: '<p>first</p>' }, reads: new Set(['home de']), health: { stale: false, failed: false } });
      expect((await first).state).toBe('MISS');

      clock.now = 50_000;
      const second = pages.get('/', slow);
      pages.drop((read) => read === 'home de');
      await new Promise((resolve) => setTimeout(resolve, 40));
      finish({ result: { kind: 'html', status: 200, html: '<p>changed</p>' }, reads: new Set(['home de']), health: { stale: false, failed: false } });
      expect(await second.then(({ state, page }) => [state, text(page)])).toEqual(['MISS', '<p>changed</p>']);
    });
  });
});
