export * from './playwright-base';
export * from './fixtures';
