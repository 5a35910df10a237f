export * from './page-block-fixtures';
export * from './location-fixtures';
export * from './location-handlers';
