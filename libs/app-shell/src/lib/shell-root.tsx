import { useContext, useEffect, useRef } from 'react';
import { isRouteErrorResponse, Outlet, UNSAFE_DataRouterStateContext, useLocation, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useStore } from 'react-redux';
import { selectLocale } from '@jobpoint/store';
import { HYDRATED_ATTRIBUTE } from '@jobpoint/ui-kit';
import { buildHead, type HeadData } from './document-head';
import type { RootState } from './create-app-store';
import { isPageLoaderData } from './page-loader-data';
import { NOT_FOUND_ROUTE_ID } from './page-route';

/**
 * The root route's element: keeps the document head in step with client-side navigation (the server
 * wrote it for the first page) and scrolls to the top when the path changes. Marks `<html>` with
 * `data-hydrated` once the page has hydrated.
 */
export function ShellRoot() {
  const location = useLocation();
  const matches = useMatches();
  // A loader's 404 (an unknown job, event or editor page) is an error of a route below this one, which
  // only the router's state tells this route of.
  const routeErrors = useContext(UNSAFE_DataRouterStateContext)?.errors;
  const store = useStore<RootState>();
  const { t } = useTranslation('layout');
  const firstRender = useRef(true);
  const lastPathname = useRef(location.pathname);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      // The page has taken over the server's HTML: tests (and the curious) can tell from the document.
      document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
      return;
    }
    const locale = selectLocale(store.getState());
    const loaded = [...matches].reverse().map((match) => match.data).find(isPageLoaderData);
    applyHead(
      buildHead({
        seo: loaded?.seo,
        locale,
        pathname: location.pathname,
        paths: loaded?.paths,
        origin: window.location.origin,
        fallbackTitle: t('siteName', { defaultValue: 'jobpoint berlin' }),
        notFoundTitle: matches.at(-1)?.id === NOT_FOUND_ROUTE_ID || hasNotFoundError(routeErrors) ? t('notFoundTitle') : undefined,
      }),
    );
    // A new page starts at the top; a changed query (a filter, a page of results) keeps the position.
    if (location.pathname !== lastPathname.current && !location.hash) {
      window.scrollTo({ top: 0 });
    }
    lastPathname.current = location.pathname;
  }, [location.pathname, location.search, location.hash, matches, routeErrors, store, t]);

  return <Outlet />;
}

/** Whether a route answered 404, as the server's status says for the first page. */
function hasNotFoundError(errors: Record<string, unknown> | null | undefined): boolean {
  return Object.values(errors ?? {}).some((error) => isRouteErrorResponse(error) && error.status === 404);
}

function applyHead(head: HeadData): void {
  document.title = head.title;
  setMeta('name', 'description', head.description);
  setMeta('name', 'robots', head.robots);
  for (const og of head.openGraph) {
    setMeta('property', og.property, og.content);
  }
  setCanonical(head.canonical);
  // A page's alternates name the languages it is written in, which differ from page to page.
  document.head.querySelectorAll('link[rel="alternate"][hreflang]').forEach((link) => link.remove());
  for (const alternate of head.alternates) {
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.hreflang = alternate.hreflang;
    link.href = alternate.href;
    document.head.append(link);
  }
}

/** The canonical link, added or removed with it: a not-found page has none (`HeadInput.notFoundTitle`). */
function setCanonical(href: string | undefined): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!href) {
    link?.remove();
    return;
  }
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.append(link);
  }
  link.href = href;
}

function setMeta(attribute: 'name' | 'property', key: string, content: string | undefined): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!content) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}
