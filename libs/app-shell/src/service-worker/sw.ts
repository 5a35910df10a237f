import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { offlinePageHtml } from './offline-page';
import {
  ASSETS_CACHE,
  IMAGES_CACHE,
  isHashedAssetPath,
  isKeepPageMessage,
  isKeptImagePath,
  isKeptOffline,
  isKeptPageResponse,
  isPageRequestPath,
  PAGES_CACHE,
} from './offline-rules';

/**
 * The site's service worker (built by tools/vite/build-service-worker.mjs into the apps' output as `/sw.js`,
 * one worker for both apps under the one origin):
 * - the files the Merkliste and a job page start with are precached at install, so those pages start
 *   offline; every other script or style file of both apps is kept the first time a page asks for it;
 * - company logos and the site's icon are kept as pages show them, so kept pages look the same offline;
 * - pages are asked of the network first and kept; without a network the kept copy is shown, and a page
 *   that was never kept gets the offline page in its language;
 * - a new deployment's worker takes over at once and drops the files of the old one.
 */

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

interface ExtendableMessageEvent extends ExtendableEvent {
  data: unknown;
}

interface ServiceWorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}

/** Replaced by the build with the list of files to precache (workbox-build's injectManifest). */
declare const __PRECACHE_MANIFEST__: (string | PrecacheEntry)[];

const worker = globalThis as unknown as ServiceWorkerScope;

/** A visitor who comes back after a month sees the page again, not a copy that old. */
const PAGE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
const PAGE_MAX_ENTRIES = 200;
/** About two deployments' worth of both apps' files; older ones go first. */
const ASSET_MAX_ENTRIES = 600;
/** The logos of a few pages of the job board (about 2 kB each). */
const IMAGE_MAX_ENTRIES = 200;
/** On a connection that does not answer, the kept copy is shown after this long. */
const NETWORK_TIMEOUT_SECONDS = 5;

worker.addEventListener('install', (event) => event.waitUntil(worker.skipWaiting()));
worker.addEventListener('activate', (event) => event.waitUntil(worker.clients.claim()));

cleanupOutdatedCaches();
precacheAndRoute(__PRECACHE_MANIFEST__);

/**
 * Pages as the gateway sent them, with their headers: the copy's Content-Security-Policy names the same
 * nonce as the copy's scripts and styles, so a kept page runs as it did when it was loaded. Only complete
 * pages are kept (no error page, redirect or partial answer), and none the gateway says no one may keep
 * (an editor's preview of drafts).
 */
const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  // The gateway varies pages by cookie; the worker's requests carry none, so a kept page is found by its URL.
  matchOptions: { ignoreVary: true },
  plugins: [
    {
      cacheWillUpdate: async ({ response }) => (isKeptPageResponse(response) ? response : null),
    },
    new ExpirationPlugin({ maxEntries: PAGE_MAX_ENTRIES, maxAgeSeconds: PAGE_MAX_AGE_SECONDS }),
  ],
});

registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && url.origin === worker.location.origin && isPageRequestPath(url.pathname),
  pages,
);

/**
 * Both apps' script and style files, kept as pages use them (the precache holds only what the pages
 * promised offline start with). Their names carry a hash of their content, so a kept copy never goes stale.
 */
registerRoute(
  ({ request, url }) => request.method === 'GET' && url.origin === worker.location.origin && isHashedAssetPath(url.pathname),
  new CacheFirst({
    cacheName: ASSETS_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: ASSET_MAX_ENTRIES, maxAgeSeconds: PAGE_MAX_AGE_SECONDS, purgeOnQuotaError: true })],
  }),
);

/** Logos and the icon: a kept copy at once, renewed from the network for the next time. */
registerRoute(
  ({ request, url }) => request.method === 'GET' && url.origin === worker.location.origin && isKeptImagePath(url.pathname),
  new StaleWhileRevalidate({
    cacheName: IMAGES_CACHE,
    plugins: [
      { cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null) },
      new ExpirationPlugin({ maxEntries: IMAGE_MAX_ENTRIES, maxAgeSeconds: PAGE_MAX_AGE_SECONDS, purgeOnQuotaError: true }),
    ],
  }),
);

setCatchHandler(async ({ request, url }) => {
  if (request.mode !== 'navigate') {
    return Response.error();
  }
  return new Response(offlinePageHtml(url), {
    status: 503,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
});

/** A job or the Merkliste opened by a link inside the app: its page is fetched once and kept. */
worker.addEventListener('message', (event) => {
  if (!isKeepPageMessage(event.data)) {
    return;
  }
  const url = new URL(event.data.url, worker.location.origin);
  if (url.origin === worker.location.origin && isKeptOffline(url.pathname)) {
    event.waitUntil(
      pages.handle({ request: new Request(url, { credentials: 'same-origin' }), event }).catch(() => undefined),
    );
  }
});
