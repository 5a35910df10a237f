import type { FastifyRequest } from 'fastify';
import { maskedUrl } from '@jobpoint/service-telemetry';

/**
 * A request's URL fit for a log line or a span (`maskedUrl`): personal data in the path and the query's
 * values masked, secret parameters left out, and a route's parameters (`/api/job-alerts/:token`) too.
 */
export function loggableUrl(request: FastifyRequest): string {
  const { url, routeOptions } = request;
  return maskedUrl(url, routeOptions.url?.includes(':') ? routeOptions.url : undefined);
}
