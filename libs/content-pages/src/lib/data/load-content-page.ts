import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { data } from 'react-router';
import { contentDescription, singleTypeApi, type PageBlock, type Seo, type SingleTypeArgs } from '@jobpoint/cms-client';
import { urlLocaleOf, type Locale } from '@jobpoint/i18n';
import type { BlockDefinition, BlockLoadContext, CmsState, ContentDispatch } from '../blocks/block';
import { blockDefinition, pageBlockDefinition } from '../blocks/block-registry';

/** A content service that cannot be reached or does not answer in time: the page is unavailable for now. */
const UNREACHABLE_STATUS = 503;

export interface ContentPageData extends SingleTypeArgs {
  /** Berlin date `YYYY-MM-DD` the page was loaded for; the browser hydrates with the server's day. */
  today: string;
  /** The page's widgets that found nothing to show in what they loaded (`BlockLoad.hasContent`): left out. */
  emptyWidgets: string[];
  /** The page's address as the loader read it, for a block whose list lives in the query (the fair's). */
  address: PageAddress;
}

/** A page's path, its URL's query and the language the URL names (`?locale=`, `null` without it). */
export interface PageAddress {
  path: string;
  query: string;
  urlLocale: Locale | null;
}

/** The address of the page a request asks for. */
export function pageAddress(url: URL): PageAddress {
  return { path: url.pathname, query: url.searchParams.toString(), urlLocale: urlLocaleOf(url) };
}

/** The store a content page loads into. */
export interface ContentStore {
  dispatch: ContentDispatch;
  getState: () => CmsState;
}

/** A content page's head: the SEO block of its single type, in the language the loader asked for. */
export function selectContentPageSeo(state: CmsState, { singleType, locale }: SingleTypeArgs): Seo | null | undefined {
  return singleTypeApi.endpoints.getSingleType.select({ singleType, locale })(state).data?.seo;
}

/**
 * For a content page's loader: the single type, then what its blocks load beside it (`loadData`), and the
 * code of its blocks (`BlockDefinition.loadCode`). A page the CMS does not have is a 404 and a failing one
 * its status (the route's error page shows), unless its description ignores failures (it then shows in
 * its layout without content); a block that cannot load its extra content shows without it, and a widget
 * that found nothing to show is named in `emptyWidgets`.
 */
export async function loadContentPage(
  store: ContentStore,
  { singleType, locale, today, address }: { singleType: string; locale: Locale; today: string; address: PageAddress },
): Promise<ContentPageData> {
  const args = { singleType, locale };
  const description = contentDescription(singleType);
  const page = store.dispatch(singleTypeApi.endpoints.getSingleType.initiate(args));
  try {
    const [result, emptyWidgets] = await Promise.all([
      page,
      loadPageBlocks(store, description.blocks, { locale, today, query: new URLSearchParams(address.query) }),
    ]);
    if (!description.failuresIgnored && result.error) {
      throw errorResponse(result.error);
    }
    if (!description.failuresIgnored && !result.data) {
      throw data(null, { status: 404, statusText: 'Not Found' });
    }
    return { ...args, today, emptyWidgets, address };
  } finally {
    // The content stays cached (keepUnusedDataFor); the page's own hooks subscribe when it renders.
    page.unsubscribe();
  }
}

/**
 * What a page's blocks load beside its content (`loadData`) and their code (`loadCode`); the widgets that
 * found nothing to show, for the page to leave out. A block that cannot load its extra content shows
 * without it; a code chunk (a block's or its data's) that fails to load fails the page (the app reloads
 * once for a new deployment).
 */
export async function loadPageBlocks(store: ContentStore, blocks: readonly PageBlock[], context: BlockLoadContext): Promise<string[]> {
  const definitions = blocks.map(pageBlockDefinition);
  const [shown] = await Promise.all([
    Promise.all(definitions.map((definition) => loadBlockData(store, definition, context))),
    Promise.all(definitions.flatMap((definition) => (definition ? [definition.loadCode()] : []))),
  ]);
  return blocks.flatMap((block, index) => ('widget' in block && !shown[index] ? [block.widget] : []));
}

/** Runs a block's `loadData` as the page's loader does: whether the block has anything to show with it. */
export async function loadBlockData(
  store: ContentStore,
  definition: Pick<BlockDefinition<unknown>, 'loadData'> | undefined,
  context: BlockLoadContext,
): Promise<boolean> {
  if (!definition?.loadData) {
    return true;
  }
  const { load, hasContent } = await definition.loadData();
  await load(store.dispatch, context).catch(() => undefined);
  return hasContent?.(store.getState(), context) ?? true;
}

export function errorResponse(error: FetchBaseQueryError | { message?: string }) {
  const status =
    'status' in error && typeof error.status === 'number' && error.status >= 400 ? error.status : UNREACHABLE_STATUS;
  return data(errorMessage(error), { status });
}

function errorMessage(error: FetchBaseQueryError | { message?: string }): string {
  if ('error' in error && typeof error.error === 'string') {
    return error.error;
  }
  if ('message' in error && typeof error.message === 'string') {
    return error.message;
  }
  if ('status' in error) {
    return `The content service answered ${String(error.status)}`;
  }
  return 'The page could not be loaded';
}

/**
 * The code a hydrating content page needs: that of the blocks of its single type that take input (the
 * others keep the server's HTML), with their modules for the server's preload.
 */
export function contentPageCode({ singleType }: Pick<ContentPageData, 'singleType'>): BlockCode[] {
  return blocksCode(contentDescription(singleType).blocks.map((block) => ('widget' in block ? block.widget : block.block)));
}

export interface BlockCode {
  module: string;
  load: () => Promise<unknown>;
}

/** The code of the named blocks that take input, for a page to load before it hydrates. */
export function blocksCode(names: readonly string[]): BlockCode[] {
  const modules = new Map<string, BlockCode>();
  for (const name of names) {
    const definition = blockDefinition(name);
    if (definition?.interactive && !modules.has(definition.interactive.module)) {
      modules.set(definition.interactive.module, { module: definition.interactive.module, load: definition.interactive.loadCode });
    }
  }
  return [...modules.values()];
}
