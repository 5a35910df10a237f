import type { RouteObject } from 'react-router';
import { createSiteRoutes, EmployersLayout, loadEmployersLayout, type RouteContext } from '@jobpoint/app-shell';
import { NotFoundPage, RouteErrorBoundary } from '@jobpoint/layout';
import { DefaultLayout, JobseekersLayout, loadDefaultLayout, loadJobseekersLayout } from './jobseekers-layout';

/** The three pages of a job alert share one module. */
const JOB_ALERT_PAGE = { module: 'apps/jobseekers/src/pages/job-alert-route.tsx', load: () => import('./pages/job-alert-route') };

export function createRoutes(context: RouteContext): RouteObject[] {
  return createSiteRoutes(context, {
    app: 'jobseekers',
    layouts: {
      jobseekers: { loader: loadJobseekersLayout, element: <JobseekersLayout /> },
      default: { loader: loadDefaultLayout, element: <DefaultLayout /> },
      // For an editor page that names the employers' chrome; no page of the registry uses it here.
      employers: { loader: loadEmployersLayout, element: <EmployersLayout /> },
    },
    pages: {
      jobBoard: { module: 'apps/jobseekers/src/pages/job-board-route.tsx', load: () => import('./pages/job-board-route') },
      bookmarks: { module: 'apps/jobseekers/src/pages/job-bookmarks-route.tsx', load: () => import('./pages/job-bookmarks-route') },
      jobDetail: { module: 'apps/jobseekers/src/pages/job-detail-route.tsx', load: () => import('./pages/job-detail-route') },
      jobAlertConfirm: JOB_ALERT_PAGE,
      jobAlertEnd: JOB_ALERT_PAGE,
      jobAlertManage: JOB_ALERT_PAGE,
      newsletter: { module: 'apps/jobseekers/src/pages/newsletter-route.tsx', load: () => import('./pages/newsletter-route') },
      events: { module: 'apps/jobseekers/src/pages/events-route.tsx', load: () => import('./pages/events-route') },
      latestEvent: { module: 'apps/jobseekers/src/pages/event-latest-route.tsx', load: () => import('./pages/event-latest-route') },
      event: { module: 'apps/jobseekers/src/pages/event-route.tsx', load: () => import('./pages/event-route') },
      counselling: { module: 'apps/jobseekers/src/pages/counselling-route.tsx', load: () => import('./pages/counselling-route') },
      search: { module: 'apps/jobseekers/src/pages/search-route.tsx', load: () => import('./pages/search-route') },
      advice: { module: 'apps/jobseekers/src/pages/advice-route.tsx', load: () => import('./pages/advice-route') },
      article: { module: 'apps/jobseekers/src/pages/advice-article-route.tsx', load: () => import('./pages/advice-article-route') },
    },
    errorElement: <RouteErrorBoundary />,
    notFound: <NotFoundPage />,
  });
}
