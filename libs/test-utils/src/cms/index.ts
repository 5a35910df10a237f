export * from './service-context';
export * from './layout-fixtures';
export * from './media-fixtures';
export * from './layout-handlers';
export * from './mock-server';
