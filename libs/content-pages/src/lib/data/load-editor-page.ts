import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { data, redirect } from 'react-router';
import { editorPageApi, localizedSlugs, type EditorPageArgs, type Seo } from '@jobpoint/cms-client';
import { slugRedirect, type Locale, type LocalePaths } from '@jobpoint/i18n';
import { editorPagePath, isEditorPageSlug, type PageLayout } from '@jobpoint/site-routes';
import type { CmsState } from '../blocks/block';
import { blocksCode, errorResponse, loadPageBlocks, pageAddress, type BlockCode, type ContentStore, type PageAddress } from './load-content-page';

/** What an editor page needs to find its content in the store, and what its loader learnt beside it. */
export interface EditorPageData extends EditorPageArgs {
  /** Berlin date `YYYY-MM-DD` the page was loaded for; the browser hydrates with the server's day. */
  today: string;
  /** The page's widgets that found nothing to show: left out. */
  emptyWidgets: string[];
  address: PageAddress;
  /** The names of the page's blocks, for the code it needs to hydrate (`editorPageCode`). */
  blockNames: string[];
  /** The page's path in each language it is written in (its head's alternates name only those). */
  paths: LocalePaths;
}

function notFound(): never {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

/**
 * For an editor page's loader (`/{slug}`): the page in the URL's language or else German, then what its
 * blocks load beside it and their code. A slug of another form than the CMS allows, or one no page has,
 * is a 404 without (or after) asking the CMS; a failing CMS gives its status, as a content page does. A
 * slug that is not the page's address in the URL's language redirects there permanently (ADR 145).
 */
export async function loadEditorPage(
  store: ContentStore,
  { slug, locale, today, url }: { slug: string | undefined; locale: Locale; today: string; url: URL },
): Promise<EditorPageData> {
  if (!isEditorPageSlug(slug)) notFound();
  const args = { slug, locale };
  const page = store.dispatch(editorPageApi.endpoints.getEditorPage.initiate(args));
  try {
    const result = await page;
    if (result.error) {
      // Strapi refuses a filter value it cannot read (400) as it would an unknown slug: no page here.
      if ((result.error as FetchBaseQueryError).status === 400) notFound();
      throw errorResponse(result.error);
    }
    const found = result.data;
    if (!found) notFound();
    const slugs = localizedSlugs(found.content, found.locale);
    const target = slugRedirect({ slug, slugs, url, locale });
    if (target !== null) {
      throw redirect(`${editorPagePath(target)}${url.search}`, 301);
    }
    const { blocks } = found.content;
    const emptyWidgets = await loadPageBlocks(store, blocks, { locale, today, query: url.searchParams });
    return {
      ...args,
      today,
      emptyWidgets,
      address: pageAddress(url),
      blockNames: blocks.map((block) => ('widget' in block ? block.widget : block.block)),
      paths: Object.fromEntries(Object.entries(slugs).map(([language, languageSlug]) => [language, editorPagePath(languageSlug)])),
    };
  } finally {
    // The content stays cached (keepUnusedDataFor); the page's own hooks subscribe when it renders.
    page.unsubscribe();
  }
}

/**
 * The layout an editor page names, for the route around it, which loads that layout's content beside the
 * page; `null` where there is no page to show (the route then shows the 404 or error page in the app's
 * first layout). Asks the same query as the page's loader, which the store answers once for both.
 */
export async function loadEditorPageLayout(store: ContentStore, { slug, locale }: { slug: string | undefined; locale: Locale }): Promise<PageLayout | null> {
  if (!isEditorPageSlug(slug)) return null;
  const page = store.dispatch(editorPageApi.endpoints.getEditorPage.initiate({ slug, locale }));
  try {
    return (await page).data?.content.layout ?? null;
  } finally {
    page.unsubscribe();
  }
}

/** An editor page's head: its SEO block, or its title where the editors left the SEO block empty. */
export function selectEditorPageSeo(state: CmsState, { slug, locale }: EditorPageArgs): Seo | null {
  const page = editorPageApi.endpoints.getEditorPage.select({ slug, locale })(state).data?.content;
  if (!page) return null;
  return page.seo ?? { metaTitle: page.title };
}

/** The code a hydrating editor page needs: that of its blocks that take input (see `contentPageCode`). */
export function editorPageCode({ blockNames }: Pick<EditorPageData, 'blockNames'>): BlockCode[] {
  return blocksCode(blockNames);
}
