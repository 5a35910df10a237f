import type { FastifyReply } from 'fastify';

/**
 * The base the targets are resolved against. Any origin would do: a target is a path of this site only if
 * it resolves to this one and reads the same from every page of the site.
 */
const SITE = 'http://site.invalid';

/**
 * Where a redirect may lead (ADR 154): a path of this site as a browser resolves it
 * (`/ratgeber/x?locale=en`, non-ASCII percent-encoded), or null. The value is resolved first and the
 * result is judged, so dot segments, backslashes, tabs and line breaks cannot turn a checked path into
 * `//host`. Null for another origin, a path a browser or a proxy could read as one (`//`, an encoded
 * slash or backslash), the gateway's own `/api/` endpoints, or anything that is not a path.
 */
export function siteRedirectTarget(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/')) {
    return null;
  }
  let url: URL;
  try {
    url = new URL(value, SITE);
  } catch {
    return null;
  }
  const { pathname } = url;
  if (url.origin !== SITE || pathname.startsWith('//') || /%(2f|5c)/i.test(pathname) || isGatewayEndpoint(pathname)) {
    return null;
  }
  return `${pathname}${url.search}`;
}

/**
 * The router decodes a path before it matches it, so `/%61pi/preview` is `/api/preview` too; a path that
 * does not decode is refused with them.
 */
function isGatewayEndpoint(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname).toLowerCase();
  } catch {
    return true;
  }
  return decoded === '/api' || decoded.startsWith('/api/');
}

/** Every redirect the gateway sends: to `location` when it is a path of this site, otherwise to the home page. */
export function redirectWithinSite(reply: FastifyReply, location: unknown, status: number): FastifyReply {
  return reply.header('cache-control', 'no-store').redirect(siteRedirectTarget(location) ?? '/', status);
}
