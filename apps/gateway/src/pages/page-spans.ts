import { inSpan } from '@jobpoint/service-telemetry';
import type { SiteApp } from '@jobpoint/site-routes';
import { SITE_APPS, type PageRenderer } from '../lib/page-renderer';

/**
 * Each app's renderer with a span per render, named by the app and the page's path: the service calls the
 * render makes are its children, so a slow page shows which call made it slow.
 */
export function tracedRenderers(renderers: Record<SiteApp, PageRenderer>): Record<SiteApp, PageRenderer> {
  return Object.fromEntries(
    SITE_APPS.map((app) => [
      app,
      ((input) => inSpan('page render', { 'jobpoint.app': app, 'url.path': new URL(input.url).pathname }, () => renderers[app](input))) as PageRenderer,
    ]),
  ) as Record<SiteApp, PageRenderer>;
}

/** A page cache lookup in a span that says how the cache answered (`jobpoint.page_cache`: HIT, MISS, STALE …). */
export function pageCacheSpan<T extends { state: string }>(lookup: () => Promise<T>): Promise<T> {
  return inSpan('page cache', {}, async (span) => {
    const answer = await lookup();
    span.setAttribute('jobpoint.page_cache', answer.state);
    return answer;
  });
}
