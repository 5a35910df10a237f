import type { Seo } from '@jobpoint/cms-client';

/** What a page's loader returns to React Router: the page's data and its SEO block for the head. */
export interface PageLoaderData<Data = unknown> {
  data: Data;
  seo: Seo | null;
}

export function isPageLoaderData(value: unknown): value is PageLoaderData {
  return typeof value === 'object' && value !== null && 'seo' in value && 'data' in value;
}
