import type { ComponentType } from 'react';
import { useLoaderData, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { Seo } from '@jobpoint/cms-client';
import type { Locale, LocalePaths } from '@jobpoint/i18n';
import type { SitePage } from '@jobpoint/site-routes';
import { selectLocale } from '@jobpoint/store';
import type { AppStore } from './create-app-store';
import { isPageLoaderData, type PageLoaderData } from './page-loader-data';

export interface RouteContext {
  store: AppStore;
}

export interface PageLoadArgs extends LoaderFunctionArgs {
  store: AppStore;
  locale: Locale;
  /** The registry entry of the page being loaded. */
  page: SitePage;
}

/**
 * A page: its loader fills the store (and may return what the page needs to find its data there), the
 * head is made from the loader's result, and the component gets that result back. Server and browser
 * run the same loader, and the browser hydrates with the server's result.
 */
export interface PageDefinition<Data> {
  load: (args: PageLoadArgs) => Promise<Data>;
  seo: (data: Data, store: AppStore) => Seo | null | undefined;
  /**
   * The page's path in each language, for a page whose versions have a slug each (an event, an article):
   * its canonical link and hreflang alternates name each language's own path. Without it they name the
   * requested path.
   */
  paths?: (data: Data) => LocalePaths;
  Component: ComponentType<{ data: Data }>;
  /**
   * Parts of the page that load on demand and that a page with this data shows with input (a form, an
   * accordion): the browser loads them before it hydrates the server's HTML of the page, and the server
   * preloads them with the page (ADR 050).
   */
  hydrationCode?: (data: Data) => LazyCode[];
}

/** Code that loads on demand: where its module is in the app (the server preloads its chunks) and how to import it. */
export interface LazyCode<Module = unknown> {
  /** The module's path from the workspace root, as the gateway reads it from the build's manifest. */
  module: string;
  load: () => Promise<Module>;
}

/** A page's route fields, and the code it needs to hydrate with the loader data it was rendered with. */
export interface PageRoute extends Pick<RouteObject, 'loader' | 'Component'> {
  hydrationCode?: (loaderData: unknown) => LazyCode[];
}

/** A lazily loaded page module's default export. */
export type PageModule = (context: RouteContext, page: SitePage) => PageRoute;

/** The code a matched route needs to hydrate with its loader data; none for a route that is not a page's. */
export function hydrationCodeOf(route: RouteObject, loaderData: unknown): LazyCode[] {
  const { hydrationCode } = route as PageRoute;
  return typeof hydrationCode === 'function' ? hydrationCode(loaderData) : [];
}

export function definePage<Data>(definition: PageDefinition<Data>): PageModule {
  function Page() {
    const { data } = useLoaderData() as PageLoaderData<Data>;
    return <definition.Component data={data} />;
  }
  const { hydrationCode } = definition;
  return ({ store }, page) => ({
    loader: async (args: LoaderFunctionArgs): Promise<PageLoaderData<Data>> => {
      const data = await definition.load({ ...args, store, locale: selectLocale(store.getState()), page });
      return { data, seo: definition.seo(data, store) ?? null, ...(definition.paths && { paths: definition.paths(data) }) };
    },
    Component: Page,
    ...(hydrationCode && {
      hydrationCode: (loaderData: unknown) => (isPageLoaderData(loaderData) ? hydrationCode(loaderData.data as Data) : []),
    }),
  });
}

/** A page's code: its module's default export makes the page's route. */
export type LazyPage = LazyCode<{ default: PageModule }>;

/** What the server needs to know of a route beyond React Router's fields. */
export interface SiteRouteHandle {
  module: string;
}

export function isSiteRouteHandle(handle: unknown): handle is SiteRouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as SiteRouteHandle).module === 'string';
}

/** The id of the catch-all route; a page that ends there answers 404. */
export const NOT_FOUND_ROUTE_ID = 'not-found';
