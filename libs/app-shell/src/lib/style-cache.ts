import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The key of the UI library's style cache. The server writes the page's styles into the head under this
 * key, and the browser's cache of the same key takes them over instead of writing them again.
 */
const STYLE_CACHE_KEY = 'css';

/**
 * One cache per server render (styles never leak between requests), one per page in the browser. Every
 * style element it writes carries the page's CSP nonce, on the server and at runtime in the browser, so
 * the policy needs no 'unsafe-inline' for styles.
 */
export function createStyleCache(nonce: string | undefined): EmotionCache {
  return createCache({ key: STYLE_CACHE_KEY, nonce: nonce || undefined });
}
