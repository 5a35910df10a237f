import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { hasContentDescription } from '@jobpoint/cms-client';
import { pagesOf, type PageKey, type PageLayout, type SiteApp } from '@jobpoint/site-routes';
import { NOT_FOUND_ROUTE_ID, type LazyPage, type RouteContext, type SiteRouteHandle } from './page-route';
import { ShellRoot } from './shell-root';

/** The page of every single type with a content description (`hasContentDescription`). */
const CONTENT_PAGE: LazyPage = { module: 'libs/app-shell/src/content-page.tsx', load: () => import('../content-page') };

export interface LayoutRoute {
  loader: (context: RouteContext) => Promise<unknown>;
  element: ReactElement;
}

export interface SiteRoutesInput {
  app: SiteApp;
  layouts: Partial<Record<PageLayout, LayoutRoute>>;
  /**
   * The pages with a module of their own. Every other page of the app whose single type has a content
   * description is a content page; the rest are not routed yet (they answer 404).
   */
  pages: Partial<Record<PageKey, LazyPage>>;
  errorElement: ReactElement;
  notFound: ReactElement;
}

/**
 * An app's routes from the page registry: each of its pages under the layout the registry names, with
 * its own module or the content page; an unknown path shows the not-found page in the app's first layout.
 */
export function createSiteRoutes(context: RouteContext, input: SiteRoutesInput): RouteObject[] {
  const routed = pagesOf(input.app).flatMap((page) => {
    const lazyPage =
      input.pages[page.key as PageKey] ?? (page.singleType && hasContentDescription(page.singleType) ? CONTENT_PAGE : undefined);
    return lazyPage ? [{ page, lazyPage }] : [];
  });
  const layoutIds = Object.keys(input.layouts) as PageLayout[];
  const layoutRoutes = layoutIds.map((layout, index): RouteObject => {
    const { loader, element } = input.layouts[layout] as LayoutRoute;
    const pages = routed.filter(({ page }) => page.layout === layout);
    return {
      id: `${layout}-layout`,
      loader: () => loader(context),
      element,
      children: [
        {
          errorElement: input.errorElement,
          children: [
            ...pages.map(({ page, lazyPage }): RouteObject => ({
              id: page.key,
              path: page.path,
              handle: { module: lazyPage.module } satisfies SiteRouteHandle,
              lazy: () => lazyPage.load().then((module) => module.default(context, page)),
            })),
            ...(index === 0 ? [{ id: NOT_FOUND_ROUTE_ID, path: '*', element: input.notFound }] : []),
          ],
        },
      ],
    };
  });
  return [{ id: 'root', element: <ShellRoot />, errorElement: input.errorElement, children: layoutRoutes }];
}
