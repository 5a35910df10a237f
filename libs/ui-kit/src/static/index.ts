export * from './static-region';
export * from './on-demand';
export * from './use-hydrated';
