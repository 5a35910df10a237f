import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { data } from 'react-router';
import { contentDescription, singleTypeApi, type SingleTypeArgs } from '@jobpoint/cms-client';
import type { Locale } from '@jobpoint/i18n';
import type { ContentDispatch } from '../blocks/block';
import { pageBlockDefinition } from '../blocks/block-registry';

/** A content service that cannot be reached or does not answer in time: the page is unavailable for now. */
const UNREACHABLE_STATUS = 503;

export interface ContentPageData extends SingleTypeArgs {
  /** Berlin date `YYYY-MM-DD` the page was loaded for; the browser hydrates with the server's day. */
  today: string;
}

/**
 * For a content page's loader: the single type, then what its blocks load beside it, and the code of its
 * blocks (`BlockDefinition.loadCode`). A page the CMS does
 * not have is a 404 and a failing one its status (the route's error page shows), unless its description
 * ignores failures (it then shows in its layout without content); a block that cannot load its extra
 * content shows without it.
 */
export async function loadContentPage(
  dispatch: ContentDispatch,
  { singleType, locale, today, query = new URLSearchParams() }: { singleType: string; locale: Locale; today: string; query?: URLSearchParams },
): Promise<ContentPageData> {
  const args = { singleType, locale };
  const description = contentDescription(singleType);
  const page = dispatch(singleTypeApi.endpoints.getSingleType.initiate(args));
  const definitions = description.blocks.map(pageBlockDefinition);
  const blockLoads = definitions.flatMap((definition) =>
    definition?.load ? [definition.load(dispatch, { locale, today, query }).catch(() => undefined)] : [],
  );
  // A code chunk that fails to load fails the page (the app reloads once for a new deployment).
  const blockCode = definitions.flatMap((definition) => (definition ? [definition.loadCode()] : []));
  try {
    const [result] = await Promise.all([page, ...blockLoads, ...blockCode]);
    if (description.failuresIgnored) {
      return { ...args, today };
    }
    if (result.error) {
      throw errorResponse(result.error);
    }
    if (!result.data) {
      throw data(null, { status: 404, statusText: 'Not Found' });
    }
  } finally {
    // The content stays cached (keepUnusedDataFor); the page's own hooks subscribe when it renders.
    page.unsubscribe();
  }
  return { ...args, today };
}

function errorResponse(error: FetchBaseQueryError | { message?: string }) {
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
export function contentPageCode({ singleType }: Pick<ContentPageData, 'singleType'>): { module: string; load: () => Promise<unknown> }[] {
  return contentDescription(singleType).blocks.flatMap((block) => {
    const definition = pageBlockDefinition(block);
    return definition?.interactive ? [{ module: definition.interactive.module, load: definition.loadCode }] : [];
  });
}
