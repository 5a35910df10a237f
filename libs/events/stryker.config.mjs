import { libMutationConfig } from '../../tools/stryker/base.mjs';

/**
 * The events' logic against its own specs: the search in the URL, the loaders, the SEO selectors, the
 * calendar file, the structured data, the address and time formatting and the registration's request body.
 * The components render through Chakra, whose start-up for every mutant would make a run take hours, so
 * they and their specs are left out, with the hooks that only read the store (the filters' choices, the
 * registration's texts) and the registration form's lazy loading. The translations are text. Module-level
 * mutants (the URL's parameter names, the time zone's rules) would each run every spec and are left out.
 */
const config = libMutationConfig('events', [
  'libs/events/src/lib/{data,search,json-ld,ics,format}/**/*.ts',
  'libs/events/src/lib/components/event-registration.ts',
]);

export default {
  ...config,
  ignoreStatic: true,
  jest: { ...config.jest, config: { ...config.jest.config, testPathIgnorePatterns: ['\\.spec\\.tsx$'] } },
};
