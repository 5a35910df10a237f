import type { FastifyInstance } from 'fastify';
import type { RouteContext } from './route-context';

/** `GET /jobs/{id}`: one job; an unknown or malformed id is a 404 like any missing page. */
export function registerGetJob(app: FastifyInstance, context: RouteContext): void {
  app.get<{ Params: { id: string } }>('/jobs/:id', async (request, reply) => {
    const { id } = request.params;
    const job = /^\d{1,15}$/.test(id) ? context.jobs.findById(Number(id)) : null;
    if (!job) return reply.code(404).send({ message: `No job with id ${id}` });
    return job;
  });
}
