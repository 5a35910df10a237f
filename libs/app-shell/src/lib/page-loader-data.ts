import type { Seo } from '@jobpoint/cms-client';
import type { LocalePaths } from '@jobpoint/i18n';

/** What a page's loader returns to React Router: the page's data and, for the head, its SEO block and paths. */
export interface PageLoaderData<Data = unknown> {
  data: Data;
  seo: Seo | null;
  /** The page's paths by language (`PageDefinition.paths`); the head's canonical and alternates name them. */
  paths?: LocalePaths;
}

export function isPageLoaderData(value: unknown): value is PageLoaderData {
  return typeof value === 'object' && value !== null && 'seo' in value && 'data' in value;
}
