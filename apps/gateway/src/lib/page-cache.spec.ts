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
    return { result: result(calls), reads: new Set(reads) };
  });
  return render;
}

function cache(clock: { now: number }, overrides: Partial<ConstructorParameters<typeof PageCache>[0]> = {}) {
  return new PageCache({ freshMs: 10_000, staleMs: 30_000, maxEntries: 10, maxBytes: 1_000_000, placeholder: PLACEHOLDER, now: () => clock.now, ...overrides });
}

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
    await new Promise((resolve) => setImmediate(resolve));
    expect(render).toHaveBeenCalledTimes(2);
    expect(await pages.get('/', render).then(({ state, page }) => [state, text(page)])).toEqual(['HIT', '<p>render 2</p>']);

    clock.now += 40_000;
    expect((await pages.get('/', render)).state).toBe('MISS');
    expect(render).toHaveBeenCalledTimes(3);
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
    await new Promise((resolve) => setImmediate(resolve));
    expect(pages.size.entries).toBe(0);

    await pages.get('/b', renderer());
    clock.now = 30_000;
    const failure = new Error('render failed');
    await pages.get('/b', async () => Promise.reject(failure));
    await new Promise((resolve) => setImmediate(resolve));
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
});
