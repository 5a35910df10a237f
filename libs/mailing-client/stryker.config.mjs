import { libMutationConfig } from '../../tools/stryker/base.mjs';

// The forms' rules, requests and the captcha; the limits and field messages are constants.
export default libMutationConfig('mailing-client', ['libs/mailing-client/src/**/*.{ts,tsx}', '!libs/mailing-client/src/lib/submission-limits.ts', '!libs/mailing-client/src/**/index.ts']);
