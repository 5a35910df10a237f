export * from './theme';
export * from './link';
export * from './content';
export * from './static';
