import { definePage } from '@jobpoint/app-shell';
import { isJobAlertPageKey, JobAlertPage, jobAlertPageQuery, jobAlertPageSeo, loadJobAlertPage } from '@jobpoint/job-board';

/** /job-alarm/bestaetigen, /abmelden and /verwalten?token=…: one alert's page, from the links in its mails. */
export default definePage({
  load: async ({ request, store, locale, page }) => {
    if (!isJobAlertPageKey(page.key)) throw new Error(`${page.key} is not a job alert page`);
    const query = jobAlertPageQuery(page.key, new URL(request.url));
    await loadJobAlertPage(store.dispatch, { locale, query });
    return { locale, query };
  },
  seo: ({ locale, query }) => jobAlertPageSeo(locale, query.page),
  Component: ({ data }) => <JobAlertPage query={data.query} />,
});
