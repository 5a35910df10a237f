import { execFile } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Job, Paginated } from '@jobpoint/jobs-client';
import { createTestApp, getJson, TEST_ADMIN_TOKEN } from './testing/test-app';

const tool = path.resolve(__dirname, '../../../tools/jobs.mjs');
const SEARCH_ADMIN_KEY = 'test-search-admin-key';
const SEARCH_APP_ID = 'TESTAPP';

interface ToolRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the tool without blocking this process, which serves the services it talks to. */
function run(args: string[], env: NodeJS.ProcessEnv): Promise<ToolRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [tool, ...args],
      { env: { PATH: process.env['PATH'], ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

/** The address of a port nothing listens on. */
async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

const origin = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

/**
 * The search service's side of the tool, as the local one answers: a reindex is accepted at once and
 * done a little later from the jobs service's list; queries need the application id and a key.
 */
function fakeSearchService(jobsUrl: string) {
  const calls: string[] = [];
  let indexed: { id: number; title: string }[] = [];
  const app = Fastify();
  // Like the search service, read every body as text whatever its content type.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  app.post('/internal/reindex', async (request, reply) => {
    calls.push(`reindex ${request.headers.authorization}`);
    if (request.headers.authorization !== `Bearer ${SEARCH_ADMIN_KEY}`) {
      return reply.code(403).send({ message: 'Invalid API key', status: 403 });
    }
    setTimeout(async () => {
      const answer = await fetch(`${jobsUrl}/jobs?order_by=created_at&order_dir=desc`);
      indexed = ((await answer.json()) as Paginated<Job>).data;
    }, 700);
    return reply.code(202).send({ status: 'accepted' });
  });
  app.post<{ Body: string }>('/1/indexes/jobpoint/query', async (request, reply) => {
    calls.push('query');
    const { query } = JSON.parse(request.body) as { query: string };
    if (
      request.headers['x-algolia-application-id'] !== SEARCH_APP_ID ||
      request.headers['x-algolia-api-key'] !== SEARCH_ADMIN_KEY
    ) {
      return reply.code(403).send({ message: 'Invalid Application-ID or API key', status: 403 });
    }
    return { hits: indexed.filter((job) => job.title === query).map((job) => ({ id: job.id })) };
  });
  return { app, calls };
}

describe('tools/jobs.mjs', () => {
  let jobs: FastifyInstance;
  let search: ReturnType<typeof fakeSearchService>;
  let env: NodeJS.ProcessEnv;

  beforeEach(async () => {
    jobs = createTestApp();
    await jobs.listen({ host: '127.0.0.1', port: 0 });
    search = fakeSearchService(origin(jobs));
    await search.app.listen({ host: '127.0.0.1', port: 0 });
    env = {
      JOBS_SERVICE_URL: origin(jobs),
      JOBS_ADMIN_TOKEN: TEST_ADMIN_TOKEN,
      SEARCH_URL: origin(search.app),
      SEARCH_APP_ID,
      SEARCH_ADMIN_KEY,
    };
  });

  afterEach(async () => {
    await search.app.close();
    await jobs.close();
  });

  it('adds a job, waits until the search finds it, and prints only its id', async () => {
    const result = await run(
      ['add', '--title', 'Koch (m/w/d) Frühstück', '--category', '4', '--zip', '21', '--work-time', '2'],
      env,
    );

    expect(result).toMatchObject({ code: 0, stdout: '1369\n' });
    expect(result.stderr).toContain('Added job 1369: /job-boerse/koch-m-w-d-fr%C3%BChst%C3%BCck-1369');
    expect(result.stderr).toContain('The search finds job 1369.');
    expect(search.calls[0]).toBe(`reindex Bearer ${SEARCH_ADMIN_KEY}`);
    expect(search.calls.filter((call) => call === 'query').length).toBeGreaterThan(1);
    const board = await getJson<Paginated<Job>>(
      jobs,
      '/jobs?jobCategories=4&zipCodes=21&workTimeCategories=2&order_by=created_at&order_dir=desc',
    );
    expect(board.body.data[0]).toMatchObject({ id: 1369, title: 'Koch (m/w/d) Frühstück' });
  }, 20_000);

  it('leaves the search alone with --no-search', async () => {
    const result = await run(['add', '--title', 'Lagerhelfer', '--no-search'], env);
    expect(result).toMatchObject({ code: 0, stdout: '1369\n' });
    expect(search.calls).toEqual([]);
  });

  it('fails with the service’s reason when the job is refused, and adds nothing', async () => {
    const result = await run(['add', '--title', 'Koch', '--zip', '12043'], env);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(
      'The jobs service refused the job: zipCodeId: there is no zip code entry with id 12043',
    );
    expect((await getJson(jobs, '/healthz')).body).toMatchObject({ jobs: 168 });
  });

  it('fails on a wrong token', async () => {
    const result = await run(['add', '--title', 'Koch'], { ...env, JOBS_ADMIN_TOKEN: 'wrong' });
    expect(result).toMatchObject({ code: 1, stdout: '' });
    expect(result.stderr).toContain('The jobs service refused the token');
  });

  it('says which service is not running', async () => {
    const nobody = await closedPortUrl();
    const stoppedJobs = await run(['add', '--title', 'Koch'], { ...env, JOBS_SERVICE_URL: nobody });
    expect(stoppedJobs).toMatchObject({ code: 1, stdout: '' });
    expect(stoppedJobs.stderr).toContain(`The jobs service at ${nobody} cannot be reached (ECONNREFUSED)`);

    // The job is added before the search is asked, so its id is printed all the same.
    const stoppedSearch = await run(['add', '--title', 'Koch'], { ...env, SEARCH_URL: nobody });
    expect(stoppedSearch).toMatchObject({ code: 1, stdout: '1369\n' });
    expect(stoppedSearch.stderr).toContain(`The search service at ${nobody} cannot be reached (ECONNREFUSED)`);
  });

  it('prints its usage on --help and refuses a malformed command line with status 2', async () => {
    const help = await run(['--help'], env);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('usage: node tools/jobs.mjs add --title TITLE');

    for (const args of [[], ['add'], ['add', '--title', 'Koch', '--zip', 'Neukölln'], ['remove', '--title', 'Koch']]) {
      const result = await run(args, env);
      expect(result).toMatchObject({ code: 2, stdout: '' });
      expect(result.stderr).toContain('usage: node tools/jobs.mjs add');
    }
    expect((await getJson(jobs, '/healthz')).body).toMatchObject({ jobs: 168 });
  });
});
