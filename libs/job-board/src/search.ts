/**
 * The job board's search without components, for the server: the gateway keeps a job alert's search in
 * its URL form, reads it back and puts it in words in the alert's mails.
 */
export {
  FILTER_LISTS,
  FILTER_SOURCES,
  jobBoardHref,
  queryFromSearchState,
  SEARCH_PARAMS,
  searchStateFromQuery,
} from './lib/search/search-state';
export { describeJobSearch } from './lib/search/describe-job-search';
export { specialEventLabels } from './lib/search/special-events';
export { jobBoardTranslator } from './lib/i18n/job-board-translator';
