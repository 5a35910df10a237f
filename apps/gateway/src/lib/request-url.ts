import type { FastifyRequest } from 'fastify';

/** The request's path and query; `//x` stays a path (as a base-relative URL it would name a host). */
export function requestUrl(request: FastifyRequest): URL {
  return new URL(`http://gateway.internal${request.url}`);
}
