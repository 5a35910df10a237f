import { libMutationConfig } from '../../tools/stryker/base.mjs';

/**
 * The site search's logic against its own specs: the results page's URL, its loader and head, the hits'
 * titles, texts and images, the highlight parser and the typing pause. The components render through
 * Chakra, whose start-up for every mutant would make a run take hours, so they and their specs are left
 * out; the translations and the panel's sizes are constants. Module-level mutants (the URL's parameter
 * names, the page size) would each run every spec and are left out.
 */
const config = libMutationConfig('search', [
  'libs/search/src/lib/{utils,results,hooks}/**/*.ts',
  'libs/search/src/lib/components/hit-content.ts',
]);

export default {
  ...config,
  ignoreStatic: true,
  jest: { ...config.jest, config: { ...config.jest.config, testPathIgnorePatterns: ['\\.spec\\.tsx$'] } },
};
