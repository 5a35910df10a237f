import type { ReactElement } from 'react';
import { useLoaderData, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { hasContentDescription } from '@jobpoint/cms-client';
import { pagesOf, type PageKey, type PageLayout, type SiteApp, type SitePage } from '@jobpoint/site-routes';
import { NOT_FOUND_ROUTE_ID, type LazyCode, type LazyPage, type RouteContext, type SiteRouteHandle } from './page-route';
import { ShellRoot } from './shell-root';

/** The page of every single type with a content description (`hasContentDescription`). */
const CONTENT_PAGE: LazyPage = { module: 'libs/app-shell/src/content-page.tsx', load: () => import('../content-page') };

/** The page whose content names its layout: the editors' own pages (`layout: 'content'`, ADR 144). */
const EDITOR_PAGE: LazyCode<typeof import('../editor-page')> = {
  module: 'libs/app-shell/src/editor-page.tsx',
  load: () => import('../editor-page'),
};

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

function pageRoute(context: RouteContext, page: SitePage, lazyPage: LazyPage) {
  return {
    id: page.key,
    handle: { module: lazyPage.module } satisfies SiteRouteHandle,
    lazy: () => lazyPage.load().then((module) => module.default(context, page)),
  };
}

/** What the route around a page that names its layout loaded: the layout it shows. */
interface ContentLayoutData {
  layout: PageLayout;
}

function ContentLayout({ elements }: { elements: Partial<Record<PageLayout, ReactElement>> }) {
  const { layout } = useLoaderData() as ContentLayoutData;
  return elements[layout] ?? null;
}

/**
 * The route of a page whose content names its layout: it loads the page's layout name (the same query
 * as the page's own loader) and that layout's content, and shows the page in it; the app's first layout
 * where the page names none the app has, or where there is no page (its 404).
 */
function contentLayoutRoute(context: RouteContext, input: SiteRoutesInput, page: SitePage): RouteObject {
  const layoutIds = Object.keys(input.layouts) as PageLayout[];
  return {
    id: `${page.key}-layout`,
    path: page.path,
    loader: async (args: LoaderFunctionArgs): Promise<ContentLayoutData> => {
      const named = await (await EDITOR_PAGE.load()).editorPageLayout(context.store, args);
      const layout = named && input.layouts[named] ? named : layoutIds[0];
      await input.layouts[layout]?.loader(context);
      return { layout };
    },
    element: <ContentLayout elements={Object.fromEntries(layoutIds.map((layout) => [layout, input.layouts[layout]?.element]))} />,
    children: [{ errorElement: input.errorElement, children: [{ ...pageRoute(context, page, EDITOR_PAGE), index: true }] }],
  };
}

/**
 * An app's routes from the page registry: each of its pages under the layout the registry names, with
 * its own module or the content page, and a page whose content names its layout in the route that
 * chooses it; an unknown path shows the not-found page in the app's first layout.
 */
export function createSiteRoutes(context: RouteContext, input: SiteRoutesInput): RouteObject[] {
  const pages = pagesOf(input.app);
  const routed = pages.flatMap((page) => {
    const lazyPage =
      input.pages[page.key as PageKey] ?? (page.singleType && hasContentDescription(page.singleType) ? CONTENT_PAGE : undefined);
    return lazyPage ? [{ page, lazyPage }] : [];
  });
  const layoutIds = Object.keys(input.layouts) as PageLayout[];
  const layoutRoutes = layoutIds.map((layout, index): RouteObject => {
    const { loader, element } = input.layouts[layout] as LayoutRoute;
    return {
      id: `${layout}-layout`,
      loader: () => loader(context),
      element,
      children: [
        {
          errorElement: input.errorElement,
          children: [
            ...routed
              .filter(({ page }) => page.layout === layout)
              .map(({ page, lazyPage }): RouteObject => ({ ...pageRoute(context, page, lazyPage), path: page.path })),
            ...(index === 0 ? [{ id: NOT_FOUND_ROUTE_ID, path: '*', element: input.notFound }] : []),
          ],
        },
      ],
    };
  });
  const contentLayoutRoutes = pages.filter((page) => page.layout === 'content').map((page) => contentLayoutRoute(context, input, page));
  return [{ id: 'root', element: <ShellRoot />, errorElement: input.errorElement, children: [...layoutRoutes, ...contentLayoutRoutes] }];
}
