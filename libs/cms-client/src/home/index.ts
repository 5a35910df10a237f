export * from './home-page-content';
