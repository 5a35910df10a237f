export * from './service-context';
export * from './layout-fixtures';
export * from './layout-handlers';
export * from './mock-server';
