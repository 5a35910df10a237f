export * from './lib/models/job';
// The gateway's job PDF reads a job on the server. A browser build leaves the parser and its schema out:
// nothing there uses them, and the package is free of side effects.
export { parseJob } from './lib/models/job-schema';
export * from './lib/models/public-view-constants';
export * from './lib/models/paginated';
export * from './lib/search/job-search';
export * from './lib/search/jobs-query-string';
export * from './lib/paths/job-path';
export * from './lib/api/jobs-api';
export { JOBS_SERVICE_READS, type JobsServiceRead } from './lib/api/jobs-service-reads';
export * from './lib/api/jobs-reader';
export { EXHIBITION_COMPANIES_PAGE_SIZE, type ExhibitionCompaniesArgs } from './lib/api/get-exhibition-companies';
export * from './lib/display/job-display';
