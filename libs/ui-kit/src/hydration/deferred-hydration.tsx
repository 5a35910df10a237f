import { Suspense, use, useId, useSyncExternalStore, type ReactNode } from 'react';

const REGION_ATTRIBUTE = 'data-deferred-hydration';
/**
 * When a server-rendered region hydrates: `visible` once it comes near the viewport (or is used
 * before), `interaction` only once the visitor points at, touches or tabs into it (static content).
 * Either way it hydrates as soon as the page around it changes (see `hydrateDeferredRegions`).
 */
export type HydrationTrigger = 'visible' | 'interaction';

/** Regions this close to the viewport count as visible: they are ready before they scroll into view. */
const VISIBLE_MARGIN = '300px';
/** What shows that the visitor is about to use a region: it hydrates before the click or key arrives. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

interface Region {
  needed: Promise<void>;
  release: () => void;
}

const regions = new Map<string, Region>();

function subscribeToNothing(): () => void {
  return () => undefined;
}

/**
 * True while React renders from the server's point of view: on the server, and in the browser while it
 * hydrates the server's HTML (React reads the server snapshot then). False for everything rendered in
 * the browser after start-up.
 */
function useServerSnapshot(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}

/** The region's server HTML in the document: there only when the browser hydrates it. */
function serverRenderedRegion(id: string): Element | null {
  return typeof document === 'undefined' ? null : document.querySelector(`[${REGION_ATTRIBUTE}="${CSS.escape(id)}"]`);
}

function regionOf(id: string): Region {
  let region = regions.get(id);
  if (!region) {
    let release = () => undefined as void;
    const needed = new Promise<void>((resolve) => (release = resolve));
    region = { needed, release };
    regions.set(id, region);
  }
  return region;
}

/** Resolves once the region's server HTML is near the viewport, the visitor turns to it, or it is released. */
function regionNeeded(id: string, element: Element, trigger: HydrationTrigger): Promise<void> {
  const known = regions.has(id);
  const region = regionOf(id);
  if (!known) {
    watchRegion(element, trigger, region.release);
  }
  return region.needed;
}

function watchRegion(element: Element, trigger: HydrationTrigger, release: () => void): void {
  if (trigger === 'visible' && typeof IntersectionObserver === 'undefined') {
    release();
    return;
  }
  const observer =
    trigger === 'visible'
      ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && needed(), { rootMargin: VISIBLE_MARGIN })
      : null;
  function needed() {
    observer?.disconnect();
    INTENT_EVENTS.forEach((type) => element.removeEventListener(type, needed, true));
    release();
  }
  observer?.observe(element);
  INTENT_EVENTS.forEach((type) => element.addEventListener(type, needed, { capture: true, passive: true }));
}

/**
 * Lets every region still waiting hydrate now. An update cannot reach a region that has not hydrated:
 * React first hydrates it, and while it waits, a navigation (a transition) would wait with it. The app
 * calls this when a navigation starts; a region whose parent renders it again releases itself.
 */
export function hydrateDeferredRegions(): void {
  regions.forEach((region) => region.release());
}

/**
 * Rendered again after start-up, a region's parent has new content for it: the region is released, so
 * React can hydrate it and then apply the update.
 */
function useReleaseOnUpdate(regionId: string): void {
  if (!useServerSnapshot()) {
    regions.get(regionId)?.release();
  }
}

function HydrationGate({ regionId, trigger, children }: { regionId: string; trigger: HydrationTrigger; children: ReactNode }) {
  const element = useServerSnapshot() ? serverRenderedRegion(regionId) : null;
  if (element) {
    use(regionNeeded(regionId, element, trigger));
  }
  return children;
}

/** The attribute that marks an element as the region `DeferredContent` with the same id watches. */
export function deferredRegionProps(regionId: string): Record<string, string> {
  return { [REGION_ATTRIBUTE]: regionId };
}

/**
 * Content whose hydration waits for its region (an element carrying `deferredRegionProps` with the same
 * id, rendered around it): for components that must keep their own element as the region.
 */
export function DeferredContent({ regionId, trigger, children }: { regionId: string; trigger: HydrationTrigger; children: ReactNode }) {
  useReleaseOnUpdate(regionId);
  return (
    <Suspense fallback={null}>
      <HydrationGate regionId={regionId} trigger={trigger}>
        {children}
      </HydrationGate>
    </Suspense>
  );
}

/**
 * A part of the page that needs no script until it is seen or used (CMS blocks below the fold, the
 * footer). The server renders it as usual; in the browser React keeps the server's HTML as it is and
 * hydrates the region only when it comes near the viewport or the visitor points at, touches or tabs
 * into it, so start-up hydrates the top of the page alone. Rendered after start-up (a client-side
 * navigation), the region renders at once. Links inside work before hydration as plain links.
 */
export function DeferredHydration({ children, trigger = 'visible' }: { children: ReactNode; trigger?: HydrationTrigger }) {
  const id = useId();
  useReleaseOnUpdate(id);
  return (
    <Suspense fallback={null}>
      <div {...deferredRegionProps(id)}>
        <HydrationGate regionId={id} trigger={trigger}>
          {children}
        </HydrationGate>
      </div>
    </Suspense>
  );
}
