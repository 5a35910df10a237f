export * from './lib/api/cms-api';
export * from './lib/strapi/strapi-query';
export * from './lib/strapi/normalize';
export * from './lib/models/shared';
export * from './lib/models/media-url';
export * from './layout';
export * from './home';
export * from './events';
export * from './fair';
export * from './job-board';
export * from './newsletter';
export * from './pages';
export * from './forms/company-registration-content';
export * from './locations';
export * from './ratings';
export type { LocalizedContent } from './lib/strapi/fetch-single-type';
export * from './articles';
// The gateway's job PDF reads the labels on the server. A browser build leaves the schema out: nothing
// there uses it, and the package is free of side effects. Other code takes schemas from
// `@jobpoint/cms-client/schemas`.
export { jobDetailLabelsSchema } from './job-board/job-board-schema';
