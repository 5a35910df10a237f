import type { Plugin } from 'vite';

/** Chakra's module that creates a system (ESM build, as Vite bundles it). */
const SYSTEM_MODULE = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;

const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const LAZY = 'let _globalStyles;';
const EAGER_FIELD = '    _global,\n';
const LAZY_FIELD = '    get _global() { return _globalStyles ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]; },\n';

/**
 * Chakra's `createSystem` builds the system's global styles (the reset, the page styles and a CSS
 * variable for every token) the moment it creates the system, although only its provider reads them,
 * to write them into the page. A hydrating browser never does (the server wrote them, ADR 048), yet paid
 * for them in the longest task of its start-up. This makes `system._global` a getter that builds them on
 * first read; everything else is unchanged. The build fails if Chakra's code no longer reads as expected,
 * so an upgrade cannot drop the change unnoticed.
 */
export function chakraLazyGlobalStyles(): Plugin {
  return {
    name: 'chakra-lazy-global-styles',
    enforce: 'pre',
    transform(code, id) {
      if (!SYSTEM_MODULE.test(id.split('?')[0])) {
        return null;
      }
      if (!code.includes(EAGER) || !code.includes(EAGER_FIELD)) {
        this.error(`${id}: Chakra's createSystem changed; see tools/vite/chakra-lazy-global-styles.mts (ADR 048)`);
      }
      // Line for line: the module's source map stays right.
      return { code: code.replace(EAGER, LAZY).replace(EAGER_FIELD, LAZY_FIELD), map: null };
    },
  };
}
