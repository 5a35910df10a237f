import type { FastifyRequest } from 'fastify';
import { unescape } from 'node:querystring';
import { maskPersonalData } from '@jobpoint/personal-data';

/** Longer URLs are cut: a log line needs where a request went, not all it carried. */
const LOGGED_URL_LENGTH = 500;

/** Query parameters that are keys: a job alert's token changes or ends the alert, the preview's secret shows drafts. */
const SECRET_PARAMS = new Set(['token', 'secret']);

/**
 * A request's URL fit for a log line. What a visitor typed travels in it (a search's `q`, an address
 * pasted into a path), so addresses, phone numbers and long numbers in the path and the query's values are
 * masked; a secret parameter's value and a route's parameters (`/api/job-alerts/:token`) are left out.
 */
export function loggableUrl(request: FastifyRequest): string {
  const { url, routeOptions } = request;
  const queryStart = url.indexOf('?');
  const rawPath = queryStart === -1 ? url : url.slice(0, queryStart);
  const path = routeOptions.url?.includes(':') ? routeOptions.url : maskPersonalData(unescape(rawPath));
  // Masked whole before the line is cut, so that no part of a number is left over at the cut.
  const query =
    queryStart === -1
      ? ''
      : `?${[...new URLSearchParams(url.slice(queryStart + 1))]
          .map(([name, value]) => `${name}=${SECRET_PARAMS.has(name) ? '[secret]' : maskPersonalData(value)}`)
          .join('&')}`;
  return `${path}${query}`.slice(0, LOGGED_URL_LENGTH);
}
