import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type HydrationState, type RouteObject } from 'react-router';
import { startBookmarkPersistence } from '@jobpoint/bookmarks';
import { createI18n } from '@jobpoint/i18n';
import { hydrated, selectLocale } from '@jobpoint/store';
import { loadMarkdownRenderer, prepareSiteSystem } from '@jobpoint/ui-kit';
import { AppProviders } from './lib/app-providers';
import type { AppDefinition } from './lib/app-definition';
import { reloadAfterChunkFailure } from './lib/chunk-reload-guard';
import { hydrationCodeOf } from './lib/page-route';
import { createAppStore } from './lib/create-app-store';
import { createStyleCache } from './lib/style-cache';
import { PAGE_STATE_ELEMENT_ID, type PageState } from './lib/page-state';
import { browserServices } from './lib/public-config';
import { registerServiceWorker } from './service-worker/register';

declare global {
  interface Window {
    __staticRouterHydrationData?: HydrationState;
  }
}

/**
 * Takes over the server-rendered page: the store and the UI strings from the page (no refetch), the route
 * modules of the current page loaded before hydration (so the first render matches the HTML), then the
 * browser router. Each step is a task of its own, short enough on a slow phone not to hold up a tap.
 */
export async function hydrateApp(definition: AppDefinition): Promise<void> {
  // The entry's modules have just run (the routes): the store in a task of its own, the server's data in the next.
  await yieldToBrowser();
  const element = document.getElementById(PAGE_STATE_ELEMENT_ID);
  const pageState = JSON.parse(element?.textContent ?? '{}') as PageState;
  const store = createAppStore({ services: browserServices(pageState.publicConfig), site: pageState.state.site });
  await yieldToBrowser();
  store.dispatch(hydrated(pageState.state as unknown as Record<string, unknown>));
  await yieldToBrowser();

  const routes = definition.createRoutes({ store });
  await loadMatchedRouteModules(routes, window.location.pathname, pageState.hydrationData?.loaderData ?? {});
  await yieldToBrowser();
  window.__staticRouterHydrationData = pageState.hydrationData;
  const router = createBrowserRouter(routes);
  await yieldToBrowser();

  const locale = selectLocale(store.getState());
  const i18n = createI18n(locale, pageState.strings);
  // The browser hides a nonce attribute's value from the DOM; the element's `nonce` property keeps it.
  const styleCache = createStyleCache(element?.nonce);
  await yieldToBrowser();
  // The UI library's system (about 30 ms, four times that on a slow phone) is built before hydration,
  // which cannot yield inside a component, and a step per task.
  await prepareSiteSystem(definition.app, yieldToBrowser);
  await yieldToBrowser();
  // As a transition, hydration yields to the browser between components instead of blocking input.
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root') as HTMLElement,
      <StrictMode>
        <AppProviders app={definition.app} store={store} i18n={i18n} locale={locale} publicConfig={pageState.publicConfig} styleCache={styleCache} hydrating>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });

  // The Merkliste lives in this browser only: read and kept in sync from here on (nothing on the server).
  startBookmarkPersistence(store);
  watchChunkFailures();
  registerServiceWorker(router);
  prefetchOnIntent(routes);
  loadRendererOnFirstUse(router);
}

/**
 * Rich texts of the first page come as server HTML; texts the browser renders itself (the next page,
 * an opened accordion) need the Markdown renderer, loaded when the visitor first navigates or interacts.
 */
function loadRendererOnFirstUse(router: ReturnType<typeof createBrowserRouter>): void {
  const events = ['pointerdown', 'keydown', 'focusin'] as const;
  const load = () => {
    events.forEach((name) => window.removeEventListener(name, load, true));
    unsubscribe();
    void loadMarkdownRenderer().catch(() => undefined);
  };
  const unsubscribe = router.subscribe((state) => {
    if (state.navigation.state !== 'idle') {
      load();
    }
  });
  events.forEach((name) => window.addEventListener(name, load, { capture: true, passive: true }));
}

/** Ends the current task, so the browser can paint and answer input between the steps of start-up. */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The modules of the page's routes, and the parts of the page that load on demand and that the server
 * rendered with input (`hydrationCode`): hydration must render what the server did.
 */
async function loadMatchedRouteModules(routes: RouteObject[], pathname: string, loaderData: Record<string, unknown>): Promise<void> {
  const lazyMatches = matchRoutes(routes, pathname)?.filter((match) => typeof match.route.lazy === 'function') ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const lazy = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, await lazy(), { lazy: undefined });
      await Promise.all(hydrationCodeOf(route, route.id && loaderData[route.id]).map((code) => code.load()));
    }),
  );
}

function watchChunkFailures(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadAfterChunkFailure(Date.now(), window.sessionStorage, () => window.location.reload())) {
      event.preventDefault();
    }
  });
}

/**
 * Loads the code of a linked page of this app when the visitor shows the intent to follow the link:
 * pointing at it, touching it or focusing it. Loading runs the page's modules, so doing it for every
 * link while the page starts would put that work in the way of the visitor's first taps.
 */
function prefetchOnIntent(routes: RouteObject[]): void {
  const requested = new Set<RouteObject>();
  const seenPaths = new Set<string>();
  const prefetch = (event: Event) => {
    const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href^="/"]') : null;
    if (!anchor || anchor.origin !== window.location.origin || seenPaths.has(anchor.pathname)) {
      return;
    }
    seenPaths.add(anchor.pathname);
    for (const { route } of matchRoutes(routes, anchor.pathname) ?? []) {
      if (typeof route.lazy === 'function' && !requested.has(route)) {
        requested.add(route);
        void (route.lazy as () => Promise<unknown>)().catch(() => undefined);
      }
    }
  };
  for (const name of ['pointerover', 'touchstart', 'focusin'] as const) {
    document.addEventListener(name, prefetch, { capture: true, passive: true });
  }
}
