import type { FastifyReply } from 'fastify';
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
 * Forwards a GET to a data service and passes its answer on. A service that is down or too slow is
 * answered with 502 or 504 and a JSON message, never with the gateway's own error page.
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
    return reply
      .code(timedOut ? 504 : 502)
      .header('cache-control', 'no-store')
      .send({ message: timedOut ? 'The service did not answer in time.' : 'The service is not reachable.' });
  }
  for (const name of PASSED_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) {
      reply.header(name, value);
    }
  }
  return reply.code(upstream.status).header('cache-control', cacheControl(upstream.status)).send(body);
}
