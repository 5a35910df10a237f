import { libMutationConfig } from '../../tools/stryker/base.mjs';

/**
 * The search, its answers and errors, and the clients kept per configuration; the hits' types and the
 * page size and snippet lengths are declarations. Nothing here renders, so the specs run in Node, without
 * a browser's start-up for every mutant.
 */
const config = libMutationConfig('search-client', ['libs/search-client/src/lib/{search-api,search-client,search-site}.ts']);

export default { ...config, ignoreStatic: true, jest: { ...config.jest, config: { ...config.jest.config, testEnvironment: 'node' } } };
