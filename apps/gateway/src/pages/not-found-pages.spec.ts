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
  function cmsListing(answers: (() => unknown[])[]) {
    const asked: unknown[] = [];
    const collection = jest.fn(async (_path: string, params: unknown) => {
      asked.push(params);
      const answer = answers[Math.min(asked.length - 1, answers.length - 1)];
      return answer();
    });
    return { cms: { collection } as unknown as CmsReader, asked };
  }

  it('reads every language’s slugs once, until its time is up or it is told to forget', async () => {
    const clock = { now: 0 };
    const { cms, asked } = cmsListing([() => [{ slug: 'a' }, { slug: null }]]);
    const slugs = new EditorPageSlugs(cms, 10_000, () => clock.now);
    expect([...(await slugs.get())]).toEqual(['a']);
    await slugs.get();
    expect(asked).toHaveLength(4);
    clock.now = 10_000;
    await slugs.get();
    expect(asked).toHaveLength(8);
    slugs.forget();
    await slugs.get();
    expect(asked).toHaveLength(12);
  });

  it('asks again after a failed read', async () => {
    const { cms, asked } = cmsListing([
      () => {
        throw new Error('CMS down');
      },
      () => [{ slug: 'b' }],
    ]);
    const slugs = new EditorPageSlugs(cms, 10_000, () => 0);
    await expect(slugs.get()).rejects.toThrow('CMS down');
    expect([...(await slugs.get())]).toEqual(['b']);
    expect(asked.length).toBeGreaterThan(4);
  });
});
