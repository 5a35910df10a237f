module.exports = {
  displayName: require('./package.json').name,
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  // The algoliasearch client and Orama ship separate Node builds; pick them as Node itself would.
  testEnvironmentOptions: { customExportConditions: ['node', 'require', 'default'] },
  // The preset's list plus cookie 2 (ESM only), which fastify's inject() loads.
  transformIgnorePatterns: ['/node_modules/(?!(cookie|rettime|until-async|@open-draft|@mswjs|markdown-to-jsx)/)'],
};
