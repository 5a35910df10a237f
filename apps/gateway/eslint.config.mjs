import baseConfig from '../../eslint.config.mjs';

export default [
  ...baseConfig,
  {
    // One function decides where the gateway may redirect (ADR 154); a direct reply.redirect() would skip it.
    files: ['src/**/*.ts'],
    ignores: ['src/lib/site-redirect.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='redirect']",
          message: 'Redirect with redirectWithinSite (lib/site-redirect.ts), which decides on the resolved target.',
        },
        {
          selector: "CallExpression[callee.property.name='header'][arguments.0.value=/^location$/i]",
          message: 'Redirect with redirectWithinSite (lib/site-redirect.ts), which decides on the resolved target.',
        },
      ],
    },
  },
];
