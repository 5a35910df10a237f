/**
 * What every lib's mutation run shares: Jest with the lib's own configuration, one mutant at a time (the
 * machine's cores are shared), and an incremental file per lib, so a second run tests only the mutants
 * whose code or specs changed. A lib's `stryker.config.mjs` adds the files whose logic is mutated.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const sandboxInputs = ['/*', '!/libs', '!/tools', '!/jest.preset.js', '!/tsconfig.base.json', '!/package.json'];

/**
 * @param {string} lib the folder name under libs/
 * @param {string[]} mutate globs of the lib's logic, relative to the workspace root
 * @returns {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export function libMutationConfig(lib, mutate) {
  const reports = `reports/stryker/${lib}`;
  const configFile = `libs/${lib}/jest.config.cjs`;
  return {
    testRunner: 'jest',
    jest: {
      projectType: 'custom',
      configFile,
      // Stryker wraps the test environment it reads from the lib's file, which leaves the preset's to Jest.
      config: { testEnvironment: require(`../../${configFile}`).testEnvironment ?? require('../../jest.preset.js').testEnvironment },
      enableFindRelatedTests: true,
    },
    coverageAnalysis: 'perTest',
    mutate: [...mutate, '!**/*.spec.{ts,tsx}'],
    // The sandbox holds what the lib's specs load: the libs, the Jest setup and the path mapping.
    ignorePatterns: sandboxInputs,
    concurrency: 1,
    timeoutMS: 10_000,
    incremental: true,
    incrementalFile: `${reports}/incremental.json`,
    // A sandbox per lib, so two libs can run side by side.
    tempDirName: `reports/stryker/.sandbox-${lib}`,
    cleanTempDir: 'always',
    reporters: ['clear-text', 'progress-append-only', 'html'],
    htmlReporter: { fileName: `${reports}/index.html` },
    clearTextReporter: { allowColor: false, logTests: false },
  };
}
