import type { RouteObject } from 'react-router';
import { NOT_FOUND_ROUTE_ID, ShellRoot, type RouteContext } from '@jobpoint/app-shell';
import { NotFoundPage, RouteErrorBoundary } from '@jobpoint/layout';
import { JobseekersLayout, loadJobseekersLayout } from './jobseekers-layout';

export function createRoutes(context: RouteContext): RouteObject[] {
  return [
    {
      id: 'root',
      element: <ShellRoot />,
      errorElement: <RouteErrorBoundary />,
      children: [
        {
          id: 'jobseekers-layout',
          loader: () => loadJobseekersLayout(context),
          element: <JobseekersLayout />,
          children: [
            {
              errorElement: <RouteErrorBoundary />,
              children: [
                { id: 'home', index: true, lazy: () => import('./pages/home-route').then((module) => module.homeRoute(context)) },
                { id: 'job-board', path: 'job-boerse', lazy: () => import('./pages/job-board-route').then((module) => module.jobBoardRoute(context)) },
                {
                  id: 'job-bookmarks',
                  path: 'job-boerse/merkliste',
                  lazy: () => import('./pages/job-bookmarks-route').then((module) => module.jobBookmarksRoute(context)),
                },
                {
                  id: 'job-detail',
                  path: 'job-boerse/:jobParam',
                  lazy: () => import('./pages/job-detail-route').then((module) => module.jobDetailRoute(context)),
                },
                {
                  id: 'newsletter',
                  path: 'newsletter',
                  lazy: () => import('./pages/newsletter-route').then((module) => module.newsletterRoute(context)),
                },
                { id: NOT_FOUND_ROUTE_ID, path: '*', element: <NotFoundPage /> },
              ],
            },
          ],
        },
      ],
    },
  ];
}
