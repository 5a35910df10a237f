export * from './deferred-hydration';
