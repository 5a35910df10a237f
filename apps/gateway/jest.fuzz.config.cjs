/**
 * The fuzz tests (`*.fuzz.ts`): the gateway in-process with both apps' server builds, fed thousands of
 * generated malformed requests. Apart from the unit tests, since they need the build and take minutes.
 */
module.exports = {
  displayName: `${require('./package.json').name}:fuzz`,
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.fuzz.ts'],
  testTimeout: 15 * 60 * 1000,
};
