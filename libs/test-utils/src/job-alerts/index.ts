export * from './job-alert-handlers';
