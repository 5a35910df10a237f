export * from './lib/search-api';
export * from './lib/search-constants';
export type * from './lib/search-hit';
