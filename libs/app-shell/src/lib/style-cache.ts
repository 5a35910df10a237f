import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';

/** The key of the UI library's style cache: the prefix of every class it writes. */
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
const webkitPrefixer: StylisPlugin = (element) => {
  if (element.type === 'decl' && !element.return && typeof element.props === 'string' && WEBKIT_ONLY_PROPERTIES.has(element.props)) {
    element.return = `-webkit-${element.value}${element.value}`;
  }
};

/**
 * One array for every cache: emotion keeps the compiled CSS of each style on the server per plugin list
 * (by identity), so pages rendered later reuse what earlier ones compiled instead of compiling it again.
 */
const STYLIS_PLUGINS: StylisPlugin[] = [webkitPrefixer];

/**
 * One cache per server render (styles never leak between requests), one per page in the browser. Every
 * style element it writes carries the page's CSP nonce, on the server and at runtime in the browser, so
 * the policy needs no 'unsafe-inline' for styles.
 */
export function createStyleCache(nonce: string | undefined): EmotionCache {
  const cache = createCache({ key: STYLE_CACHE_KEY, nonce: nonce || undefined, stylisPlugins: STYLIS_PLUGINS });
  if (typeof document !== 'undefined') {
    markServerStylesWritten(cache);
  }
  return cache;
}

/** How the server marks its style elements: emotion in the browser neither moves nor takes them over. */
const SERVER_STYLES = `${STYLE_CACHE_KEY}-server`;

/**
 * The browser's cache counts the classes in the server's style elements as written, so it writes only
 * styles the page did not have yet (into an element of its own). It leaves those elements where they are:
 * taking them over would re-insert each into the head, and every insertion of a style element, even at
 * its own place, makes the browser parse it again and restyle the whole page.
 */
function markServerStylesWritten(cache: EmotionCache): void {
  for (const element of document.querySelectorAll(`style[data-emotion^="${SERVER_STYLES} "]`)) {
    for (const id of (element.getAttribute('data-emotion') ?? '').split(' ').slice(1)) {
      cache.inserted[id] = true;
    }
  }
}

/** What emotion's server finds a page's HTML uses: the global styles, then the classes in one chunk. */
export interface CriticalStyles {
  styles: { key: string; ids: string[]; css: string }[];
}

/**
 * The page's style elements for the head, in emotion's format under a key of their own (see
 * `markServerStylesWritten`), and marked `data-s` as emotion marks the elements it has placed: emotion, when
 * it loads in the browser, moves every unmarked one to the end of the head.
 */
export function serverStyleTags({ styles }: CriticalStyles, nonce: string | undefined): string {
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : '';
  return styles.map(({ ids, css }) => `<style data-emotion="${SERVER_STYLES} ${ids.join(' ')}" data-s=""${nonceAttribute}>${css}</style>`).join('');
}
