import type { RouteContext, RouteHandle } from '@jobpoint/app-shell';
import { BookmarksPage, loadBookmarksPage, selectBookmarksSeo } from '@jobpoint/bookmarks';
import { selectLocale } from '@jobpoint/store';

/** /job-boerse/merkliste: the page's content comes from the CMS, the list from this browser. */
export function jobBookmarksRoute({ store }: RouteContext) {
  const handle: RouteHandle = { seo: (state, locale) => selectBookmarksSeo(state, locale) };
  return {
    handle,
    loader: async () => {
      await loadBookmarksPage(store.dispatch, { locale: selectLocale(store.getState()) });
      return null;
    },
    Component: BookmarksPage,
  };
}
