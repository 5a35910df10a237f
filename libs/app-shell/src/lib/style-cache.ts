import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The key of the UI library's style cache. The server writes the page's styles into the head under this
 * key, and the browser's cache of the same key takes them over instead of writing them again.
 */
const STYLE_CACHE_KEY = 'css';

/** One cache per server render (styles never leak between requests), one per page in the browser. */
export function createStyleCache(): EmotionCache {
  return createCache({ key: STYLE_CACHE_KEY });
}
