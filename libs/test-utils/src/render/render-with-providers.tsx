import type { ReactElement, ReactNode } from 'react';
import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { combineSlices, configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { render, type RenderResult } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createI18n, DEFAULT_LOCALE, type Locale, type NamespaceResources } from '@jobpoint/i18n';
import { siteSlice, type ServiceContext, type SiteState } from '@jobpoint/store';
import { createTestServiceContext } from '../cms/service-context';

/**
 * Any reducer, whatever its state. Declared through a method so that its state parameter is compared
 * bivariantly: a reducer of a specific state is then accepted where "some reducer" is asked for.
 */
type AnyReducer = { reduce(state: never, action: UnknownAction): unknown }['reduce'];

/** An RTK Query API (or any slice with a middleware) to mount in the test store. */
export interface StoreApi {
  reducerPath: string;
  reducer: AnyReducer;
  middleware: Middleware;
}

/** The test store's state: the site slice and one key per mounted API with that API's state. */
export type TestState<Apis extends readonly StoreApi[]> = { site: SiteState } & {
  [Api in Apis[number] as Api['reducerPath']]: ReturnType<Api['reducer']>;
};

export interface TestStoreOptions<Apis extends readonly StoreApi[] = StoreApi[]> {
  apis?: Apis;
  services?: ServiceContext;
  site?: Partial<SiteState>;
}

function createBaseStore(apis: readonly StoreApi[], services: ServiceContext, site: Partial<SiteState> | undefined) {
  // combineSlices cannot type a spread of a generic list; TestStore spells the state type out instead.
  const slices = [siteSlice, ...apis] as unknown as [typeof siteSlice];
  return configureStore({
    reducer: combineSlices(...slices),
    preloadedState: { site: { ...siteSlice.getInitialState(), ...site } },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: services } }).concat(...apis.map((api) => api.middleware)),
  });
}

export type TestStore<Apis extends readonly StoreApi[] = StoreApi[]> = Omit<ReturnType<typeof createBaseStore>, 'getState'> & {
  getState(): TestState<Apis>;
};

/**
 * A real store like the app's: the site slice, the given APIs, and the service context as thunk extra.
 * The state type has a key per API (`store.getState().cmsApi`).
 */
export function createTestStore<const Apis extends readonly StoreApi[] = []>({
  apis,
  services = createTestServiceContext(),
  site,
}: TestStoreOptions<Apis> = {}): TestStore<Apis> {
  return createBaseStore(apis ?? [], services, site) as unknown as TestStore<Apis>;
}

export interface RenderWithProvidersOptions<Apis extends readonly StoreApi[] = StoreApi[]> extends TestStoreOptions<Apis> {
  /** The Chakra system, e.g. `createSiteSystem('jobseekers')`. */
  system: SystemContext;
  /** i18next namespaces the rendered tree uses. */
  namespaces: Record<string, NamespaceResources>;
  locale?: Locale;
  /** The URL the memory router starts at. */
  url?: string;
  /** Routes to render instead of `ui` on every path (for loaders and error elements). */
  routes?: RouteObject[];
  /** Extra providers inside the others, e.g. `(children) => <SiteAppProvider value="employers">{children}</SiteAppProvider>`. */
  wrap?: (children: ReactNode) => ReactNode;
  /** A store a loader has filled already (`apis`, `services` and `site` are then the store's own). */
  store?: TestStore<Apis>;
}

export type RenderWithProvidersResult<Apis extends readonly StoreApi[] = StoreApi[]> = RenderResult & {
  store: TestStore<Apis>;
  router: ReturnType<typeof createMemoryRouter>;
};

/**
 * Renders like the app does: Redux store, i18next, Chakra and a data router. `ui` stays on screen for
 * every path, so a test can follow a navigation through `router.state.location`.
 */
export function renderWithProviders<const Apis extends readonly StoreApi[] = []>(
  ui: ReactElement | null,
  options: RenderWithProvidersOptions<Apis>,
): RenderWithProvidersResult<Apis> {
  const { system, namespaces, locale = DEFAULT_LOCALE, url = '/', routes, wrap = (children) => children } = options;
  const store = options.store ?? createTestStore({ ...options, site: { locale, ...options.site } });
  const i18n = createI18n(locale, namespaces);
  const router = createMemoryRouter(routes?.map(withHydrateFallback) ?? [{ path: '*', element: ui }], { initialEntries: [url] });
  const result = render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ChakraProvider value={system}>{wrap(<RouterProvider router={router} />)}</ChakraProvider>
      </I18nextProvider>
    </Provider>,
  );
  return { ...result, store, router };
}

/** Routes with loaders render nothing until the first load ends, as the app does before hydration. */
function withHydrateFallback(route: RouteObject): RouteObject {
  return route.HydrateFallback || route.hydrateFallbackElement ? route : { ...route, HydrateFallback: NoFallback };
}

function NoFallback() {
  return null;
}
