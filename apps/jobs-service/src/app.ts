import type Database from 'better-sqlite3';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { observeRequests, serviceRequestOptions, type Tracing } from '@jobpoint/service-telemetry';
import {
  JOB_POINTS,
  NUMBER_OF_EMPLOYEES_GROUP_ENTRIES,
  PAYMENT_TIME_FRAME_ENTRIES,
  PAYMENT_TYPE_ENTRIES,
} from './data/catalogues';
import { renderLogo } from './logos/render-logo';
import { BadRequestError } from './query/bad-request';
import { createExhibitionCompaniesQueryParser } from './query/parse-exhibition-companies-query';
import { createJobsQueryParser } from './query/parse-jobs-query';
import { createExhibitionRepository } from './repository/exhibition-repository';
import { createJobRepository } from './repository/job-repository';
import { createJobWriter } from './repository/job-writer';
import { loadReferenceData } from './repository/reference-data';
import { registerGetExhibitionCompanies } from './routes/get-exhibition-companies';
import { registerGetHealthz } from './routes/get-healthz';
import { registerGetJob } from './routes/get-job';
import { registerGetJobs } from './routes/get-jobs';
import { registerGetLogo } from './routes/get-logo';
import { registerGetPublicViewConstants } from './routes/get-public-view-constants';
import { registerPostJob } from './routes/post-job';
import type { RouteContext } from './routes/route-context';

export interface AppOptions {
  db: Database.Database;
  /** Where browsers reach this service (through the gateway); logo URLs start with it. */
  publicUrl: string;
  /** The bearer token of `POST /internal/jobs`. */
  adminToken: string;
  /** The clock new jobs are published by. */
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
  /** The process's tracing, when it runs (`startTracing`). */
  tracing?: Tracing;
}

function createRouteContext({ db, publicUrl, adminToken, now }: Required<Omit<AppOptions, 'logger' | 'tracing'>>): RouteContext {
  const reference = loadReferenceData(db);
  const companyNames = new Map(
    (db.prepare('SELECT id, name, logo FROM companies').all() as { id: number; name: string; logo: string | null }[])
      .filter((company) => company.logo !== null)
      .map((company) => [company.id, company.name]),
  );
  return {
    jobs: createJobRepository(db, reference, publicUrl),
    jobWriter: createJobWriter(db),
    adminToken,
    now,
    exhibitions: createExhibitionRepository(db, publicUrl),
    reference,
    publicViewConstants: {
      job_points: JOB_POINTS,
      job_categories: reference.jobCategories,
      corporate_sectors: reference.corporateSectors,
      qualifications: reference.qualifications,
      zip_codes: reference.zipCodes,
      work_time_categories: reference.workTimeCategories,
      payment_time_frames: PAYMENT_TIME_FRAME_ENTRIES,
      payment_types: PAYMENT_TYPE_ENTRIES,
      number_of_employees_groups: NUMBER_OF_EMPLOYEES_GROUP_ENTRIES,
    },
    parseJobsQuery: createJobsQueryParser(reference),
    parseExhibitionCompaniesQuery: createExhibitionCompaniesQueryParser(
      new Set(reference.corporateSectors.map((sector) => sector.id)),
    ),
    logoSvg: (companyId) => {
      const name = companyNames.get(companyId);
      return name === undefined ? null : renderLogo(companyId, name);
    },
  };
}

/** The jobs service as a fastify instance, ready to listen or to be called with `inject` in tests. */
export function buildApp({
  db,
  publicUrl,
  adminToken,
  now = () => new Date(),
  logger = false,
  tracing,
}: AppOptions): FastifyInstance {
  // Only the gateway calls this service: a request id its caller sent is not trusted, each request gets one here.
  const app = Fastify({ logger, ...serviceRequestOptions(false), routerOptions: { ignoreTrailingSlash: true } });
  observeRequests(app, tracing);
  // One line per request, after its answer (Fastify's own are two), naming the route rather than the URL.
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      { method: request.method, route: request.routeOptions.url ?? null, statusCode: reply.statusCode, responseTime: reply.elapsedTime },
      'request completed',
    );
  });
  const context = createRouteContext({ db, publicUrl: publicUrl.replace(/\/+$/, ''), adminToken, now });

  // Job data changes while a visitor browses; neither browsers nor proxies may keep a copy.
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof BadRequestError) {
      return reply.code(400).send({ message: error.message, parameter: error.parameter });
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status !== undefined && status >= 400 && status < 500) {
      return reply.code(status).send({ message: (error as Error).message });
    }
    request.log.error(error);
    return reply.code(500).send({ message: 'The jobs service could not answer this request' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ message: `No route ${request.method} ${request.url.split('?')[0]}` });
  });

  registerGetJobs(app, context);
  registerGetJob(app, context);
  registerPostJob(app, context);
  registerGetPublicViewConstants(app, context);
  registerGetExhibitionCompanies(app, context);
  registerGetLogo(app, context);
  registerGetHealthz(app, context);
  return app;
}
