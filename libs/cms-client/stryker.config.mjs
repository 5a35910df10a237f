import { libMutationConfig } from '../../tools/stryker/base.mjs';

/**
 * The content client's logic against the specs that run it directly: Strapi query building and
 * normalising, the read with its German fallback, the Ratgeber's and the events' queries, finding an event
 * by a slug of another language, the navigation tree, the editor pages' blocks, the content descriptions
 * and the schemas' transforms (lists that drop what editors left empty, defaults).
 *
 * Left out:
 * - the endpoint files and their specs, which start a store against a mock CMS for every mutant: with them
 *   a run took hours on the shared machine. What those specs check is the wiring of these functions to
 *   RTK Query (a path, which schema, which fallback);
 * - the spec of the schemas in a server bundle (it runs esbuild) and the check of the browser's reads
 *   against the sources, neither of which runs this logic;
 * - module-level declarations (`ignoreStatic`): the schemas' shapes, the content descriptions, the
 *   block tables. They are data, checked by the contract tests against a real CMS.
 */
const config = libMutationConfig('cms-client', [
  'libs/cms-client/src/lib/strapi/{strapi-query,normalize,fetch-single-type}.ts',
  'libs/cms-client/src/lib/models/*.ts',
  '!libs/cms-client/src/lib/models/shared.ts',
  'libs/cms-client/src/articles/{article-queries,article-schema}.ts',
  'libs/cms-client/src/events/{event-filters,event-language,event-schema,get-event}.ts',
  'libs/cms-client/src/layout/{get-navigation,layout-schema}.ts',
  'libs/cms-client/src/pages/*.ts',
  '!libs/cms-client/src/pages/{index,block-types,single-type,editor-page}.ts',
  'libs/cms-client/src/*/*-schema.ts',
]);

const endpointSpecs = [
  'get-articles',
  'event-endpoints',
  'get-latest-events',
  'get-fair-content',
  'job-board-endpoints',
  'layout-endpoints',
  'location-endpoints',
  'newsletter-endpoints',
  'get-ratings',
  'single-type',
];
const otherSpecs = ['schemas-bundle', 'browser-reads'];

export default {
  ...config,
  ignoreStatic: true,
  // The sandbox also holds the CMS's model of the editor pages, which a spec compares the blocks with.
  ignorePatterns: [...config.ignorePatterns, '!/apps', '/apps/*', '!/apps/cms', '/apps/cms/*', '!/apps/cms/src', '/apps/cms/src/*', '!/apps/cms/src/api', '/apps/cms/src/api/*', '!/apps/cms/src/api/seite'],
  jest: {
    ...config.jest,
    // A mutant's run ends with the first spec file that kills it.
    config: { ...config.jest.config, testPathIgnorePatterns: [`/(${[...endpointSpecs, ...otherSpecs].join('|')})\\.spec\\.ts$`], bail: 1 },
  },
};
