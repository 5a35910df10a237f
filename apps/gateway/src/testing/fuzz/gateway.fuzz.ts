import fc from 'fast-check';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROUTES as SITE_ROUTES, SITE_PAGES } from '@jobpoint/site-routes';
import { expectSoundAnswer } from '@jobpoint/test-utils';
import { WEBHOOK_SECRET_HEADER } from '../../content-changes/content-change-plugin';
import { loadMailingConfig } from '../../mailing/mailing-config';
import { loadConfig, type GatewayConfig } from '../../lib/config';
import { buildGateway } from '../../app/gateway';
import { createCmsAnswerCache } from '../../app/renderers';
import { ServiceCircuits } from '../../resilience/service-circuits';
import { loadBuiltRenderers } from './built-renderers';
import { bodyValue, cookieValue, jobAlertBody, jsonText, pathSegment, queryString, redirectTarget, webhookBody } from './malformed-input';

/**
 * Thousands of generated malformed requests to the gateway in-process (`inject`), with both apps' real
 * server builds (APPS_DIST_DIR, default dist/apps) and the running CMS and jobs service behind it: every
 * route parameter, query parameter, the `lang` and `textSize` cookies, the forwarders, every API body, the
 * editors' preview and webhook with right, wrong and missing secrets, and the job alerts' API and pages.
 * No answer may be a 5xx or a redirect off the site, and nothing may crash or reject unhandled; a page
 * answers with the spec's page or its 404/400, an API with a 4xx and a message. Which 4xx is left to the
 * endpoints' own specs.
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
  preview: runs(400),
  previewExit: runs(300),
  webhook: runs(400),
  jobAlertSubscriptions: runs(400),
  jobAlertTokens: runs(200),
  jobAlertPages: runs(300),
};

/** The registry's routes; parameters (`:slug`, `:jobParam`) are filled by the generators. */
const ROUTES = SITE_PAGES.map((page) => page.path);
const PARAMETER_ROUTES = ROUTES.filter((route) => route.includes('/:'));
const QUERY_NAMES = [
  'locale', 'q', 'seite', 'sortierung', 'sonderveranstaltung', 'kategorie', 'branche', 'qualifikation', 'arbeitszeit',
  'plz', 'messe', 'monat', 'format', 'standort', 'sprache', 'vergangen', 'tag', 'suche', 'page', 'id', 'slug',
];
const SUBMISSION_PATHS = ['/api/brevo/contacts', '/api/brevo/event', '/api/brevo/company', '/api/captcha/verify'];
/** The job board's query names, which a job alert's search is made of. */
const JOB_SEARCH_NAMES = ['q', 'kategorie', 'branche', 'qualifikation', 'arbeitszeit', 'plz', 'sonderaktion', 'sortierung', 'seite'];
const JOB_ALERT_PAGES = [SITE_ROUTES.jobAlertConfirm, SITE_ROUTES.jobAlertManage, SITE_ROUTES.jobAlertEnd];
const CONTENT_TYPES = ['application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', ''];

let app: FastifyInstance;
let config: GatewayConfig;
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
    // Bad input is the subject here, not a slow machine: a service slowed down by the run itself, or a
    // render queued behind a background refresh on a busy machine, must not count as a 503/504 (the time
    // limits and the load shedding have their own tests).
    UPSTREAM_TIMEOUT_MS: '30000',
    RENDER_TIMEOUT_MS: '60000',
    RENDER_QUEUE_TIMEOUT_MS: '60000',
  };
  config = loadConfig(env);
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

/**
 * A sound answer (`expectSoundAnswer`) that, when it is a redirect, names where to go and leads a browser
 * to a page of this site from any of its pages.
 */
function expectSafeAnswer(response: LightMyRequestResponse, request: string): void {
  expectSoundAnswer(response, request);
  if (response.statusCode < 300 || response.statusCode >= 400) {
    return;
  }
  const location = response.headers.location;
  if (typeof location !== 'string' || location === '') {
    throw new Error(`${request} answered ${response.statusCode} without a Location`);
  }
  const site = new URL(config.PUBLIC_URL).origin;
  for (const page of [`${site}/`, `${site}/ratgeber/a/b?locale=ar`]) {
    if (new URL(location, page).origin !== site) {
      throw new Error(`${request} redirected off the site to ${location}`);
    }
  }
}

/** A client address: mostly one, so that wrong secrets reach the per-address limit, sometimes any other. */
const clientAddress = () => fc.oneof(fc.constant('198.51.100.7'), fc.ipV4());

/** A secret as sent: the right one, a wrong, empty or odd one, or none. */
const secretOf = (right: string) =>
  fc.oneof(fc.constant(right), fc.constant(undefined), fc.constantFrom('', `${right}x`, right.slice(1), right.toUpperCase(), '%00', 'a'.repeat(5000)), fc.string({ maxLength: 40 }));


const params = { seed, verbose: 1 } as const;

it(`fills every route parameter with malformed values (${RUNS.routeParameters} requests)`, async () => {
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...PARAMETER_ROUTES), pathSegment(), fc.boolean(), async (route, segment, pdf) => {
      const url = route.replace(/:[A-Za-z]+/, segment) + (pdf && route.startsWith('/job-boerse/') ? '/pdf' : '');
      expectSafeAnswer(await send({ method: 'GET', url }), `GET ${url}`);
    }),
    { ...params, numRuns: RUNS.routeParameters },
  );
});

it(`sends every page malformed query parameters (${RUNS.queryParameters} requests)`, async () => {
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...ROUTES.filter((route) => !route.includes('/:'))), queryString(QUERY_NAMES), async (route, query) => {
      const url = `${route}?${query}`;
      expectSafeAnswer(await send({ method: 'GET', url }), `GET ${url}`);
    }),
    { ...params, numRuns: RUNS.queryParameters },
  );
});

it(`sends malformed language and text size cookies (${RUNS.cookies} requests)`, async () => {
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...ROUTES.filter((route) => !route.includes('/:'))), cookieValue(), cookieValue(), async (route, lang, textSize) => {
      const cookie = `lang=${lang}; textSize=${textSize}`;
      expectSafeAnswer(await send({ method: 'GET', url: route, headers: { cookie } }), `GET ${route} with cookie ${cookie}`);
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
        expectSafeAnswer(await send({ method: 'GET', url }), `GET ${url}`);
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
        expectSafeAnswer(response, `POST ${url} ${contentType} ${payload.slice(0, 200)}`);
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
        expectSafeAnswer(response, `${method} ${url}`);
      },
    ),
    { ...params, numRuns: RUNS.methodsAndPaths },
  );
});

it(`answers malformed preview links with right and wrong secrets, never leading off the site (${RUNS.preview} requests)`, async () => {
  await fc.assert(
    fc.asyncProperty(
      secretOf(config.PREVIEW_SECRET),
      redirectTarget(),
      fc.constantFrom('draft', 'published', '', 'DRAFT', 'x', undefined),
      queryString(['secret', 'url', 'status', 'locale']),
      clientAddress(),
      async (secret, target, status, extra, remoteAddress) => {
        const query = [secret === undefined ? '' : `secret=${encodeURIComponent(secret)}`, `url=${target}`, status === undefined ? '' : `status=${status}`, extra];
        const url = `/api/preview?${query.filter(Boolean).join('&')}`;
        expectSafeAnswer(await send({ method: 'GET', url, remoteAddress }), `GET ${url} from ${remoteAddress}`);
      },
    ),
    { ...params, numRuns: RUNS.preview },
  );
});

it(`ends previews with malformed addresses and cookies, never leading off the site (${RUNS.previewExit} requests)`, async () => {
  await fc.assert(
    fc.asyncProperty(redirectTarget(), fc.option(cookieValue()), fc.boolean(), async (target, cookie, withTarget) => {
      const url = withTarget ? `/api/preview/exit?url=${target}` : '/api/preview/exit';
      const headers = cookie === null ? {} : { cookie: `jobpoint_preview=${cookie}` };
      expectSafeAnswer(await send({ method: 'GET', url, headers }), `GET ${url} with ${JSON.stringify(headers)}`);
    }),
    { ...params, numRuns: RUNS.previewExit },
  );
});

it(`answers malformed CMS webhooks with right and wrong secrets (${RUNS.webhook} requests)`, async () => {
  await fc.assert(
    fc.asyncProperty(
      secretOf(config.CMS_WEBHOOK_SECRET),
      fc.oneof(webhookBody().map((value) => JSON.stringify(value) ?? 'null'), jsonText(), fc.string({ maxLength: 200 })),
      fc.constantFrom(...CONTENT_TYPES),
      clientAddress(),
      async (secret, payload, contentType, remoteAddress) => {
        const headers = { ...(secret === undefined ? {} : { [WEBHOOK_SECRET_HEADER]: secret }), ...(contentType ? { 'content-type': contentType } : {}) };
        const response = await send({ method: 'POST', url: '/api/cms-webhook', payload, headers, remoteAddress });
        expectSafeAnswer(response, `POST /api/cms-webhook ${JSON.stringify(headers).slice(0, 200)} ${payload.slice(0, 200)}`);
      },
    ),
    { ...params, numRuns: RUNS.webhook },
  );
});

it(`answers malformed job alert subscriptions with a 4xx and a message (${RUNS.jobAlertSubscriptions} requests)`, async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.oneof(jobAlertBody(JOB_SEARCH_NAMES).map((value) => JSON.stringify(value) ?? 'null'), jsonText(), fc.string({ maxLength: 200 })),
      fc.constantFrom(...CONTENT_TYPES),
      async (payload, contentType) => {
        const response = await send({ method: 'POST', url: '/api/job-alerts', payload, headers: contentType ? { 'content-type': contentType } : {} });
        expectSafeAnswer(response, `POST /api/job-alerts ${contentType} ${payload.slice(0, 200)}`);
      },
    ),
    { ...params, numRuns: RUNS.jobAlertSubscriptions },
  );
});

it(`answers malformed job alert tokens (${RUNS.jobAlertTokens} requests)`, async () => {
  await fc.assert(
    fc.asyncProperty(fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'DELETE'), pathSegment(), async (method, token) => {
      const url = `/api/job-alerts/${token}`;
      const response = await send({ method: method as InjectOptions['method'], url, payload: method === 'GET' || method === 'HEAD' ? undefined : '{}' });
      expectSafeAnswer(response, `${method} ${url}`);
    }),
    { ...params, numRuns: RUNS.jobAlertTokens },
  );
});

it(`answers the job alert pages' links and forms with malformed tokens and fields (${RUNS.jobAlertPages} requests)`, async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...JOB_ALERT_PAGES),
      fc.constantFrom('GET', 'POST'),
      pathSegment(),
      queryString(['token', 'locale', 'beendet', 'gespeichert']),
      fc.oneof(queryString(['frequency', 'List-Unsubscribe']), fc.constantFrom('List-Unsubscribe=One-Click', 'frequency=weekly', 'frequency=daily'), fc.string({ maxLength: 200 })),
      fc.constantFrom(...CONTENT_TYPES),
      async (page, method, token, extra, body, contentType) => {
        const url = `${page}?token=${token}&${extra}`;
        const options: InjectOptions =
          method === 'GET' ? { method, url } : { method, url, payload: body, headers: contentType ? { 'content-type': contentType } : {} };
        expectSafeAnswer(await send(options), `${method} ${url} ${method === 'POST' ? `${contentType} ${body.slice(0, 200)}` : ''}`);
      },
    ),
    { ...params, numRuns: RUNS.jobAlertPages },
  );
});
