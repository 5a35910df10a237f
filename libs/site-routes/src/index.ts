export * from './lib/site-pages';
export * from './lib/route-table';
export * from './lib/link-kind';
export * from './lib/nav-selection';
export * from './lib/editor-pages';
export * from './lib/job-alert-links';
