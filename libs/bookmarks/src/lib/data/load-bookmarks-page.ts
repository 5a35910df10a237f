import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { bookmarksPageApi, type Seo } from '@jobpoint/cms-client';
import type { Locale } from '@jobpoint/i18n';
import { bookmarksResources } from '../i18n/bookmarks-resources';

export type BookmarksDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/**
 * Loads the Merkliste's content for the route loader. Never throws: without its CMS content the page still
 * shows the list with its built-in texts.
 */
export async function loadBookmarksPage(dispatch: BookmarksDispatch, { locale }: { locale: Locale }): Promise<void> {
  const request = dispatch(bookmarksPageApi.endpoints.getBookmarksPage.initiate({ locale }));
  try {
    await request;
  } finally {
    request.unsubscribe();
  }
}

type BookmarksPageState = Parameters<ReturnType<typeof bookmarksPageApi.endpoints.getBookmarksPage.select>>[0];

/** The Merkliste's SEO block from the CMS, or its title when the CMS has none. */
export function selectBookmarksSeo(state: BookmarksPageState, locale: Locale): Seo {
  const content = bookmarksPageApi.endpoints.getBookmarksPage.select({ locale })(state).data;
  return content?.seo ?? { metaTitle: content?.title || bookmarksResources[locale].title };
}
