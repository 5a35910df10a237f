export * from './jobs-fixtures';
export * from './jobs-handlers';
