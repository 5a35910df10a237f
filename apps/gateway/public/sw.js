/*
 * Keeps the site's hashed script and style files in a cache, so repeat visits on a slow phone
 * connection load the shell from the device. Pages and data always come from the network.
 */
const ASSET_CACHE = 'jobpoint-assets-v1';
const HASHED_ASSET = /^\/static\/[a-z]+\/assets\//;

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== ASSET_CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'GET' || url.origin !== self.location.origin || !HASHED_ASSET.test(url.pathname)) {
    return;
  }
  event.respondWith(
    caches.open(ASSET_CACHE).then(async (cache) => {
      const cached = await cache.match(event.request);
      if (cached) {
        return cached;
      }
      const response = await fetch(event.request);
      if (response.ok) {
        await cache.put(event.request, response.clone());
      }
      return response;
    }),
  );
});
