import { timingSafeEqual } from 'node:crypto';
import { jobPath } from '@jobpoint/jobs-client';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseOrThrow } from '../query/query-values';
import type { ReferenceData } from '../repository/reference-data';
import type { RouteContext } from './route-context';

export const POST_JOB_PATH = '/internal/jobs';

/** The demo jobs' titles are far shorter; a longer one is a mistake. */
export const MAX_TITLE_LENGTH = 200;

function sameSecret(sent: string, expected: string): boolean {
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** An id from one of the filter lists of `/public-view-constants` (`list`). */
function knownId(field: string, what: string, list: string, entries: readonly { id: number }[]) {
  const known = new Set(entries.map((entry) => entry.id));
  return z
    .number({ error: `${field} must be a number, an id from /public-view-constants` })
    .int(`${field} must be a whole number`)
    .refine((id) => known.has(id), {
      error: (issue) =>
        `${field}: there is no ${what} with id ${String(issue.input)} (see ${list} in /public-view-constants)`,
    })
    .optional();
}

function newJobSchema(reference: ReferenceData) {
  return z.strictObject(
    {
      title: z
        .string({ error: 'title is required and must be text' })
        .trim()
        .min(1, 'title must not be empty')
        .max(MAX_TITLE_LENGTH, `title must be at most ${MAX_TITLE_LENGTH} characters`),
      jobCategoryId: knownId('jobCategoryId', 'job category', 'job_categories', reference.jobCategories),
      zipCodeId: knownId('zipCodeId', 'zip code entry', 'zip_codes, ids not postcodes,', reference.zipCodes),
      workTimeCategoryId: knownId(
        'workTimeCategoryId',
        'work time category',
        'work_time_categories',
        reference.workTimeCategories,
      ),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `unknown field ${issue.keys.join(', ')}: send title, jobCategoryId, zipCodeId, workTimeCategoryId`
          : 'the body must be a JSON object',
    },
  );
}

/**
 * `POST /internal/jobs`: adds a job while the service runs, for trying out what follows a new job (the job
 * board, the search, job alerts) on a local installation. Only with the admin bearer token; the
 * organisation's own jobs service is where real jobs are written.
 */
export function registerPostJob(app: FastifyInstance, context: RouteContext): void {
  const schema = newJobSchema(context.reference);
  // Checked before the body is read, so a caller without the token learns nothing about its input.
  const requireAdminToken = async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    if (!sameSecret(token, context.adminToken)) {
      return reply
        .code(401)
        .header('WWW-Authenticate', 'Bearer realm="jobs-service"')
        .send({ message: 'Adding jobs needs the admin bearer token (JOBS_ADMIN_TOKEN)' });
    }
  };

  app.post(POST_JOB_PATH, { onRequest: requireAdminToken }, async (request, reply) => {
    const job = parseOrThrow(schema, request.body, 'body');
    const id = context.jobWriter.add(job, context.now());
    return reply
      .code(201)
      .header('Location', `/jobs/${id}`)
      .send({ id, path: jobPath({ id, title: job.title }) });
  });
}
