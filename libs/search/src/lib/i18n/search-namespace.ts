/**
 * The i18next namespace of the site search. A module of its own: the header's search button needs the
 * name in every page's start-up script, the strings come with the page (ADR 047's rule for schemas,
 * applied to strings).
 */
export const SEARCH_NAMESPACE = 'search';
