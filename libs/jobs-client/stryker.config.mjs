import { libMutationConfig } from '../../tools/stryker/base.mjs';

/**
 * The job search and its query string, the job paths, the display helpers, the readers of the service's
 * answers (a job, a page of exhibiting companies), the endpoints and the server's reader. Left out: the
 * model's types and value lists (`job.ts`, `public-view-constants.ts`) and module-level declarations
 * (`ignoreStatic`: the schemas' shapes, the table of paths), each of whose mutants would run every spec.
 * Nothing here renders, so the specs run in Node, without a browser's start-up for every mutant.
 */
const config = libMutationConfig('jobs-client', [
  'libs/jobs-client/src/lib/**/*.ts',
  '!libs/jobs-client/src/lib/models/{job,public-view-constants}.ts',
]);

export default { ...config, ignoreStatic: true, jest: { ...config.jest, config: { ...config.jest.config, testEnvironment: 'node' } } };
