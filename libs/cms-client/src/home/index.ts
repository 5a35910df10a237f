export * from './home-page-content';
export * from './get-home-page';
