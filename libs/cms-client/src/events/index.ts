export * from './event-summary';
export * from './get-latest-events';
