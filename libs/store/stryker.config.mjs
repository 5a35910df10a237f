import { libMutationConfig } from '../../tools/stryker/base.mjs';

// The site slice, the language hook, hydration and `settle`; the service context is types only.
const config = libMutationConfig('store', ['libs/store/src/lib/*.ts', '!libs/store/src/lib/service-context.ts']);

export default { ...config, ignoreStatic: true };
