import { libMutationConfig } from '../../tools/stryker/base.mjs';

/**
 * The layout's logic against its own specs: the loader of the layout's content, how many navigation items
 * fit into the header's row (`countFittingItems`, the lines of its file before the hook that measures
 * them), whether the page is scrolled and the preference cookie. Left out: the components (they render
 * through Chakra, whose start-up for every mutant would make a run take hours) and their specs, the hooks
 * that only wire the store or a ResizeObserver to them, the translations and the layout's constants.
 */
const config = libMutationConfig('layout', [
  'libs/layout/src/lib/data/load-layout-content.ts',
  'libs/layout/src/lib/header/use-fitting-item-count.ts:7-16',
  'libs/layout/src/lib/header/use-scrolled.ts',
  'libs/layout/src/lib/utils/cookies.ts',
]);

export default {
  ...config,
  jest: { ...config.jest, config: { ...config.jest.config, testPathIgnorePatterns: ['\\.spec\\.tsx$'] } },
};
