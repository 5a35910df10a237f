import baseConfig from '../../eslint.config.mjs';

export default [
  ...baseConfig,
  {
    // The service worker runs in its own global scope, where `self` is the worker.
    files: ['public/sw.js'],
    languageOptions: { globals: { self: 'readonly', caches: 'readonly' } },
    rules: { 'no-restricted-globals': 'off' },
  },
];
