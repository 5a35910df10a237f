import { libMutationConfig } from '../../tools/stryker/base.mjs';

// Every file is logic; the route data in site-pages.ts is marked to be left alone.
export default libMutationConfig('site-routes', ['libs/site-routes/src/lib/**/*.ts']);
