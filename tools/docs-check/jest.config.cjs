/** The documents' checks read files only: Node, without the browser setup of the other projects. */
module.exports = {
  displayName: 'docs-check',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  setupFilesAfterEnv: [],
};
