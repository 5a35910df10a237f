export * from './playwright-base';
export * from './fixtures';
export * from './content-pages';
export * from './literal';
export * from './local-services';
export * from './cms-editor';
export * from './mailbox';
