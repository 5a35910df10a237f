import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';

/**
 * The key of the UI library's style cache. The server writes the page's styles into the head under this
 * key, and the browser's cache of the same key takes them over instead of writing them again.
 */
const STYLE_CACHE_KEY = 'css';

/**
 * Properties that the browsers the site supports (the last two years of Chrome, Safari, Firefox,
 * Samsung Internet) still read only with the `-webkit-` prefix.
 */
const WEBKIT_ONLY_PROPERTIES = new Set(['user-select', 'backdrop-filter', 'hyphens', 'text-size-adjust', 'mask-image', 'box-decoration-break']);

/**
 * Prefixes those properties and nothing else. Emotion's default prefixer also writes `-moz-` and `-ms-`
 * forms, flexbox drafts and `@-webkit-keyframes` for browsers long gone: about a quarter of each page's
 * CSS, sent with every page and parsed by every phone.
 */
export const webkitPrefixer: StylisPlugin = (element) => {
  if (element.type === 'decl' && !element.return && typeof element.props === 'string' && WEBKIT_ONLY_PROPERTIES.has(element.props)) {
    element.return = `-webkit-${element.value}${element.value}`;
  }
};

/**
 * One cache per server render (styles never leak between requests), one per page in the browser. Every
 * style element it writes carries the page's CSP nonce, on the server and at runtime in the browser, so
 * the policy needs no 'unsafe-inline' for styles.
 */
export function createStyleCache(nonce: string | undefined): EmotionCache {
  return createCache({ key: STYLE_CACHE_KEY, nonce: nonce || undefined, stylisPlugins: [webkitPrefixer] });
}
