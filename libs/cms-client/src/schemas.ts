/**
 * The content model as zod schemas, for code that parses CMS answers itself: the server and tests. The
 * browser loads them only with its first request of its own (see `SchemaLoader`), so nothing the client
 * entry reaches statically may import this entry. package.json lists this entry as having side effects: it
 * initialises the schema modules that the endpoints load on demand, which a bundler would otherwise skip
 * for a server that imports a schema by name (`schemas-bundle.spec.ts`).
 */
export * from './lib/models/shared-schema';
export * from './layout/layout-schema';
export * from './newsletter/newsletter-schema';
export * from './articles/article-schema';
export * from './events/event-schema';
export * from './fair/fair-schema';
export * from './forms/company-registration-schema';
export * from './job-board/job-board-schema';
export * from './locations/location-schema';
export * from './ratings/rating-schema';
export * from './pages/block-schemas';
export { singleTypeSchema } from './pages/single-type-schema';
export { editorPageBlocks, editorPageListSchema, editorPageSchema } from './pages/editor-page-schema';
