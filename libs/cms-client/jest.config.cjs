module.exports = {
  displayName: require('./package.json').name,
  preset: '../../jest.preset.js',
  // Nothing here renders: the specs run in Node, as the server render does (unknown blocks of an editor
  // page reach its log there), without a browser's start-up for every spec file.
  testEnvironment: 'node',
};
