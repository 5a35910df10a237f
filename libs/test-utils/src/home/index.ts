export * from './home-fixtures';
export * from './home-handlers';
