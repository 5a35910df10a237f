import { libMutationConfig } from '../../tools/stryker/base.mjs';

/**
 * The Merkliste's logic against its own specs: the storage format, persistence across tabs, the slice and
 * the page's loader. The components and their hooks render through Chakra, whose start-up for every mutant
 * would make a run take hours, so their specs are not run; the translations are text. Module-level mutants
 * (the storage key, the slice's declaration) would each run every spec and are left out.
 */
const config = libMutationConfig('bookmarks', ['libs/bookmarks/src/lib/{state,data}/**/*.ts']);

export default {
  ...config,
  ignoreStatic: true,
  jest: { ...config.jest, config: { ...config.jest.config, testPathIgnorePatterns: ['/components/'] } },
};
