const preset = require('../../jest.preset.js');

module.exports = {
  displayName: require('./package.json').name,
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  // fastify's inject (light-my-request) loads cookie 2, which is ESM-only; Jest on Node 20 cannot require it.
  transformIgnorePatterns: preset.transformIgnorePatterns.map((pattern) => pattern.replace('(?!(', '(?!(cookie|')),
};
