import { libMutationConfig } from '../../tools/stryker/base.mjs';

// Every file is logic: masked URLs, request ids, the log lines' fields and the tracing; the log levels are a list of names.
const config = libMutationConfig('service-telemetry', ['libs/service-telemetry/src/lib/**/*.ts']);

export default { ...config, ignoreStatic: true };
