export * from './lib/masked-url';
export * from './lib/observe-requests';
export * from './lib/request-options';
export * from './lib/service-logging';
export * from './lib/tracing';
