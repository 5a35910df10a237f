/**
 * A CMS content request as the preview sends it: the drafts (`status=draft`) of every content endpoint.
 * The navigation plugin's render has no drafts and is asked as it is.
 */
export function draftUrl(url: string): string {
  const parsed = new URL(url);
  if (!parsed.pathname.startsWith('/api/') || parsed.pathname.startsWith('/api/navigation/')) {
    return url;
  }
  parsed.searchParams.set('status', 'draft');
  return parsed.toString();
}

/** Query parameters that would ask the CMS for drafts (Strapi 5's `status`, Strapi 4's `publicationState`). */
const DRAFT_PARAMETERS = ['status', 'publicationState'];

/** A content request as anyone else sends it: asking for drafts is left out. */
export function publishedQuery(search: string): string {
  const params = new URLSearchParams(search);
  if (!DRAFT_PARAMETERS.some((name) => params.has(name))) {
    return search;
  }
  DRAFT_PARAMETERS.forEach((name) => params.delete(name));
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** A `fetch` that reads drafts with the drafts token: the preview's renders, never shared. */
export function draftFetch(fetchImpl: typeof fetch, previewToken: string): typeof fetch {
  return (input, init) => {
    const request = new Request(input, init);
    const headers = new Headers(request.headers);
    headers.set('authorization', `Bearer ${previewToken}`);
    return fetchImpl(new Request(draftUrl(request.url), { method: request.method, headers, signal: request.signal }));
  };
}
