export * from './event-summary';
export type { EventSummary } from './event-schema';
export * from './event-filters';
export * from './event-detail';
export * from './get-latest-events';
export * from './get-events';
export * from './get-event';
export * from './get-special-events';
export * from './events-page-content';
