import type { FastifyInstance } from 'fastify';
import type { RawQuery } from '../query/query-values';
import type { RouteContext } from './route-context';

/** `GET /exhibition-companies`: the companies exhibiting at one fair, paged and filterable by sector. */
export function registerGetExhibitionCompanies(app: FastifyInstance, context: RouteContext): void {
  app.get('/exhibition-companies', async (request) =>
    context.exhibitions.companies(context.parseExhibitionCompaniesQuery(request.query as RawQuery)),
  );
}
