import fc from 'fast-check';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SITE_PAGES } from '@jobpoint/site-routes';
import { expectSoundAnswer } from '@jobpoint/test-utils';
import { loadMailingConfig } from '../../mailing/mailing-config';
import { loadConfig } from '../../lib/config';
import { buildGateway } from '../../lib/gateway';
import { createCmsAnswerCache } from '../../lib/renderers';
import { ServiceCircuits } from '../../resilience/service-circuits';
import { loadBuiltRenderers } from './built-renderers';
import { bodyValue, cookieValue, jsonText, pathSegment, queryString } from './malformed-input';

/**
 * Thousands of generated malformed requests to the gateway in-process (`inject`), with both apps' real
 * server builds (APPS_DIST_DIR, default dist/apps) and the running CMS and jobs service behind it: every
 * route parameter, query parameter, the `lang` and `textSize` cookies, the forwarders and every API body.
 * No answer may be a 5xx, and nothing may crash or reject unhandled; a page answers with the spec's
 * page or its 404/400, an API with a 4xx and a message.
 *
 * FUZZ_SCALE scales every property's runs (the requests sent are printed); FUZZ_SEED replays a run.
 */
const SCALE = Number(process.env['FUZZ_SCALE'] ?? 1);
const runs = (count: number) => Math.max(1, Math.round(count * SCALE));
const seed = process.env['FUZZ_SEED'] ? Number(process.env['FUZZ_SEED']) : undefined;
/** Each page request is a full server render (tens of ms on an idle machine); the API requests are cheap. */
const RUNS = {
  routeParameters: runs(800),
  queryParameters: runs(600),
  cookies: runs(400),
  forwarders: runs(1200),
  submissions: runs(2000),
  methodsAndPaths: runs(300),
};

/** The registry's routes; parameters (`:slug`, `:jobParam`) are filled by the generators. */
const ROUTES = SITE_PAGES.map((page) => page.path);
const PARAMETER_ROUTES = ROUTES.filter((route) => route.includes('/:'));
const QUERY_NAMES = [
  'locale', 'q', 'seite', 'sortierung', 'sonderveranstaltung', 'kategorie', 'branche', 'qualifikation', 'arbeitszeit',
  'plz', 'messe', 'monat', 'format', 'standort', 'sprache', 'vergangen', 'tag', 'suche', 'page', 'id', 'slug',
];
const SUBMISSION_PATHS = ['/api/brevo/contacts', '/api/brevo/event', '/api/brevo/company', '/api/captcha/verify'];
const CONTENT_TYPES = ['application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', ''];

let app: FastifyInstance;
let dataDir: string;
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
let requests = 0;

beforeAll(async () => {
  process.on('unhandledRejection', onUnhandled);
  dataDir = mkdtempSync(path.join(tmpdir(), 'jobpoint-fuzz-'));
  const env = {
    NODE_ENV: 'test' as const,
    APPS_DIST_DIR: process.env['APPS_DIST_DIR'] ?? 'dist/apps',
    DATA_DIR: dataDir,
    MAILING_RATE_LIMIT_MAX: '1000000',
    // Bad input is the subject here, not a slow machine: a service slowed down by the run itself must
    // not count as a 503/504 (the time limits have their own tests).
    UPSTREAM_TIMEOUT_MS: '30000',
    RENDER_TIMEOUT_MS: '60000',
  };
  const config = loadConfig(env);
  const circuits = new ServiceCircuits(config);
  const cmsAnswers = createCmsAnswerCache(config, circuits.cms.fetch);
  app = await buildGateway({
    config,
    mailing: loadMailingConfig(env),
    renderers: loadBuiltRenderers(config, cmsAnswers.fetch),
    cmsAnswers,
    circuits,
    publicDir: path.resolve('apps/gateway/public'),
    logger: false,
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.off('unhandledRejection', onUnhandled);
  console.info(`gateway fuzz: ${requests} requests`);
});

afterEach(() => {
  expect(unhandled).toEqual([]);
});

async function send(options: InjectOptions): Promise<LightMyRequestResponse> {
  requests += 1;
  return app.inject(options);
}


const params = { seed, verbose: 1 } as const;

it(`fills every route parameter with malformed values (${RUNS.routeParameters} requests)`, async () => {
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...PARAMETER_ROUTES), pathSegment(), fc.boolean(), async (route, segment, pdf) => {
      const url = route.replace(/:[A-Za-z]+/, segment) + (pdf && route.startsWith('/job-boerse/') ? '/pdf' : '');
      expectSoundAnswer(await send({ method: 'GET', url }), `GET ${url}`);
    }),
    { ...params, numRuns: RUNS.routeParameters },
  );
});

it(`sends every page malformed query parameters (${RUNS.queryParameters} requests)`, async () => {
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...ROUTES.filter((route) => !route.includes('/:'))), queryString(QUERY_NAMES), async (route, query) => {
      const url = `${route}?${query}`;
      expectSoundAnswer(await send({ method: 'GET', url }), `GET ${url}`);
    }),
    { ...params, numRuns: RUNS.queryParameters },
  );
});

it(`sends malformed language and text size cookies (${RUNS.cookies} requests)`, async () => {
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...ROUTES.filter((route) => !route.includes('/:'))), cookieValue(), cookieValue(), async (route, lang, textSize) => {
      const cookie = `lang=${lang}; textSize=${textSize}`;
      expectSoundAnswer(await send({ method: 'GET', url: route, headers: { cookie } }), `GET ${route} with cookie ${cookie}`);
    }),
    { ...params, numRuns: RUNS.cookies },
  );
});

it(`forwards malformed paths and queries to the CMS and the jobs service without a 5xx (${RUNS.forwarders} requests)`, async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom('/cms/api/', '/cms/uploads/', '/cms/api/navigation/render/', '/jobs-api/', '/jobs-api/jobs/', '/jobs-api/logos/'),
      pathSegment(),
      queryString(['locale', 'populate', 'filters[slug][$eq]', 'pagination[page]', 'sort', 'page', 'q', 'type', 'fields[0]']),
      async (prefix, segment, query) => {
        const url = `${prefix}${segment}?${query}`;
        expectSoundAnswer(await send({ method: 'GET', url }), `GET ${url}`);
      },
    ),
    { ...params, numRuns: RUNS.forwarders },
  );
});

it(`answers malformed form submissions with a 4xx and a message (${RUNS.submissions} requests)`, async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...SUBMISSION_PATHS),
      fc.oneof(bodyValue().map((value) => JSON.stringify(value) ?? 'null'), jsonText(), fc.string({ maxLength: 200 })),
      fc.constantFrom(...CONTENT_TYPES),
      async (url, payload, contentType) => {
        const response = await send({ method: 'POST', url, payload, headers: contentType ? { 'content-type': contentType } : {} });
        expectSoundAnswer(response, `POST ${url} ${contentType} ${payload.slice(0, 200)}`);
      },
    ),
    { ...params, numRuns: RUNS.submissions },
  );
});

it(`answers other methods and unknown paths with 404/405 (${RUNS.methodsAndPaths} requests)`, async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'),
      fc.array(pathSegment(), { minLength: 1, maxLength: 4 }),
      async (method, segments) => {
        const url = `/${segments.join('/')}`;
        const response = await send({ method: method as InjectOptions['method'], url, payload: method === 'GET' || method === 'HEAD' ? undefined : '{}' });
        expectSoundAnswer(response, `${method} ${url}`);
      },
    ),
    { ...params, numRuns: RUNS.methodsAndPaths },
  );
});
