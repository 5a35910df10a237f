import { definePage } from '@jobpoint/app-shell';
import { BookmarkToggle } from '@jobpoint/bookmarks';
import { JobDetailPage, loadJobDetail, selectJobDetailSeo } from '@jobpoint/job-board';

/** /job-boerse/{slug}-{id} and /job-boerse/{id}: the head takes the title of the job the loader found. */
export default definePage({
  load: async ({ params, request, store, locale }) => ({
    jobId: await loadJobDetail(store.dispatch, { locale, param: params['jobParam'], url: new URL(request.url) }),
  }),
  seo: ({ jobId }, store) => selectJobDetailSeo(store.getState(), jobId),
  Component: ({ data }) => <JobDetailPage jobId={data.jobId} renderBookmark={(job, label) => <BookmarkToggle job={job} label={label} />} />,
});
