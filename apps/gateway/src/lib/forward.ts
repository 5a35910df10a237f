import type { FastifyReply } from 'fastify';

/** How long the gateway waits for a data service before it answers 504. */
export const UPSTREAM_TIMEOUT_MS = 10_000;

/** Headers of an upstream answer that are passed on to the browser. */
const PASSED_HEADERS = ['content-type', 'etag', 'last-modified'];

export interface ForwardOptions {
  target: string;
  headers: Record<string, string>;
  cacheControl: (status: number) => string;
}

/**
 * Forwards a GET to a data service and passes its answer on. A service that is down or too slow is
 * answered with 502 or 504 and a JSON message, never with the gateway's own error page.
 */
export async function forwardGet(reply: FastifyReply, { target, headers, cacheControl }: ForwardOptions): Promise<FastifyReply> {
  let upstream: Response;
  try {
    upstream = await fetch(target, { headers: { accept: 'application/json', ...headers }, signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS) });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
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
  const body = Buffer.from(await upstream.arrayBuffer());
  return reply.code(upstream.status).header('cache-control', cacheControl(upstream.status)).send(body);
}
