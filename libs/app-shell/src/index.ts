export * from './lib/app-definition';
export * from './lib/create-app-store';
export * from './lib/public-config';
export * from './lib/route-handle';
export * from './lib/shell-root';
