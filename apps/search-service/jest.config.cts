module.exports = {
  displayName: require('./package.json').name,
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  // The algoliasearch client and Orama ship separate Node builds; pick them as Node itself would.
  testEnvironmentOptions: { customExportConditions: ['node', 'require', 'default'] },
};
