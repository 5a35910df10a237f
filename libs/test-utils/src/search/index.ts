export * from './search-fixtures';
export * from './search-handlers';
