/** Hits per page of the site search. */
export const SEARCH_HITS_PER_PAGE = 5;

/** Snippet lengths in words per attribute. */
export const SEARCH_SNIPPET_ATTRIBUTES = ['name:10', 'content:35', 'type:10', 'description:35'];
