import type { FastifyPluginAsync } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { Readiness } from '../lib/readiness';

export interface HealthPluginOptions {
  /** What `/readyz` answers from; the process turns it off when it shuts down. */
  readiness: Readiness;
}

/**
 * `GET /healthz` (the process answers) and `GET /readyz` (it should be sent requests: it is not shutting
 * down and every readiness check passes; otherwise 503 with the reasons, each logged).
 */
const health: FastifyPluginAsync<HealthPluginOptions> = async (app, { readiness }) => {
  // While shutting down, connections are not kept for another request: the load balancer's next one opens a
  // new connection to a gateway that stays, instead of racing the close of an idle one.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (readiness.shuttingDown) {
      reply.header('connection', 'close');
    }
    return payload;
  });
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/readyz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (readiness.shuttingDown) {
      return reply.code(503).send({ status: 'shutting down' });
    }
    const problems = await readiness.problems();
    if (problems.length === 0) {
      return { status: 'ready' };
    }
    for (const { reason, error } of problems) {
      request.log.error({ err: error }, `not ready: ${reason}`);
    }
    return reply.code(503).send({ status: 'not ready', reasons: problems.map(({ reason }) => reason) });
  });
};

/** Registered unencapsulated: every answer closes its connection while the gateway shuts down. */
export const healthPlugin = fastifyPlugin(health, { name: 'health' });
