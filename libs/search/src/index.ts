export { SearchButton } from './lib/components/search-button';
export { searchResources, SEARCH_NAMESPACE } from './lib/i18n/search-resources';
export { SEARCH_PANEL_MAX_HEIGHT } from './lib/search-constants';
