import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useInRouterContext, useNavigate, type NavigateFunction } from 'react-router';
import { appForPath, type SiteApp } from '@jobpoint/site-routes';
import { scrollToHash } from '../link/hash-scroll';
import { useSiteApp } from '../link/site-app-context';

/** The attribute that marks a region's element; global CSS gives it `display: contents`. */
const STATIC_REGION_ATTRIBUTE = 'data-static-region';

/** Set on `<html>` once the page has hydrated (by the app shell); regions mounted after it render normally. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

export interface StaticRegionProps {
  /**
   * What the content is made of (its CMS data, the language). While every value stays the same as in
   * the first render, the region keeps the server's HTML; once one changes, it renders its children.
   */
  deps: readonly unknown[];
  /**
   * Whether the content is shown and needs its own code: while it is false the region is static as
   * above; true from the first render on, the region hydrates its children like any component, and
   * from the moment it turns true it renders them. For content with interaction of its own that a page
   * shows only under some condition (the desktop navigation, hidden on a phone).
   */
  live?: boolean;
  /** `span` inside phrasing content (a label), `div` everywhere else. */
  as?: 'div' | 'span';
  children: ReactNode;
}

/**
 * Content without any interaction of its own (CMS texts, the footer's links): the server renders it,
 * and the browser takes the server's HTML over as it is instead of building and hydrating its
 * components, the largest part of a page's start-up work on a phone. Links inside still navigate in
 * the app. A region mounted after hydration (a client-side navigation) or whose `deps` change renders
 * its children like any component. See ADR 046.
 */
export function StaticRegion(props: StaticRegionProps) {
  const id = useId();
  return useInRouterContext() ? (
    <RoutedStaticRegion id={id} {...props} />
  ) : (
    <LiveRegion id={id} as={props.as}>
      {props.children}
    </LiveRegion>
  );
}

function RoutedStaticRegion({ id, deps, live = false, as = 'div', children }: StaticRegionProps & { id: string }) {
  const [serverHtml] = useState(() => (live ? null : serverHtmlOf(id)));
  const [firstDeps] = useState(deps);
  const [changed, setChanged] = useState(false);
  if (!changed && serverHtml !== null && (live || !sameDeps(firstDeps, deps))) {
    setChanged(true);
  }
  if (serverHtml === null || changed) {
    return (
      <LiveRegion key="live" id={id} as={as}>
        {children}
      </LiveRegion>
    );
  }
  return <ServerHtml key="server" id={id} as={as} html={serverHtml} />;
}

function LiveRegion({ id, as = 'div', children }: { id: string; as?: 'div' | 'span'; children: ReactNode }) {
  const Element = as;
  return <Element {...{ [STATIC_REGION_ATTRIBUTE]: id }}>{children}</Element>;
}

function ServerHtml({ id, as, html }: { id: string; as: 'div' | 'span'; html: string }) {
  const ref = useRef<HTMLElement>(null);
  const navigate = useNavigate();
  const app = useSiteApp();

  useEffect(() => {
    const element = ref.current;
    if (!element) {
      return undefined;
    }
    const onClick = (event: MouseEvent) => followInApp(event, app, navigate);
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [app, navigate]);

  const Element = as;
  return (
    <Element
      ref={ref as never}
      {...{ [STATIC_REGION_ATTRIBUTE]: id }}
      // The same HTML the server sent: React keeps the element's content as it is.
      dangerouslySetInnerHTML={{ __html: html }}
      suppressHydrationWarning
    />
  );
}

/** The server's HTML of the region while the page hydrates; `null` on the server and after hydration. */
function serverHtmlOf(id: string): string | null {
  if (typeof document === 'undefined' || document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)) {
    return null;
  }
  return document.querySelector(`[${STATIC_REGION_ATTRIBUTE}="${CSS.escape(id)}"]`)?.innerHTML ?? null;
}

function sameDeps(first: readonly unknown[], next: readonly unknown[]): boolean {
  return first.length === next.length && first.every((value, index) => Object.is(value, next[index]));
}

/**
 * What `SiteLink` does for a link of this app, for the plain links of the server's HTML: navigate in
 * the app (an anchor on the same page scrolls to its target). Links to the other app, new tabs,
 * downloads and clicks with a modifier key are left to the browser.
 */
function followInApp(event: MouseEvent, app: SiteApp, navigate: NavigateFunction): void {
  const anchor = event.target instanceof Element ? event.target.closest('a') : null;
  if (
    !anchor ||
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    anchor.hasAttribute('download') ||
    (anchor.target && anchor.target !== '_self')
  ) {
    return;
  }
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin || appForPath(url.pathname) !== app) {
    return;
  }
  event.preventDefault();
  const hash = url.hash.slice(1);
  const samePage = url.pathname === window.location.pathname;
  navigate(`${url.pathname}${url.search}${url.hash}`, { preventScrollReset: Boolean(hash) });
  if (hash && samePage) {
    scrollToHash(hash);
  }
}
