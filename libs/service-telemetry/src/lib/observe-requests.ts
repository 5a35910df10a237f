import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { REQUEST_ID_HEADER } from './request-options';
import { currentTraceId, type Tracing } from './tracing';

/** Every answer names its request; every line the request logs names its trace too. */
const requestIdentity = fastifyPlugin(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    const traceId = currentTraceId();
    if (traceId) {
      request.log = request.log.child({ traceId });
    }
  });
});

/**
 * What every service does with each request: traces it when tracing runs, and answers and logs it with
 * its id (`requestIdOptions`). Register before the routes, on the root instance.
 */
export function observeRequests(app: FastifyInstance, tracing: Tracing | undefined): void {
  if (tracing) {
    // First, so that the request's span is current in every hook and handler after it.
    void app.register(tracing.requests);
  }
  void app.register(requestIdentity);
}
