export * from './site-app-context';
export * from './site-link';
export * from './link-resources';
export * from './hash-scroll';
export * from './use-hash-scroll';
export * from './with-locale';
export * from './download-file';
export * from './use-online-status';
