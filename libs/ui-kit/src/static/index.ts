export * from './static-region';
export * from './on-demand';
