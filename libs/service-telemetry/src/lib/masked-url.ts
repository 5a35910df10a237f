import { unescape } from 'node:querystring';
import { maskPersonalData } from '@jobpoint/personal-data';

/** Longer URLs are cut: a log line or a span needs where a request went, not all it carried. */
const MASKED_URL_LENGTH = 500;

/** Query parameters that are keys: a job alert's token changes or ends the alert, the preview's secret shows drafts. */
const SECRET_PARAMS = new Set(['token', 'secret']);

/**
 * A URL's path and query fit for a log line or a span. What a visitor typed travels in it (a search's `q`,
 * an address pasted into a path), so addresses, phone numbers and long numbers in the path and the query's
 * values are masked, and a secret parameter's value is left out; `routePattern` (`/api/job-alerts/:token`)
 * stands for a path whose parameters must not be seen at all.
 */
export function maskedUrl(url: string, routePattern?: string): string {
  const queryStart = url.indexOf('?');
  const rawPath = queryStart === -1 ? url : url.slice(0, queryStart);
  const path = routePattern ?? maskPersonalData(unescape(rawPath));
  // Masked whole before it is cut, so that no part of a number is left over at the cut.
  const query =
    queryStart === -1
      ? ''
      : `?${[...new URLSearchParams(url.slice(queryStart + 1))]
          .map(([name, value]) => `${name}=${SECRET_PARAMS.has(name) ? '[secret]' : maskPersonalData(value)}`)
          .join('&')}`;
  return `${path}${query}`.slice(0, MASKED_URL_LENGTH);
}
