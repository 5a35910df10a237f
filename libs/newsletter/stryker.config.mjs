import { libMutationConfig } from '../../tools/stryker/base.mjs';

/**
 * The newsletter's logic against its own specs: the form's check and state machine, the signup with its
 * captcha token, and the page's loader. The components render through Chakra, whose start-up for every
 * mutant would make a run take hours, so their specs are not run; the translations are text.
 */
const config = libMutationConfig('newsletter', ['libs/newsletter/src/lib/{data,signup}/*.ts', '!libs/newsletter/src/lib/data/newsletter-state.ts']);

export default {
  ...config,
  ignoreStatic: true,
  jest: { ...config.jest, config: { ...config.jest.config, testPathIgnorePatterns: ['/components/'] } },
};
