import { libMutationConfig } from '../../tools/stryker/base.mjs';

// The reader is all logic: the headers, the request with its time limit, the pages of a collection and the answers for the CMS client's lookups.
export default libMutationConfig('cms-reader', ['libs/cms-reader/src/lib/**/*.ts']);
