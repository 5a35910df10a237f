import type { FastifyInstance } from 'fastify';
import { SITE_PAGES, type SiteApp } from '@jobpoint/site-routes';
import type { PageRenderer } from '../lib/page-renderer';
import { requestUrl } from '../lib/request-url';
import type { GatewayMetrics, PageCacheResult } from './gateway-metrics';

/** The route label of a request no route or page pattern took (a 404, a path below no page). */
export const UNMATCHED_ROUTE = 'unmatched';
/** The gateway's route for every path no other route takes: the pages of both apps. */
const PAGES_ROUTE = '/*';
/**
 * The probes of the load balancer and the orchestrator: several a second from each of them, which would
 * outweigh the visitors' requests in every rate and latency. `jobpoint_ready` reports readiness instead.
 */
const HEALTH_ROUTES = new Set(['/healthz', '/readyz']);

const PAGE_PATTERNS = SITE_PAGES.map(({ path }) => {
  const segments = path.split('/').filter(Boolean);
  return { path, segments, fixed: segments.filter((segment) => !segment.startsWith(':')).length };
})
  // As React Router ranks them: a fixed segment before a parameter (`/veranstaltungen/latest` before `/veranstaltungen/:slug`).
  .sort((a, b) => b.fixed - a.fixed);

/** The page registry's pattern of a page's path (`/job-boerse/:jobParam`), or `unmatched`. */
export function pagePattern(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  const match = PAGE_PATTERNS.find(
    (pattern) =>
      pattern.segments.length === segments.length &&
      pattern.segments.every((segment, index) => segment.startsWith(':') || segment === segments[index]),
  );
  return match?.path ?? UNMATCHED_ROUTE;
}

const PAGE_CACHE_RESULTS: Record<string, PageCacheResult> = {
  HIT: 'hit',
  STALE: 'stale',
  'STALE-IF-ERROR': 'stale_if_error',
  MISS: 'miss',
  BYPASS: 'bypass',
};

/**
 * Measures every answer but the health probes': its duration by method, route pattern and status code
 * (Fastify's route, and for pages the page registry's pattern, never the path itself), and how the page
 * cache answered a page (its `X-Cache` header).
 */
export function addRequestMetrics(app: FastifyInstance, metrics: GatewayMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url;
    if (route !== undefined && HEALTH_ROUTES.has(route)) {
      return;
    }
    if (route === PAGES_ROUTE) {
      metrics.requestFinished(request.method, pagePattern(requestUrl(request).pathname), reply.statusCode, reply.elapsedTime / 1000);
      const cacheResult = PAGE_CACHE_RESULTS[String(reply.getHeader('x-cache'))];
      if (cacheResult) {
        metrics.pageCache(cacheResult);
      }
    } else {
      metrics.requestFinished(request.method, route ?? UNMATCHED_ROUTE, reply.statusCode, reply.elapsedTime / 1000);
    }
  });
}

/** Each app's renderer, reporting how long every render took (the page cache's misses and refreshes, previews). */
export function measuredRenderers(renderers: Record<SiteApp, PageRenderer>, metrics: GatewayMetrics | undefined): Record<SiteApp, PageRenderer> {
  if (!metrics) {
    return renderers;
  }
  const measured = (render: PageRenderer): PageRenderer => async (input) => {
    const startedAt = performance.now();
    try {
      return await render(input);
    } finally {
      metrics.rendered((performance.now() - startedAt) / 1000);
    }
  };
  return { jobseekers: measured(renderers.jobseekers), employers: measured(renderers.employers) };
}
