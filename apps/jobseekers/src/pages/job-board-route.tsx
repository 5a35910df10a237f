import { definePage } from '@jobpoint/app-shell';
import { BookmarkToggle } from '@jobpoint/bookmarks';
import { JobBoardPage, loadJobBoard, searchStateFromQuery, selectJobBoardSeo } from '@jobpoint/job-board';

/** /job-boerse: the loader runs the same search as the page, so the server renders the URL's list. */
export default definePage({
  load: async ({ request, store, locale }) => {
    const search = searchStateFromQuery(new URL(request.url).searchParams);
    await loadJobBoard(store.dispatch, { locale, search });
    return { locale, search };
  },
  seo: ({ locale }, store) => selectJobBoardSeo(store.getState(), locale),
  Component: ({ data }) => <JobBoardPage search={data.search} renderBookmark={(job) => <BookmarkToggle job={job} size="sm" />} />,
});
