export * from './block-content';
export * from './single-type';
export * from './content-descriptions';
