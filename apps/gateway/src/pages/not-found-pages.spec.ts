import type { CmsReader } from '@jobpoint/cms-reader';
import { EditorPageSlugs, NOT_FOUND_RENDER_PATHS, notFoundRenderPath } from './not-found-pages';
import { routedPage } from './page-address';

describe('notFoundRenderPath', () => {
  const slugs = async () => new Set(['ankommen-in-berlin', 'welcome-to-berlin']);

  it.each([
    ['/gibt/es/nicht', NOT_FOUND_RENDER_PATHS.jobseekers],
    ['/arbeitgebende/gibt-es-nicht', NOT_FOUND_RENDER_PATHS.employers],
    ['/gibt-es-nicht', NOT_FOUND_RENDER_PATHS.editorPage],
    ['/Gibt-Es-Nicht', NOT_FOUND_RENDER_PATHS.editorPage],
  ])('shares the not-found page of its kind for %s', async (pathname, renderPath) => {
    expect(await notFoundRenderPath(pathname, slugs)).toBe(renderPath);
  });

  it.each(['/faq', '/job-boerse/koch-1', '/ratgeber/lebenslauf', '/ankommen-in-berlin', '/welcome-to-berlin'])('renders %s as itself', async (pathname) => {
    expect(await notFoundRenderPath(pathname, slugs)).toBeNull();
  });

  it('renders a possible editor page as itself while the editors’ slugs cannot be read', async () => {
    expect(await notFoundRenderPath('/gibt-es-nicht', () => Promise.reject(new Error('CMS down')))).toBeNull();
  });

  it('renders its shared pages at paths the app routes as it routes the paths they stand for', () => {
    expect(routedPage(NOT_FOUND_RENDER_PATHS.jobseekers)).toBeNull();
    expect(routedPage(NOT_FOUND_RENDER_PATHS.employers)).toBeNull();
    expect(routedPage(NOT_FOUND_RENDER_PATHS.editorPage)?.page.key).toBe('editorPage');
  });
});

describe('EditorPageSlugs', () => {
  /** The CMS's editor pages in one language: each call answers the next of `answers` (the last one again). */
  function cmsListing(answers: (() => Promise<unknown[]>)[]) {
    let calls = 0;
    const collection = jest.fn(() => {
      calls += 1;
      // Four languages a read: every call of one read gets the same answer.
      return answers[Math.min(Math.floor((calls - 1) / 4), answers.length - 1)]();
    });
    return { cms: { collection } as unknown as CmsReader, reads: () => calls / 4 };
  }
  const list = (...slugs: (string | null)[]) => () => Promise.resolve(slugs.map((slug) => ({ slug })));
  const failing = () => Promise.reject(new Error('CMS down'));

  it('reads every language’s slugs once and answers from them, reading again in the background after its time', async () => {
    const clock = { now: 0 };
    const { cms, reads } = cmsListing([list('a', null), list('a', 'b')]);
    const slugs = new EditorPageSlugs(cms, 10_000, () => clock.now);
    expect([...(await slugs.get())]).toEqual(['a']);
    await slugs.get();
    expect(reads()).toBe(1);
    clock.now = 10_000;
    expect([...(await slugs.get())]).toEqual(['a']);
    expect(reads()).toBe(2);
    await new Promise((resolve) => setImmediate(resolve));
    expect([...(await slugs.get())]).toEqual(['a', 'b']);
  });

  it('keeps its slugs when a read in the background fails, and tries again after its time', async () => {
    const clock = { now: 0 };
    const { cms, reads } = cmsListing([list('a'), failing, list('b')]);
    const slugs = new EditorPageSlugs(cms, 10_000, () => clock.now);
    await slugs.get();
    clock.now = 10_000;
    await slugs.get();
    await new Promise((resolve) => setImmediate(resolve));
    expect([...(await slugs.get())]).toEqual(['a']);
    expect(reads()).toBe(2);
    clock.now = 20_000;
    await slugs.get();
    await new Promise((resolve) => setImmediate(resolve));
    expect([...(await slugs.get())]).toEqual(['b']);
  });

  it('after a content change waits for a new read, and keeps no read begun before it', async () => {
    let answerFirst: (value: unknown[]) => void = () => undefined;
    const firstAnswer = new Promise<unknown[]>((resolve) => (answerFirst = resolve));
    const { cms } = cmsListing([() => firstAnswer, list('neu')]);
    const slugs = new EditorPageSlugs(cms, 10_000, () => 0);
    const before = slugs.get();
    slugs.forget();
    const after = slugs.get();
    answerFirst([{ slug: 'alt' }]);
    expect([...(await before)]).toEqual(['alt']);
    expect([...(await after)]).toEqual(['neu']);
    expect([...(await slugs.get())]).toEqual(['neu']);
  });

  it('asks again at the next request while it has no slugs and a read failed', async () => {
    const { cms } = cmsListing([failing, list('b')]);
    const slugs = new EditorPageSlugs(cms, 10_000, () => 0);
    await expect(slugs.get()).rejects.toThrow('CMS down');
    expect([...(await slugs.get())]).toEqual(['b']);
  });
});
