export * from './lib/i18n/events-resources';
export * from './lib/search/event-search-state';
export * from './lib/data/load-events';
export * from './lib/data/select-seo';
export * from './lib/components/events-page';
export * from './lib/components/event-detail-page';
export * from './lib/components/counselling-events';
export { loadRegistrationCode } from './lib/components/registration-code';
