export * from './page-block-fixtures';
export * from './event-list-fixtures';
export * from './location-fixtures';
export * from './location-handlers';
export * from './rating-fixtures';
export * from './rating-handlers';
export * from './fair-fixtures';
export * from './fair-handlers';
