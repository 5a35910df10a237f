import type { RouteObject } from 'react-router';
import { createSiteRoutes, EmployersLayout, loadEmployersLayout, type RouteContext } from '@jobpoint/app-shell';
import { NotFoundPage, RouteErrorBoundary } from '@jobpoint/layout';

export function createRoutes(context: RouteContext): RouteObject[] {
  return createSiteRoutes(context, {
    app: 'employers',
    layouts: { employers: { loader: loadEmployersLayout, element: <EmployersLayout /> } },
    pages: {},
    errorElement: <RouteErrorBoundary />,
    notFound: <NotFoundPage />,
  });
}
