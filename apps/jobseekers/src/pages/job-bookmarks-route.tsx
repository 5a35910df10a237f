import { definePage } from '@jobpoint/app-shell';
import { BookmarksPage, loadBookmarksPage, selectBookmarksSeo } from '@jobpoint/bookmarks';

/** /job-boerse/merkliste: the page's content comes from the CMS, the list from this browser. */
export default definePage({
  load: async ({ store, locale }) => {
    await loadBookmarksPage(store.dispatch, { locale });
    return { locale };
  },
  seo: ({ locale }, store) => selectBookmarksSeo(store.getState(), locale),
  Component: BookmarksPage,
});
