import type { FastifyInstance } from 'fastify';
import type { Job, Paginated, PublicViewConstants } from '@jobpoint/jobs-client';
import { createTestApp, getJson, TEST_ADMIN_TOKEN } from '../testing/test-app';
import { MAX_TITLE_LENGTH, POST_JOB_PATH } from './post-job';

/** Later than every demo job (they are dated before the test day). */
const PUBLISHED_AT = new Date('2025-05-20T09:30:00.000Z');

let app: FastifyInstance;
let constants: PublicViewConstants;

beforeEach(async () => {
  app = createTestApp({ now: () => PUBLISHED_AT });
  await app.ready();
  constants = (await getJson<PublicViewConstants>(app, '/public-view-constants')).body;
});

afterEach(async () => {
  await app.close();
});

const ADMIN = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };

function postJob(payload: object | string, headers: Record<string, string> = ADMIN) {
  return app.inject({ method: 'POST', url: POST_JOB_PATH, headers, payload });
}

const zipId = (zip: string) => {
  const entry = constants.zip_codes.find((candidate) => candidate.zip === zip);
  if (!entry) throw new Error(`no zip code ${zip} in the demo data`);
  return entry.id;
};

describe('POST /internal/jobs', () => {
  it('adds a job with the given filters, answers 201 with its id and site path, and serves it', async () => {
    const created = await postJob({
      title: 'Koch (m/w/d) Frühstücksküche',
      jobCategoryId: 4,
      zipCodeId: zipId('12043'),
      workTimeCategoryId: 2,
    });

    expect(created.statusCode).toBe(201);
    const { id, path } = created.json<{ id: number; path: string }>();
    expect(id).toBe(1369);
    expect(path).toBe('/job-boerse/koch-m-w-d-fr%C3%BChst%C3%BCcksk%C3%BCche-1369');
    expect(created.headers['location']).toBe('/jobs/1369');

    const { status, body: job } = await getJson<Job>(app, `/jobs/${id}`);
    expect(status).toBe(200);
    expect(job).toMatchObject({
      id,
      title: 'Koch (m/w/d) Frühstücksküche',
      language: 'de',
      created_at: PUBLISHED_AT.toISOString(),
      updated_at: PUBLISHED_AT.toISOString(),
      job_category: { id: 4 },
      zip_codes: [{ zip: '12043', place_name: 'Neukölln' }],
      work_time_categories: [{ id: 2 }],
      work_time_category_secondaries: [],
      special_event: null,
      application_deadline: null,
      payment_type: 'PAYMENT_BY_AGREEMENT',
      application_types: ['email'],
    });
    // The employer and contact person are a demo employer's of the same field, so the page reads as usual.
    expect(job.company.id).toBeGreaterThan(0);
    expect(job.contact?.company_id).toBe(job.company.id);
    expect(job.description).toBe(
      `Die ${job.company.name} ${job.company.legal} sucht für den Standort Berlin-Neukölln Verstärkung.`,
    );
    expect(job.required_skills).not.toBe('');
    expect((await getJson(app, '/healthz')).body).toEqual({ status: 'ok', jobs: 169 });
  });

  it('puts the new job first on the job board, newest first, under its filters and text', async () => {
    const { id } = (
      await postJob({ title: 'Frühstückskoch', jobCategoryId: 4, zipCodeId: zipId('12043'), workTimeCategoryId: 2 })
    ).json<{ id: number }>();
    const first = async (query: string) => {
      const { status, body } = await getJson<Paginated<Job>>(app, `/jobs?${query}`);
      expect(status).toBe(200);
      return body.data[0]?.id;
    };

    expect(await first('order_by=created_at&order_dir=desc')).toBe(id);
    expect(await first('')).toBe(id);
    expect(
      await first(
        `jobCategories[]=4&zipCodes[]=${zipId('12043')}&workTimeCategories[]=2&order_by=created_at&order_dir=desc`,
      ),
    ).toBe(id);
    expect(await first('filter=fruhstuckskoch')).toBe(id);
    expect((await getJson<Paginated<Job>>(app, '/jobs?filter=fruhstuckskoch')).body.total).toBe(1);
    expect(await first('jobCategories[]=5&order_by=created_at&order_dir=desc')).not.toBe(id);
    expect(await first(`zipCodes[]=${zipId('10115')}&order_by=created_at&order_dir=desc`)).not.toBe(id);
    expect(await first('workTimeCategories[]=1&order_by=created_at&order_dir=desc')).not.toBe(id);
    expect(await first('order_by=created_at&order_dir=asc')).not.toBe(id);
  });

  it('needs only a title: category, place and work time come from a demo job', async () => {
    const created = await postJob({ title: '  Lagerhelfer  ' });
    expect(created.statusCode).toBe(201);
    const { id, path } = created.json<{ id: number; path: string }>();
    expect(path).toBe(`/job-boerse/lagerhelfer-${id}`);
    const { body: job } = await getJson<Job>(app, `/jobs/${id}`);
    expect(job.title).toBe('Lagerhelfer');
    expect(job.zip_codes).toEqual([expect.objectContaining({ zip: job.company.zip })]);
    expect(job.work_time_categories.length).toBeGreaterThan(0);

    const second = (await postJob({ title: 'Lagerhelferin' })).json<{ id: number }>();
    expect(second.id).toBe(id + 1);
  });

  const tooLong = 'x'.repeat(MAX_TITLE_LENGTH + 1);
  it.each([
    ['no title', {}, 'title', 'title is required and must be text'],
    ['a blank title', { title: '   ' }, 'title', 'title must not be empty'],
    ['a title too long', { title: tooLong }, 'title', `title must be at most ${MAX_TITLE_LENGTH} characters`],
    [
      'an unknown category',
      { title: 'Koch', jobCategoryId: 99 },
      'jobCategoryId',
      'jobCategoryId: there is no job category with id 99 (see job_categories in /public-view-constants)',
    ],
    [
      'a postcode for a zip id',
      { title: 'Koch', zipCodeId: 12043 },
      'zipCodeId',
      'zipCodeId: there is no zip code entry with id 12043 (see zip_codes, ids not postcodes, in /public-view-constants)',
    ],
    [
      'an unknown work time',
      { title: 'Koch', workTimeCategoryId: 0 },
      'workTimeCategoryId',
      'workTimeCategoryId: there is no work time category with id 0 (see work_time_categories in /public-view-constants)',
    ],
    [
      'an id as text',
      { title: 'Koch', jobCategoryId: '4' },
      'jobCategoryId',
      'jobCategoryId must be a number, an id from /public-view-constants',
    ],
    ['a fractional id', { title: 'Koch', zipCodeId: 1.5 }, 'zipCodeId', 'zipCodeId must be a whole number'],
    [
      'an unknown field',
      { title: 'Koch', zip: '12043' },
      'body',
      'unknown field zip: send title, jobCategoryId, zipCodeId, workTimeCategoryId',
    ],
    ['a list', ['Koch'], 'body', 'the body must be a JSON object'],
  ])('refuses %s with 400 naming the field, and adds nothing', async (_case, body, parameter, message) => {
    const answer = await postJob(body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ parameter, message });
    expect((await getJson(app, '/healthz')).body).toMatchObject({ jobs: 168 });
  });

  it('refuses a body that is not JSON', async () => {
    const answer = await postJob('{"title": ', { ...ADMIN, 'content-type': 'application/json' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ message: string }>().message).toMatch(/JSON/i);
  });

  it.each([
    ['no token', {}],
    ['a wrong token', { authorization: 'Bearer local-jobs-admin-token' }],
    ['the token without the Bearer scheme', { authorization: TEST_ADMIN_TOKEN }],
  ])('answers 401 to %s, before looking at the body', async (_case, headers: Record<string, string>) => {
    const answer = await postJob({ title: 'Koch', jobCategoryId: 99 }, headers);
    expect(answer.statusCode).toBe(401);
    expect(answer.headers['www-authenticate']).toBe('Bearer realm="jobs-service"');
    expect(answer.json()).toEqual({ message: 'Adding jobs needs the admin bearer token (JOBS_ADMIN_TOKEN)' });
    expect((await getJson(app, '/healthz')).body).toMatchObject({ jobs: 168 });
  });
});
