import type { LoaderFunctionArgs } from 'react-router';
import type { RouteContext, RouteHandle } from '@jobpoint/app-shell';
import { BookmarkToggle } from '@jobpoint/bookmarks';
import { JobDetailPage, loadJobDetail, selectJobDetailSeo } from '@jobpoint/job-board';
import { selectLocale } from '@jobpoint/store';

/** /job-boerse/{slug}-{id} and /job-boerse/{id}. */
export function jobDetailRoute({ store }: RouteContext) {
  // Route objects are created per request on the server and once in the browser, so the job the loader
  // found is this route's own: the head reads its title from it.
  let jobId: number | null = null;
  const handle: RouteHandle = { seo: (state) => (jobId === null ? null : selectJobDetailSeo(state, jobId)) };
  return {
    handle,
    loader: async ({ params, request }: LoaderFunctionArgs) => {
      jobId = null;
      jobId = await loadJobDetail(store.dispatch, {
        locale: selectLocale(store.getState()),
        param: params['jobParam'],
        url: new URL(request.url),
      });
      return null;
    },
    Component: () => <JobDetailPage renderBookmark={(job, label) => <BookmarkToggle job={job} label={label} />} />,
  };
}
