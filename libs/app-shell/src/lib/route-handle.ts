import type { Seo } from '@jobpoint/cms-client';
import type { Locale } from '@jobpoint/i18n';
import type { RootState } from './create-app-store';

/**
 * What a route tells the document head: its SEO block from the store, read after its loader ran. The
 * deepest route that has one wins.
 */
export interface RouteHandle {
  seo?: (state: RootState, locale: Locale) => Seo | null | undefined;
}

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'seo' in handle;
}
