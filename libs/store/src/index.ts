export * from './lib/service-context';
export * from './lib/site-slice';
export * from './lib/hydrate';
export * from './lib/settle';
