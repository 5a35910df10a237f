import nx from '@nx/eslint-plugin';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';

/** Server-only or vendor-specific packages that must stay inside the libraries that own them. */
const SERVER_ONLY = ['fastify', '@fastify/*', 'better-sqlite3', 'node:*'];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  ...nx.configs['flat/react'],
  {
    ignores: ['**/dist', '**/node_modules', '**/test-results', '**/playwright-report', 'apps/cms/**', 'tmp/**'],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          banTransitiveDependencies: false,
          allow: [],
          depConstraints: [
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:jobseekers', onlyDependOnLibsWithTags: ['scope:jobseekers', 'scope:shared'] },
            { sourceTag: 'scope:employers', onlyDependOnLibsWithTags: ['scope:employers', 'scope:shared'] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:util'] },
            {
              sourceTag: 'type:testing',
              onlyDependOnLibsWithTags: ['type:data-access', 'type:ui', 'type:util'],
            },
            {
              sourceTag: 'type:app',
              onlyDependOnLibsWithTags: ['type:shell', 'type:feature', 'type:ui', 'type:data-access', 'type:util', 'type:testing', 'type:server'],
            },
            // What every Node service does alike (logging, request ids, tracing): it builds on util libraries only.
            { sourceTag: 'type:server', onlyDependOnLibsWithTags: ['type:util'] },
            {
              sourceTag: 'type:shell',
              onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:util', 'type:testing'],
              bannedExternalImports: ['algoliasearch', ...SERVER_ONLY],
            },
            {
              sourceTag: 'type:feature',
              onlyDependOnLibsWithTags: ['type:ui', 'type:data-access', 'type:util', 'type:testing'],
              bannedExternalImports: ['algoliasearch', ...SERVER_ONLY],
            },
            {
              sourceTag: 'type:ui',
              onlyDependOnLibsWithTags: ['type:ui', 'type:util', 'type:testing'],
              bannedExternalImports: ['algoliasearch', '@reduxjs/toolkit/query*', ...SERVER_ONLY],
            },
            {
              sourceTag: 'type:data-access',
              onlyDependOnLibsWithTags: ['type:data-access', 'type:util', 'type:testing'],
              bannedExternalImports: ['@chakra-ui/*', ...SERVER_ONLY],
            },
            {
              sourceTag: 'type:util',
              onlyDependOnLibsWithTags: ['type:util'],
              bannedExternalImports: ['algoliasearch', '@chakra-ui/*', '@reduxjs/*', ...SERVER_ONLY],
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.tsx', '**/*.jsx'],
    plugins: { 'jsx-a11y': jsxA11y, 'react-hooks': reactHooks },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Test helpers (MSW handlers, fixtures, render wrappers) serve specs only, never shipped code.
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['**/*.spec.ts', '**/*.spec.tsx', '**/testing/**', 'libs/test-utils/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: '@jobpoint/test-utils', message: 'Test helpers are for specs only.' }] }],
    },
  },
  {
    // No import circles inside a project (between projects the module-boundary rule forbids them). A
    // circle lets a module be read before it has finished loading: a bundle then meets `undefined`.
    // Only the project's own files are followed, which keeps the rule fast.
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs'],
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.jsx', '.mjs'] } },
      'import/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs'],
      'import/external-module-folders': ['node_modules'],
      'import/ignore': ['node_modules'],
    },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
];
