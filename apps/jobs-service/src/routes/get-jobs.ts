import type { FastifyInstance } from 'fastify';
import type { RawQuery } from '../query/query-values';
import type { RouteContext } from './route-context';

/** `GET /jobs` (and `/jobs/`): the job board's list with filters, full text, ordering and paging. */
export function registerGetJobs(app: FastifyInstance, context: RouteContext): void {
  app.get('/jobs', async (request) => context.jobs.search(context.parseJobsQuery(request.query as RawQuery)));
}
