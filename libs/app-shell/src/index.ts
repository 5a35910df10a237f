export * from './lib/app-definition';
export * from './lib/create-app-store';
export * from './lib/page-route';
export * from './lib/create-site-routes';
export * from './lib/public-config';
export * from './lib/shell-root';
export * from './lib/page-loader-data';
export * from './lib/employers-layout';
