#!/usr/bin/env node
/**
 * Jobs on the local jobs service, from the shell: adds a job to the running service (the stand-in of
 * apps/jobs-service), so that what follows a new job (the job board, the search, job alerts) can be tried.
 *
 *   node tools/jobs.mjs add --title "Koch (m/w/d)" [--category ID] [--zip ID] [--work-time ID]
 *
 * Prints the new job's id on stdout and nothing else; messages go to stderr. The job is published now;
 * its employer, contact and texts come from a demo job of its category. Then the search service builds
 * its index again and the tool waits until the site's search finds the job.
 */
import { parseArgs } from 'node:util';

const LOCAL = {
  jobsServiceUrl: 'http://127.0.0.1:4310',
  // The local defaults of apps/jobs-service/src/config.ts and apps/search-service/src/config.ts.
  jobsAdminToken: 'local-jobs-admin-token',
  searchUrl: 'http://127.0.0.1:4320',
  searchAppId: 'JOBPOINTLOCAL',
  searchAdminKey: 'local-search-admin-key',
};
/** The index of apps/search-service. */
const SEARCH_INDEX = 'jobpoint';
/** A reindex of the local services takes a second or two; a busy machine gets far more. */
const SEARCH_WAIT_MS = 60_000;
const SEARCH_POLL_MS = 500;

const USAGE = `usage: node tools/jobs.mjs add --title TITLE [--category ID] [--zip ID] [--work-time ID] [--no-search]

Adds a job to the running local jobs service and prints its id.

  --title TITLE     the job's title (required)
  --category ID     a job category id (job_categories; the job board's kategorie=)
  --zip ID          a zip code entry id, not a postcode (zip_codes; the job board's plz=)
  --work-time ID    a work time category id (work_time_categories; the job board's arbeitszeit=)
  --no-search       do not wait for the search service to index the job
  --help            this text

The ids are those of GET {JOBS_SERVICE_URL}/public-view-constants. Without --category the job takes the
category of the newest demo job; without --zip its employer's postcode; without --work-time that job's.

Environment:
  JOBS_SERVICE_URL   the jobs service (default ${LOCAL.jobsServiceUrl})
  JOBS_ADMIN_TOKEN   its admin bearer token (default: the local one)
  SEARCH_URL         the search service, asked to reindex (default ${LOCAL.searchUrl})
  SEARCH_APP_ID, SEARCH_ADMIN_KEY   its application id and admin key (default: the local ones)

Exit status: 0 when the job was added (and found by the search), 1 when a service refused or could not be
reached, 2 for a malformed command line.`;

class Failure extends Error {}

function usageError(message) {
  console.error(`${message}\n${USAGE.split('\n')[0]}\n(node tools/jobs.mjs --help tells more)`);
  process.exit(2);
}

function readId(option, value) {
  if (value === undefined) return undefined;
  if (!/^\d{1,15}$/.test(value)) usageError(`--${option} takes a numeric id, not "${value}"`);
  return Number(value);
}

function readCommand(argv) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        title: { type: 'string' },
        category: { type: 'string' },
        zip: { type: 'string' },
        'work-time': { type: 'string' },
        'no-search': { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    usageError(error.message);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.info(USAGE);
    process.exit(0);
  }
  const [command, ...extra] = positionals;
  if (command !== 'add') usageError(command === undefined ? 'a command is missing' : `unknown command: ${command}`);
  if (extra.length > 0) usageError(`unexpected argument: ${extra[0]}`);
  if (!values.title?.trim()) usageError('--title is required');
  return {
    job: {
      title: values.title,
      jobCategoryId: readId('category', values.category),
      zipCodeId: readId('zip', values.zip),
      workTimeCategoryId: readId('work-time', values['work-time']),
    },
    search: !values['no-search'],
  };
}

/** fetch, with a refused connection told in words: which service, and how to get it. */
async function request(service, url, init, hint) {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  } catch (error) {
    const reason = error.cause?.code ?? error.cause?.message ?? error.message;
    throw new Failure(`The ${service} at ${new URL(url).origin} cannot be reached (${reason}). ${hint}`);
  }
}

async function messageOf(response) {
  const text = await response.text();
  try {
    return JSON.parse(text).message ?? text;
  } catch {
    return text || response.statusText;
  }
}

async function addJob(job, env) {
  const baseUrl = (env.JOBS_SERVICE_URL || LOCAL.jobsServiceUrl).replace(/\/+$/, '');
  const response = await request(
    'jobs service',
    `${baseUrl}/internal/jobs`,
    {
      method: 'POST',
      headers: {
        authorization: `Bearer ${env.JOBS_ADMIN_TOKEN || LOCAL.jobsAdminToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(job),
    },
    'Start the site with `npm start`, or set JOBS_SERVICE_URL.',
  );
  if (response.status === 201) return response.json();
  const message = await messageOf(response);
  if (response.status === 400) throw new Failure(`The jobs service refused the job: ${message}`);
  if (response.status === 401) {
    throw new Failure(`The jobs service refused the token: set JOBS_ADMIN_TOKEN to the one the service has.`);
  }
  if (response.status === 404) {
    throw new Failure(
      `The jobs service at ${baseUrl} takes no new jobs (${message}): it is an older build; build and restart it.`,
    );
  }
  throw new Failure(`The jobs service answered ${response.status}: ${message}`);
}

/** Asks the search service to build its index again and waits until a search for the title finds the job. */
async function indexForSearch(job, env) {
  const baseUrl = (env.SEARCH_URL || LOCAL.searchUrl).replace(/\/+$/, '');
  const adminKey = env.SEARCH_ADMIN_KEY || LOCAL.searchAdminKey;
  const hint =
    'The job is on the job board; the search lists it after its next scheduled reindex (--no-search skips this step).';
  const reindex = await request(
    'search service',
    `${baseUrl}/internal/reindex`,
    { method: 'POST', headers: { authorization: `Bearer ${adminKey}` } },
    hint,
  );
  if (reindex.status !== 202) {
    throw new Failure(
      `The search service refused to reindex (${reindex.status}: ${await messageOf(reindex)}). ${hint}`,
    );
  }
  const deadline = Date.now() + SEARCH_WAIT_MS;
  for (;;) {
    const answer = await request(
      'search service',
      `${baseUrl}/1/indexes/${SEARCH_INDEX}/query`,
      {
        method: 'POST',
        headers: {
          'x-algolia-application-id': env.SEARCH_APP_ID || LOCAL.searchAppId,
          'x-algolia-api-key': adminKey,
        },
        body: JSON.stringify({
          query: job.title,
          filters: 'type:job AND language:de',
          hitsPerPage: 1000,
          attributesToRetrieve: ['id'],
        }),
      },
      hint,
    );
    if (!answer.ok) {
      throw new Failure(`The search service answered ${answer.status}: ${await messageOf(answer)}. ${hint}`);
    }
    const { hits = [] } = await answer.json();
    if (hits.some((hit) => hit.id === job.id)) return;
    if (Date.now() > deadline) {
      throw new Failure(`The search service did not list job ${job.id} within ${SEARCH_WAIT_MS / 1000} s. ${hint}`);
    }
    await new Promise((resolve) => setTimeout(resolve, SEARCH_POLL_MS));
  }
}

const { job, search } = readCommand(process.argv.slice(2));
try {
  const { id, path } = await addJob(job, process.env);
  console.info(String(id));
  console.error(`Added job ${id}: ${path}`);
  if (search) {
    await indexForSearch({ id, title: job.title.trim() }, process.env);
    console.error(`The search finds job ${id}.`);
  }
} catch (error) {
  if (!(error instanceof Failure)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
