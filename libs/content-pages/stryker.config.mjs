import { libMutationConfig } from '../../tools/stryker/base.mjs';

/**
 * The content pages' logic against its own specs: the loaders of the content and editors' pages and of
 * what their blocks load (events, locations, ratings, the fair's exhibitors and its URL), whether a block
 * has anything to show, the CMS's images and buttons, calendar days, the company registration's state and
 * request, and the FAQ's structured data. Left out: the blocks and pages (they render through Chakra,
 * whose start-up for every mutant would make a run take hours) and their specs, the block registry (which
 * block loads which component), the registration form's hook, and the translations. Module-level mutants
 * run every related spec: a module that a spec loads inside a test (the registry's lazy imports) would
 * otherwise be credited to that test alone, and its constants (the calendar's day length and date form)
 * left to a spec that does not check them.
 */
const config = libMutationConfig('content-pages', [
  'libs/content-pages/src/lib/{data,json-ld}/**/*.ts',
  'libs/content-pages/src/lib/blocks/block-has-content.ts',
  'libs/content-pages/src/lib/forms/company-registration-state.ts',
]);

export default {
  ...config,
  ignoreStatic: false,
  jest: { ...config.jest, config: { ...config.jest.config, testPathIgnorePatterns: ['\\.spec\\.tsx$'] } },
};
