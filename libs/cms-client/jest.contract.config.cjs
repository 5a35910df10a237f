/**
 * Contract tests: the queries of this lib against a running content service (CMS_URL, CMS_API_TOKEN).
 * Not part of `nx test cms-client`, which runs without services; tools/scripts/contract.mjs runs them.
 */
module.exports = {
  displayName: `${require('./package.json').name} contract`,
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/contract/**/*.contract.ts'],
  // A cold content service renders the first pages slowly.
  testTimeout: 30000,
};
