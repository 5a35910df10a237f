export * from './block-types';
export * from './single-type-description';
export * from './single-type';
export * from './content-descriptions';
