/**
 * One Jest setup for every project: jsdom with fetch and streams (jest-fixed-jsdom), TypeScript through
 * SWC, the ESM-only dependencies of MSW transformed, and the browser stubs that Chakra UI needs.
 */
const path = require('node:path');
const { pathsToModuleNameMapper } = require('./tools/jest/paths-to-module-name-mapper');
const { compilerOptions } = require('./tsconfig.base.json');

module.exports = {
  testEnvironment: 'jest-fixed-jsdom',
  testEnvironmentOptions: { customExportConditions: [''] },
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
    '^.+\\.mjs$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  // ESM-only packages: MSW's dependencies, markdown-to-jsx, cookie 2 (loaded by fastify's inject and,
  // by a dynamic import Jest runs only once the file is transformed, by @fastify/cookie), and the
  // structured-data validator of the JSON-LD tests.
  transformIgnorePatterns: [
    '/node_modules/(?!(rettime|until-async|@open-draft|@mswjs|markdown-to-jsx|cookie|@fastify/cookie|@adobe/structured-data-validator)/)',
  ],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'mjs', 'json'],
  moduleNameMapper: {
    ...pathsToModuleNameMapper(compilerOptions.paths, path.resolve(__dirname)),
    '\\.(css|svg|png|webp|jpg)$': path.resolve(__dirname, 'tools/jest/file-stub.js'),
  },
  setupFilesAfterEnv: [path.resolve(__dirname, 'tools/jest/setup.ts')],
  testMatch: ['<rootDir>/src/**/*.spec.{ts,tsx}'],
  // Two cores run several suites at once; a first Chakra render can take seconds there.
  testTimeout: 30_000,
  clearMocks: true,
};
