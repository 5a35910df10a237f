import type { Plugin } from 'vite';
import { chakraModulePatch } from './chakra-module-patch.mts';

/**
 * Chakra's `createSystem` builds the system's global styles (the reset, the page styles and a CSS
 * variable for every token) the moment it creates the system, although only its provider reads them,
 * to write them into the page. A hydrating browser never does (the server wrote them, ADR 048), yet paid
 * for them in the longest task of its start-up. This makes `system._global` a getter that builds them on
 * first read; everything else is unchanged.
 */
export function chakraLazyGlobalStyles(): Plugin {
  return chakraModulePatch({
    name: 'chakra-lazy-global-styles',
    module: 'styled-system/system.js',
    replacements: [
      ['const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];', 'let _globalStyles;'],
      ['    _global,\n', '    get _global() { return _globalStyles ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]; },\n'],
    ],
    adr: 'ADR 048',
  });
}
