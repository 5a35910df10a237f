/**
 * The content model as zod schemas, for code that parses CMS answers itself: the server and tests. The
 * browser loads them only with its first request of its own (see `SchemaLoader`), so nothing the client
 * entry reaches statically may import this entry.
 */
export * from './lib/models/shared-schema';
export * from './layout/layout-schema';
export * from './newsletter/newsletter-schema';
export * from './articles/article-schema';
export * from './events/event-schema';
export * from './fair/fair-schema';
export * from './forms/company-registration-schema';
export * from './home/home-page-schema';
export * from './job-board/job-board-schema';
export * from './locations/location-schema';
export * from './ratings/rating-schema';
export * from './pages/block-schema';
export { singleTypeSchema } from './pages/single-type-schema';
