module.exports = {
  displayName: require('./package.json').name,
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  // The preset's list, and @fastify/cookie: it loads `cookie` by a dynamic import, which Jest runs only
  // once the file is transformed, so the whole gateway can be built in a spec.
  transformIgnorePatterns: ['/node_modules/(?!(rettime|until-async|@open-draft|@mswjs|markdown-to-jsx|cookie|@fastify/cookie)/)'],
};
