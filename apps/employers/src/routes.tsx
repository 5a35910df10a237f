import type { RouteObject } from 'react-router';
import { NOT_FOUND_ROUTE_ID, ShellRoot, type RouteContext } from '@jobpoint/app-shell';
import { NotFoundPage, RouteErrorBoundary } from '@jobpoint/layout';
import { EmployersLayout, loadEmployersLayout } from './employers-layout';

export function createRoutes(context: RouteContext): RouteObject[] {
  return [
    {
      id: 'root',
      element: <ShellRoot />,
      errorElement: <RouteErrorBoundary />,
      children: [
        {
          id: 'employers-layout',
          loader: () => loadEmployersLayout(context),
          element: <EmployersLayout />,
          children: [
            {
              errorElement: <RouteErrorBoundary />,
              children: [
                {
                  id: 'home',
                  path: 'arbeitgebende',
                  lazy: () => import('./pages/home-route').then((module) => module.homeRoute(context)),
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
