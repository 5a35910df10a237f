const preset = require('../../jest.preset.js');

module.exports = {
  displayName: require('./package.json').name,
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  // The algoliasearch client and Orama ship separate Node builds; pick them as Node itself would.
  testEnvironmentOptions: { customExportConditions: ['node', 'require', 'default'] },
  // fastify's inject (light-my-request) loads cookie 2, which is ESM-only; Jest on Node 20 cannot require it.
  transformIgnorePatterns: preset.transformIgnorePatterns.map((pattern) => pattern.replace('(?!(', '(?!(cookie|')),
};
