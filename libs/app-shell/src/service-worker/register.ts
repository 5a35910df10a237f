import { isKeptOffline, KEEP_PAGE_MESSAGE, type KeepPageMessage } from './offline-rules';

interface RouterLike {
  state: { location: { pathname: string; search: string } };
  subscribe(
    listener: (state: { location: { pathname: string; search: string }; navigation: { state: string } }) => void,
  ): () => void;
}

/**
 * Registers the site's service worker once the page has loaded (a failure is ignored: the site works
 * without it). A first visit's worker installs and fills its cache then, not while the page starts. A
 * Merkliste or job page opened inside the app, and the page the worker first took control of, is passed
 * to the worker to keep, since only pages loaded as a whole reach it by themselves.
 */
export function registerServiceWorker(router: RouterLike): void {
  if (!('serviceWorker' in navigator)) {
    return;
  }
  afterLoad(() => navigator.serviceWorker.register('/sw.js').catch(() => undefined));
  let lastKept = '';
  const keep = ({ pathname, search }: { pathname: string; search: string }) => {
    const url = pathname + search;
    if (url === lastKept || !isKeptOffline(pathname)) {
      return;
    }
    lastKept = url;
    const message: KeepPageMessage = { type: KEEP_PAGE_MESSAGE, url };
    navigator.serviceWorker.ready
      .then((registration) => registration.active?.postMessage(message))
      .catch(() => undefined);
  };
  // A page loaded before the worker controlled it did not pass through it.
  if (!navigator.serviceWorker.controller) {
    keep(router.state.location);
  }
  router.subscribe((state) => {
    if (state.navigation.state === 'idle') {
      keep(state.location);
    }
  });
}

/** Runs `task` after the window's load event, or at once when it has passed. */
function afterLoad(task: () => void): void {
  if (document.readyState === 'complete') {
    task();
  } else {
    window.addEventListener('load', task, { once: true });
  }
}
