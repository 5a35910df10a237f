import { libMutationConfig } from '../../tools/stryker/base.mjs';

/**
 * The app shell's logic against its own specs: the page's head (title, canonical, alternates, Open Graph,
 * the organisation's structured data), the server's page state, the priority image's preload, the
 * start-up script, the style cache, the reload after a failed chunk, the browser's service addresses and
 * the offline rules, page and registration of the service worker. Left out: the React shell (routes,
 * providers, the server and client entries), whose specs render the pages through Chakra and would make
 * a run take hours; the store's wiring; and the service worker itself (`sw.ts`), which runs in a worker's
 * scope the end-to-end offline suite drives, not in Jest. The style cache's server spec runs in Node (its
 * `@jest-environment` docblock), where Stryker cannot tell which test covers what: its browser spec counts.
 */
const config = libMutationConfig('app-shell', [
  'libs/app-shell/src/lib/{chunk-reload-guard,document-head,organization-json-ld,page-loader-data,page-state,priority-image,start-up-script,style-cache}.ts',
  'libs/app-shell/src/lib/public-config.ts:21-28',
  'libs/app-shell/src/service-worker/{offline-page,offline-rules,register}.ts',
]);

export default {
  ...config,
  ignoreStatic: true,
  jest: { ...config.jest, config: { ...config.jest.config, testPathIgnorePatterns: ['page-route\\.spec\\.tsx$', 'content-page-registry\\.spec\\.tsx$', 'style-cache\\.server\\.spec\\.tsx$'] } },
};
