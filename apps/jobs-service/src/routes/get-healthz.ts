import type { FastifyInstance } from 'fastify';
import type { RouteContext } from './route-context';

/** `GET /healthz`: answers once the database is open and seeded; the start script waits for it. */
export function registerGetHealthz(app: FastifyInstance, context: RouteContext): void {
  app.get('/healthz', async () => ({ status: 'ok', jobs: context.jobs.countJobs() }));
}
