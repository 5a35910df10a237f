import { libMutationConfig } from '../../tools/stryker/base.mjs';

// Every file is logic: what counts as an address, an IBAN, a phone number or a long number.
export default libMutationConfig('personal-data', ['libs/personal-data/src/lib/**/*.ts']);
