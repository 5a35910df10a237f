import type { FastifyReply } from 'fastify';
import { CircuitOpenError } from '../resilience/circuit-breaker';
import { STALE_IF_ERROR_HEADER } from '../resilience/upstream-health';
import { isUpstreamTimeout } from './upstream-fetch';

/** Headers of an upstream answer that are passed on to the browser. */
const PASSED_HEADERS = ['content-type', 'etag', 'last-modified'];

export interface ForwardOptions {
  target: string;
  /** The gateway's upstream fetch, which gives up after `UPSTREAM_TIMEOUT_MS`. */
  fetchFn: typeof fetch;
  headers: Record<string, string>;
  cacheControl: (status: number) => string;
}

/**
 * Forwards a GET to a data service and passes its answer on. A last good answer standing in for a failing
 * service is passed on with `X-Cache: STALE-IF-ERROR` and kept by no one. A service that is down or too
 * slow, without such an answer, is answered with 502 or 504, and at once with 503 while its circuit is
 * open, with a JSON message, never with the gateway's own error page.
 */
export async function forwardGet(reply: FastifyReply, { target, fetchFn, headers, cacheControl }: ForwardOptions): Promise<FastifyReply> {
  let upstream: Response;
  let body: Buffer;
  try {
    upstream = await fetchFn(target, { headers: { accept: 'application/json', ...headers } });
    // The time limit covers the body too: a service may send its headers and then stall.
    body = Buffer.from(await upstream.arrayBuffer());
  } catch (error) {
    const timedOut = isUpstreamTimeout(error);
    const open = error instanceof CircuitOpenError;
    return reply
      .code(open ? 503 : timedOut ? 504 : 502)
      .header('cache-control', 'no-store')
      .send({
        message: open
          ? 'The service is failing; it is asked again shortly.'
          : timedOut
            ? 'The service did not answer in time.'
            : 'The service is not reachable.',
      });
  }
  for (const name of PASSED_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) {
      reply.header(name, value);
    }
  }
  if (upstream.headers.has(STALE_IF_ERROR_HEADER)) {
    return reply.code(upstream.status).header('x-cache', 'STALE-IF-ERROR').header('cache-control', 'no-store').send(body);
  }
  return reply.code(upstream.status).header('cache-control', cacheControl(upstream.status)).send(body);
}
