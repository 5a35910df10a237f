import type { FastifyInstance } from 'fastify';
import type { RouteContext } from './route-context';

/** `GET /public-view-constants`: every filter list the job board offers. */
export function registerGetPublicViewConstants(app: FastifyInstance, context: RouteContext): void {
  app.get('/public-view-constants', async () => context.publicViewConstants);
}
