import proxyAddr from '@fastify/proxy-addr';
import { LogController } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** What an incoming `X-Request-Id` may be to be kept: a token that cannot break or forge a log line. */
const SANE_REQUEST_ID = /^[\w.:@+=/-]{1,128}$/;

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * Fastify's options for requests, alike in every service. A request's id is the `X-Request-Id` a trusted
 * proxy sent (`trustProxy` as Fastify reads it: addresses or CIDRs separated by commas, or `true` for any)
 * when it is a sane token, else a new random one, so that the ids of several processes and restarts never
 * meet; its log lines name it `requestId`. Fastify's two lines per request are not written: each service
 * writes the one it needs.
 */
export function serviceRequestOptions(trustProxy: string | boolean) {
  const trusted = typeof trustProxy === 'boolean' ? () => trustProxy : proxyAddr.compile(trustProxy.split(',').map((entry) => entry.trim()));
  return {
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'requestId' }),
    requestIdHeader: false as const,
    genReqId: (request: IncomingMessage): string => {
      const incoming = request.headers[REQUEST_ID_HEADER];
      const peer = request.socket?.remoteAddress;
      return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) && peer !== undefined && trusted(peer, 0) ? incoming : randomUUID();
    },
  };
}
