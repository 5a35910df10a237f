import { createStaticHandler, type RouteObject } from 'react-router';
import { PAGES, type SitePage } from '@jobpoint/site-routes';
import { createTestServiceContext } from '@jobpoint/test-utils';
import { createAppStore } from './create-app-store';
import { isPageLoaderData } from './page-loader-data';
import { createSiteRoutes } from './create-site-routes';
import { definePage, hydrationCodeOf, NOT_FOUND_ROUTE_ID, type LazyPage } from './page-route';

function context() {
  return { store: createAppStore({ services: createTestServiceContext() }) };
}

const layout = { loader: async () => null, element: <div /> };

function routeIds(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [...(route.id ? [route.id] : []), ...routeIds(route.children ?? [])]);
}

function findRoute(routes: RouteObject[], id: string): RouteObject | undefined {
  for (const route of routes) {
    if (route.id === id) return route;
    const found = findRoute(route.children ?? [], id);
    if (found) return found;
  }
  return undefined;
}

describe('createSiteRoutes', () => {
  const jobBoard: LazyPage = { module: 'apps/jobseekers/src/pages/job-board-route.tsx', load: jest.fn() };
  const routes = createSiteRoutes(context(), {
    app: 'jobseekers',
    layouts: { jobseekers: layout, default: layout },
    pages: { jobBoard },
    errorElement: <div />,
    notFound: <div />,
  });

  it('routes the pages with a module, the described content pages, and nothing of the other app', () => {
    const ids = routeIds(routes);
    expect(ids).toEqual(expect.arrayContaining(['jobBoard', 'jobseekersHome', 'about', 'faq', 'legalNotice', NOT_FOUND_ROUTE_ID]));
    expect(ids).not.toContain('employersHome');
    expect(ids).not.toContain('jobBoardManual');
    // Not built yet and without a content description: answers 404 until its page exists.
    expect(ids).not.toContain('events');
  });

  it('puts every page under the layout the registry names, with its path and module', () => {
    const defaultLayout = findRoute(routes, 'default-layout');
    expect(routeIds(defaultLayout?.children ?? []).sort()).toEqual(['cookiePolicy', 'legalNotice', 'privacy', 'usageNotes']);
    expect(findRoute(routes, 'about')).toMatchObject({ path: '/ueber-uns', handle: { module: 'libs/app-shell/src/content-page.tsx' } });
    expect(findRoute(routes, 'jobBoard')).toMatchObject({ path: '/job-boerse', handle: { module: jobBoard.module } });
  });
});

describe('definePage', () => {
  it('runs the loader with the store, the language and the page, and hands its result to the head', async () => {
    const page: SitePage = PAGES.about;
    const load = jest.fn(async ({ locale, page: loaded }: { locale: string; page: SitePage }) => ({ locale, key: loaded.key }));
    const module = definePage({ load, seo: (data) => ({ metaTitle: `${data.key} in ${data.locale}` }), Component: () => null });
    const routes: RouteObject[] = [{ id: 'page', path: page.path, ...module(context(), page) }];
    const handlerContext = await createStaticHandler(routes).query(new Request('http://site.test/ueber-uns'));
    if (handlerContext instanceof Response) throw new Error('unexpected response');
    const loaded = handlerContext.loaderData['page'];
    expect(isPageLoaderData(loaded)).toBe(true);
    expect(loaded).toEqual({ data: { locale: 'de', key: 'about' }, seo: { metaTitle: 'about in de' } });
  });

  it("hands the head the page's path in each language where the page names them", async () => {
    const page: SitePage = PAGES.about;
    const module = definePage({
      load: async () => ({ slug: 'ueber' }),
      seo: () => null,
      paths: ({ slug }) => ({ de: `/a/${slug}`, en: `/a/${slug}-en` }),
      Component: () => null,
    });
    const routes: RouteObject[] = [{ id: 'page', path: page.path, ...module(context(), page) }];
    const handlerContext = await createStaticHandler(routes).query(new Request('http://site.test/ueber-uns'));
    if (handlerContext instanceof Response) throw new Error('unexpected response');
    expect(handlerContext.loaderData['page']).toEqual({ data: { slug: 'ueber' }, seo: null, paths: { de: '/a/ueber', en: '/a/ueber-en' } });
  });

  it('names the code a page needs to hydrate from the data its loader returned', async () => {
    const page: SitePage = PAGES.about;
    const form = { module: 'libs/forms/form.tsx', load: jest.fn() };
    const module = definePage({
      load: async () => ({ withForm: true }),
      seo: () => null,
      Component: () => null,
      hydrationCode: (data: { withForm: boolean }) => (data.withForm ? [form] : []),
    });
    const route: RouteObject = { id: 'page', path: page.path, ...module(context(), page) };
    const handlerContext = await createStaticHandler([route]).query(new Request('http://site.test/ueber-uns'));
    if (handlerContext instanceof Response) throw new Error('unexpected response');

    expect(hydrationCodeOf(route, handlerContext.loaderData['page'])).toEqual([form]);
    expect(hydrationCodeOf(route, { data: { withForm: false }, seo: null })).toEqual([]);
    // Loader data of another shape (an error page's) asks for nothing.
    expect(hydrationCodeOf(route, null)).toEqual([]);
    expect(form.load).not.toHaveBeenCalled();
  });

  it('asks no code of a route that is not a page', () => {
    expect(hydrationCodeOf({ id: 'layout', element: <div /> }, { data: {}, seo: null })).toEqual([]);
  });
});
