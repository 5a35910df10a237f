import type { LoaderFunctionArgs } from 'react-router';
import type { RouteContext, RouteHandle } from '@jobpoint/app-shell';
import { BookmarkToggle } from '@jobpoint/bookmarks';
import { JobBoardPage, loadJobBoard, searchStateFromQuery, selectJobBoardSeo } from '@jobpoint/job-board';
import { selectLocale } from '@jobpoint/store';

/** /job-boerse: the loader runs the same search as the page, so the server renders the URL's list. */
export function jobBoardRoute({ store }: RouteContext) {
  const handle: RouteHandle = { seo: (state, locale) => selectJobBoardSeo(state, locale) };
  return {
    handle,
    loader: async ({ request }: LoaderFunctionArgs) => {
      const search = searchStateFromQuery(new URL(request.url).searchParams);
      await loadJobBoard(store.dispatch, { locale: selectLocale(store.getState()), search });
      return null;
    },
    Component: () => <JobBoardPage renderBookmark={(job) => <BookmarkToggle job={job} size="sm" />} />,
  };
}
