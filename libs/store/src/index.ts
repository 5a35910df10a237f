export * from './lib/service-context';
export * from './lib/site-slice';
export * from './lib/use-locale';
export * from './lib/hydrate';
export * from './lib/settle';
