import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import type { GatewayMetrics, SecretEndpoint } from '../metrics/gateway-metrics';

/**
 * Wrong secrets one client address (`request.ip`, which honours TRUST_PROXY) may send to one endpoint in
 * a minute before it is answered 429. The CMS and an editor's link send the right one; a right secret is
 * never counted, so a flood of wrong ones from a shared address cannot lock the CMS out.
 */
export const WRONG_SECRET_LIMIT = { max: 10, timeWindow: 60_000 };

export interface SecretGuardOptions {
  endpoint: SecretEndpoint;
  secret: string;
  /** Where a request carries the secret (a header, a query parameter). */
  givenSecret: (request: FastifyRequest) => unknown;
  /** The answer's message when the secret is wrong. */
  message: string;
  metrics?: GatewayMetrics;
}

/**
 * An `onRequest` hook that lets a request on only with the endpoint's secret, before its body is read:
 * a wrong or missing secret costs a comparison, never parsing. Wrong secrets are counted per client address
 * and in `jobpoint_secret_refusals_total`. Registers the rate-limit plugin in the caller's context.
 */
export async function secretGuard(app: FastifyInstance, options: SecretGuardOptions) {
  const { endpoint, secret, givenSecret, message, metrics } = options;
  await app.register(rateLimit, { global: false });
  const countWrongSecret = app.createRateLimit(WRONG_SECRET_LIMIT);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    if (secretMatches(givenSecret(request), secret)) {
      return undefined;
    }
    const limit = await countWrongSecret(request);
    reply.header('cache-control', 'no-store');
    if (!limit.isAllowed && limit.isExceeded) {
      metrics?.secretRefused(endpoint, 'rate_limited');
      return reply.code(429).header('retry-after', String(limit.ttlInSeconds)).send({ message: 'Too many wrong secrets; try again later.' });
    }
    metrics?.secretRefused(endpoint, 'wrong_secret');
    return reply.code(401).send({ message });
  };
}

function secretMatches(given: unknown, secret: string): boolean {
  if (typeof given !== 'string') {
    return false;
  }
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}
