export { SearchButton } from './lib/components/search-button';
export { SearchResultsPage } from './lib/components/search-results-page';
export { SEARCH_NAMESPACE } from './lib/i18n/search-namespace';
export { searchResources } from './lib/i18n/search-resources';
export { loadSearchResults, searchResultsSeo } from './lib/results/load-search-results';
export * from './lib/results/search-results-query';
export { SEARCH_PANEL_MAX_HEIGHT } from './lib/search-constants';
