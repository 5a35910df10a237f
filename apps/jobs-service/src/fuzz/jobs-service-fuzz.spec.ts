import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expectSoundAnswer } from '@jobpoint/test-utils';
import { createTestApp } from '../testing/test-app';

/**
 * Generated malformed requests to every route of the jobs service in-process: path ids and files, each
 * query parameter in every list spelling, repeated, empty, huge or not a number. No answer may be a 5xx;
 * a refused request is a 400/404 with a message naming what is wrong. FUZZ_SEED replays a run.
 */
const NUM_RUNS = { jobs: 1500, exhibitionCompanies: 600, paths: 700 };
const seed = process.env['FUZZ_SEED'] ? Number(process.env['FUZZ_SEED']) : undefined;

const JOBS_PARAMETERS = [
  'page', 'order_by', 'order_dir', 'special_event_1', 'special_event_2', 'id', 'filter',
  'jobCategories', 'corporateSectors', 'qualifications', 'workTimeCategories', 'zipCodes',
];
const EXHIBITION_PARAMETERS = ['exhibition_id', 'page', 'perPage', 'corporateSectors'];

const oddValue = fc.oneof(
  fc.constantFrom('', '0', '-1', '1', '2', '17', '1e3', '1.5', 'NaN', '9007199254740993', '9'.repeat(40), 'true', 'asc', 'DESC', 'title', 'created_at', '%', '%zz', '%00', '[]', 'a'.repeat(300)),
  fc.integer().map(String),
  // Lone surrogates made whole (U+FFFD): encodeURIComponent refuses them.
  fc.string({ maxLength: 30 }).map((text) => encodeURIComponent(text.replace(/(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])/g, '\uFFFD'))),
);

/** One parameter in any spelling: `x=1`, `x[]=1`, `x[3]=1`, `x[a]=1`, or bare `x`. */
const parameter = (names: string[]) =>
  fc
    .tuple(fc.constantFrom(...names), fc.constantFrom('', '[]', '[0]', '[7]', '[a]', '[][]', '['), oddValue, fc.boolean())
    .map(([name, suffix, value, bare]) => (bare ? `${name}${suffix}` : `${name}${encodeURI(suffix)}=${value}`));

const query = (names: string[]) => fc.array(parameter(names), { maxLength: 10 }).map((pairs) => pairs.join('&'));

const app: FastifyInstance = createTestApp();
beforeAll(() => app.ready());
afterAll(() => app.close());

async function expectNo5xx(options: InjectOptions & { url: string }): Promise<void> {
  expectSoundAnswer(await app.inject(options), `${options.method ?? 'GET'} ${options.url}`);
}

it(`answers malformed job searches with a 400 and a message (${NUM_RUNS.jobs} requests)`, async () => {
  await fc.assert(
    fc.asyncProperty(query(JOBS_PARAMETERS), (search) => expectNo5xx({ method: 'GET', url: `/jobs?${search}` })),
    { numRuns: NUM_RUNS.jobs, seed },
  );
});

it(`answers malformed exhibitor queries with a 400 and a message (${NUM_RUNS.exhibitionCompanies} requests)`, async () => {
  await fc.assert(
    fc.asyncProperty(query(EXHIBITION_PARAMETERS), (search) => expectNo5xx({ method: 'GET', url: `/exhibition-companies?${search}` })),
    { numRuns: NUM_RUNS.exhibitionCompanies, seed },
  );
});

it(`answers malformed job ids, logo files and other paths with a 4xx (${NUM_RUNS.paths} requests)`, async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom('/jobs/', '/logos/', '/', '/public-view-constants/', '/exhibition-companies/'),
      oddValue,
      fc.constantFrom('GET', 'HEAD', 'POST', 'DELETE'),
      (prefix, segment, method) => expectNo5xx({ method: method as InjectOptions['method'], url: `${prefix}${segment}` }),
    ),
    { numRuns: NUM_RUNS.paths, seed },
  );
});
