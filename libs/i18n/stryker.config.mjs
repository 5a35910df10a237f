import { libMutationConfig } from '../../tools/stryker/base.mjs';

// The languages, dates, slugs and namespaces; the mails' texts are translations.
export default libMutationConfig('i18n', ['libs/i18n/src/lib/**/*.ts', '!libs/i18n/src/lib/*-resources.ts']);
