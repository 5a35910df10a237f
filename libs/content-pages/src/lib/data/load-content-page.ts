import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { data } from 'react-router';
import { contentDescription, singleTypeApi, type SingleTypeArgs } from '@jobpoint/cms-client';
import type { Locale } from '@jobpoint/i18n';
import type { ContentDispatch } from '../blocks/block';
import { blockDefinition } from '../blocks/block-registry';

const DEFAULT_ERROR_STATUS = 500;

export interface ContentPageData extends SingleTypeArgs {
  /** Berlin date `YYYY-MM-DD` the page was loaded for; the browser hydrates with the server's day. */
  today: string;
}

/**
 * For a content page's loader: the single type, then what its blocks load beside it. A page the CMS does
 * not have is a 404 and a failing one its status (the route's error page shows); a block that cannot load
 * its extra content shows without it.
 */
export async function loadContentPage(
  dispatch: ContentDispatch,
  { singleType, locale, today }: { singleType: string; locale: Locale; today: string },
): Promise<ContentPageData> {
  const args = { singleType, locale };
  const page = dispatch(singleTypeApi.endpoints.getSingleType.initiate(args));
  const blockLoads = contentDescription(singleType).blocks.flatMap((block) => {
    const load = blockDefinition('widget' in block ? block.widget : block.block)?.load;
    return load ? [load(dispatch, { locale, today }).catch(() => undefined)] : [];
  });
  try {
    const [result] = await Promise.all([page, ...blockLoads]);
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
    'status' in error && typeof error.status === 'number' && error.status >= 400 ? error.status : DEFAULT_ERROR_STATUS;
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
