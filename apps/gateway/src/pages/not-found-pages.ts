import { z } from 'zod';
import { EDITOR_PAGES_PATH } from '@jobpoint/cms-client';
import type { CmsReader } from '@jobpoint/cms-reader';
import { LOCALES } from '@jobpoint/i18n';
import { appForPath, isEditorPageSlug, PAGES } from '@jobpoint/site-routes';
import { routedPage } from './page-address';

/**
 * Where the not-found page shared by all unknown paths of a kind is rendered: a path no page has, which
 * the app routes as it routes those paths, so the page hydrates in the browser at the visitor's address
 * as rendered. A path of one segment is a possible editor page, whose loader answers 404 (a slug of a
 * form the CMS refuses is not even looked up); any other reaches the app's catch-all. The visitor's own
 * path never reaches the shared page.
 */
export const NOT_FOUND_RENDER_PATHS = {
  editorPage: '/Seite-nicht-gefunden',
  jobseekers: '/seite-nicht-gefunden/404',
  employers: `${PAGES.employersHome.path}/seite-nicht-gefunden`,
} as const;

/** The name of the editor page's path parameter (`/:pageSlug`). */
const PAGE_SLUG_PARAM = PAGES.editorPage.path.slice(2);

/**
 * The path whose render stands for this path's 404 (`NOT_FOUND_RENDER_PATHS`), or null where the path
 * may be a page: a path no page of its app matches, a slug of a form no editor page can have, or one no
 * editor page has in any language. While the editors' slugs cannot be read, such a path is rendered as
 * itself.
 */
export async function notFoundRenderPath(pathname: string, editorPageSlugs: () => Promise<ReadonlySet<string>>): Promise<string | null> {
  const routed = routedPage(pathname);
  if (!routed) {
    return NOT_FOUND_RENDER_PATHS[appForPath(pathname)];
  }
  if (routed.page.key !== PAGES.editorPage.key) {
    return null;
  }
  const slug = routed.params[PAGE_SLUG_PARAM];
  if (!isEditorPageSlug(slug)) {
    return NOT_FOUND_RENDER_PATHS.editorPage;
  }
  const slugs = await editorPageSlugs().catch(() => null);
  return slugs && !slugs.has(slug) ? NOT_FOUND_RENDER_PATHS.editorPage : null;
}

const slugListSchema = z.array(z.object({ slug: z.string().nullish() }));

/**
 * The slugs of every published editor page in every language. Once read, they answer at once: after
 * `ttlMs` one read in the background replaces them (a failed one leaves them for another `ttlMs`), so a
 * slow CMS delays no visitor. `forget` (a content change) drops them and any read begun before, and the
 * next request waits for a new read; while there are none, a failed read is not kept and the next request
 * asks again.
 */
export class EditorPageSlugs {
  private known: ReadonlySet<string> | null = null;
  private reading: Promise<ReadonlySet<string>> | null = null;
  private readAt = 0;
  // Counts the forgets: a read begun before the latest one is not kept, since it may miss a new page.
  private generation = 0;

  constructor(
    private readonly cms: CmsReader,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(): Promise<ReadonlySet<string>> {
    if (!this.reading && (!this.known || this.now() - this.readAt >= this.ttlMs)) {
      this.readAt = this.now();
      const reading = this.refresh(this.generation);
      // A request waiting for the read is told of its failure; a read in the background leaves the slugs.
      reading.catch(() => undefined);
      this.reading = reading;
    }
    return this.known ? Promise.resolve(this.known) : (this.reading as Promise<ReadonlySet<string>>);
  }

  forget(): void {
    this.generation += 1;
    this.known = null;
    this.reading = null;
  }

  private async refresh(begunIn: number): Promise<ReadonlySet<string>> {
    try {
      const slugs = await this.read();
      if (begunIn === this.generation) this.known = slugs;
      return slugs;
    } finally {
      if (begunIn === this.generation) this.reading = null;
    }
  }

  private async read(): Promise<ReadonlySet<string>> {
    const byLocale = await Promise.all(
      LOCALES.map(async (locale) => slugListSchema.parse(await this.cms.collection(EDITOR_PAGES_PATH, { locale, fields: ['slug'] }))),
    );
    return new Set(byLocale.flat().flatMap(({ slug }) => (slug ? [slug] : [])));
  }
}
