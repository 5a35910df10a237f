import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '@jobpoint/e2e-utils';
import {
  FakeMailProvider,
  FaultProxy,
  freePort,
  PRIVATE_GATEWAY_CONSOLE_ERRORS,
  startGateway,
  type ServiceMode,
  type StartedGateway,
} from './faults-harness';

/**
 * The site with one of its services stopped or hung, with real processes: a gateway of the built site
 * started here, reaching the shared CMS, jobs and search services through TCP proxies that can refuse
 * or hang (the shared services keep running), and a fake mail provider that answers 500, 429 or nothing.
 * GATEWAY_MAIN and APPS_DIST_DIR choose the build (default: dist/).
 */
const UPSTREAM_TIMEOUT_MS = 3000;
const RENDER_TIMEOUT_MS = 7000;
/** What a visitor may wait at most: the render's limit, and a little for sending the page. */
const ANSWER_WITHIN_MS = RENDER_TIMEOUT_MS + 1500;
/** How long an open circuit fails calls at once before one call probes the service. */
const CIRCUIT_RESET_MS = 500;

const cms = new FaultProxy(1337);
const jobs = new FaultProxy(4310);
const search = new FaultProxy(4320);
const mail = new FakeMailProvider();
let gateway: StartedGateway;
let jobPath: string;
/** A job's page no gateway of this spec has rendered before the stale-if-error tests. */
let unseenJobPath: string;

test.describe.configure({ mode: 'serial' });
// A list is given as [value, options], or Playwright would read it as a value and its options.
test.use({ expectedConsoleErrors: [PRIVATE_GATEWAY_CONSOLE_ERRORS, { scope: 'test' }] });
test.skip(({ isMobile }) => isMobile, 'the faults are the same at every width; checked once');

test.beforeAll(async () => {
  await Promise.all([cms.start(), jobs.start(), search.start(), mail.start()]);
  gateway = await startGateway({
    CMS_URL: cms.url,
    JOBS_SERVICE_URL: jobs.url,
    SEARCH_URL: search.url,
    SEARCH_PUBLIC_URL: search.url,
    // Every page asks the CMS itself: a stopped CMS is not hidden by answers kept from before (those are
    // the subject of the stale-if-error tests below, with a gateway of their own).
    CMS_CACHE_SECONDS: '0',
    STALE_IF_ERROR_SECONDS: '0',
    CIRCUIT_RESET_MS: String(CIRCUIT_RESET_MS),
    UPSTREAM_TIMEOUT_MS: String(UPSTREAM_TIMEOUT_MS),
    RENDER_TIMEOUT_MS: String(RENDER_TIMEOUT_MS),
    BREVO_API_URL: mail.url,
    BREVO_API_KEY: 'fault-test-brevo-key',
    BREVO_DOI_TEMPLATE_ID: '1',
    BREVO_TIMEOUT_MS: '1000',
    OUTBOX_RETRY_BASE_MS: '200',
    OUTBOX_RETRY_MAX_MS: '1000',
    OUTBOX_POLL_MS: '200',
    MAILING_RATE_LIMIT_MAX: '1000',
  });
  const listed = (await (await fetch(`${gateway.url}/jobs-api/jobs?page=1`)).json()).data;
  const pathOf = async (id: string) =>
    new URL(
      (await fetch(`${gateway.url}/job-boerse/${id}`, { redirect: 'manual' })).headers.get('location') ?? '',
      gateway.url,
    ).pathname;
  [jobPath, unseenJobPath] = await Promise.all([pathOf(listed[0].id), pathOf(listed[1].id)]);
});

test.afterAll(async () => {
  await gateway?.stop();
  await Promise.all([cms.close(), jobs.close(), search.close(), mail.close()]);
});

test.afterEach(async () => {
  await Promise.all([cms.set('pass'), jobs.set('pass'), search.set('pass')]);
  mail.mode = 'ok';
  await closeCircuits(gateway.url);
});

/** A circuit a fault opened is closed again by its first call after the reset time: one to each service. */
async function closeCircuits(url: string): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, CIRCUIT_RESET_MS + 200));
  await Promise.all([fetch(`${url}/cms/api/footer?locale=de`), fetch(`${url}/jobs-api/jobs?page=1`)]);
}

/** Each page of the mix, its status and how long it took. */
async function visitAll(
  request: APIRequestContext,
): Promise<{ path: string; status: number; ms: number; html: string }[]> {
  const paths = [
    '/',
    '/job-boerse',
    jobPath,
    '/newsletter',
    '/impressum',
    '/ueber-uns',
    '/arbeitgebende',
    '/gibt-es-nicht',
  ];
  const visits = [];
  for (const path of paths) {
    const startedAt = Date.now();
    const response = await request.get(`${gateway.url}${path}`, { timeout: ANSWER_WITHIN_MS + 5000, maxRedirects: 0 });
    visits.push({ path, status: response.status(), ms: Date.now() - startedAt, html: await response.text() });
  }
  return visits;
}

/** The first job of the job board's list (whatever its title: jobs other suites posted come first). */
function firstJobLink(page: Page) {
  return page.getByRole('region', { name: /(Stellen|Jobs) gefunden/ }).getByRole('article').getByRole('link').first();
}

/** A link to a job's page, as the job board's list has one per job. */
const JOB_LINK = /href="\/job-boerse\/[^"?/]+-\d+"/;

function mainNavigationLinks(page: Page) {
  return page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link');
}

test('with every service up, the pages have their navigation and jobs (the baseline the faults are measured against)', async ({
  page,
  request,
}) => {
  for (const visit of await visitAll(request)) {
    expect(visit.status, visit.path).toBe(visit.path === '/gibt-es-nicht' ? 404 : 200);
  }
  await page.goto(`${gateway.url}/job-boerse`);
  expect(await mainNavigationLinks(page).count()).toBeGreaterThan(0);
  await expect(firstJobLink(page)).toBeVisible();
});

(['down', 'hang'] as ServiceMode[]).forEach((mode) => {
  test.describe(`the CMS ${mode === 'down' ? 'stopped' : 'hanging'}`, () => {
    test.beforeEach(() => cms.set(mode));

    test('every page answers within the time limit, with the layout left out or the error page with its status', async ({
      request,
    }) => {
      for (const visit of await visitAll(request)) {
        expect(visit.ms, `${visit.path} took ${visit.ms} ms`).toBeLessThan(ANSWER_WITHIN_MS);
        expect([200, 404, 503, 504], `${visit.path} answered ${visit.status}`).toContain(visit.status);
        expect(visit.html, visit.path).toContain('</html>');
      }
    });

    test('the job board shows its jobs without the CMS’s navigation', async ({ page }) => {
      const response = await page.goto(`${gateway.url}/job-boerse`);
      expect(response?.status()).toBe(200);
      await expect(firstJobLink(page)).toBeVisible();
      await expect(mainNavigationLinks(page)).toHaveCount(0);
    });
  });

  test.describe(`the jobs service ${mode === 'down' ? 'stopped' : 'hanging'}`, () => {
    test.beforeEach(() => jobs.set(mode));

    test('every page answers within the time limit', async ({ request }) => {
      for (const visit of await visitAll(request)) {
        expect(visit.ms, `${visit.path} took ${visit.ms} ms`).toBeLessThan(ANSWER_WITHIN_MS);
        expect(visit.status, visit.path).toBe(
          visit.path === '/gibt-es-nicht' ? 404 : visit.path === jobPath ? 503 : 200,
        );
      }
    });

    test('the job board says the jobs are unavailable, with the navigation still there', async ({ page }) => {
      await page.goto(`${gateway.url}/job-boerse`);
      await expect(page.getByText('Die Jobs können gerade nicht geladen werden.')).toBeVisible();
      expect(await mainNavigationLinks(page).count()).toBeGreaterThan(0);
      const forwarded = await page.request.get(`${gateway.url}/jobs-api/jobs?page=1`, { timeout: ANSWER_WITHIN_MS });
      // Until the circuit opens, the service's failure; then 503 at once.
      expect([mode === 'down' ? 502 : 504, 503]).toContain(forwarded.status());
    });
  });

  test.describe(`the search service ${mode === 'down' ? 'stopped' : 'hanging'}`, () => {
    test.beforeEach(() => search.set(mode));

    test('the pages answer as usual and the search says it is unavailable', async ({ page, request }) => {
      for (const visit of await visitAll(request)) {
        expect(visit.ms, `${visit.path} took ${visit.ms} ms`).toBeLessThan(ANSWER_WITHIN_MS);
        expect(visit.status, visit.path).toBe(visit.path === '/gibt-es-nicht' ? 404 : 200);
      }
      await page.goto(`${gateway.url}/`);
      await page.getByRole('button', { name: 'Suche öffnen' }).first().click();
      await page.getByRole('combobox', { name: 'Suchbegriff' }).fill('Koch');
      await expect(page.getByRole('alert').filter({ hasText: 'Die Suche ist gerade nicht erreichbar.' })).toBeVisible({
        timeout: 15_000,
      });
    });
  });
});

(['500', '429', 'hang'] as const).forEach((mode) => {
  test(`with the mail provider answering ${mode === 'hang' ? 'nothing' : mode}, the newsletter form takes the signup and it is delivered once the provider is back`, async ({
    page,
  }) => {
    mail.mode = mode;
    const address = `faults-${mode}-${Date.now()}@example.org`;
    await page.goto(`${gateway.url}/newsletter`);
    const form = page.getByRole('main').locator('form');
    await form.getByRole('textbox').fill(address);
    await form.getByRole('checkbox').click();
    const submitted = page.waitForResponse((response) => response.url().endsWith('/api/brevo/contacts'));
    const startedAt = Date.now();
    await form.getByRole('button').click();
    const response = await submitted;
    expect(Date.now() - startedAt).toBeLessThan(ANSWER_WITHIN_MS);
    expect(response.status()).toBe(202);
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Danke Sie wurden erfolgreich eingetragen!');
    expect(mail.accepted.some((body) => body.includes(address))).toBe(false);

    mail.mode = 'ok';
    await expect.poll(() => mail.accepted.filter((body) => body.includes(address)).length, { timeout: 20_000 }).toBe(1);
  });
});

test.describe('stale-if-error: a gateway keeps serving what it had while a service hangs longer than every cache lifetime', () => {
  /** Short cache times, so the hang outlasts them within seconds. */
  const CACHE_SECONDS = 2;
  const TIMEOUT_MS = 2500;
  /** How far back the circuit counts: the hang outlasts it too, so only failures are counted. */
  const WINDOW_MS = 4000;
  /** How long the open circuit fails calls at once before one probes the service. */
  const RESET_MS = 3000;
  /** Far below the time limit a waiting render would take, with room for a loaded machine. */
  const AT_ONCE_MS = 1000;
  const outlasting = () =>
    new Promise((resolve) => setTimeout(resolve, Math.max(CACHE_SECONDS * 1000, WINDOW_MS) + 500));
  const proxies = { cms: new FaultProxy(1337), jobs: new FaultProxy(4310), search: new FaultProxy(4320) };
  let kept: StartedGateway;
  let metricsUrl: string;

  test.beforeAll(async () => {
    await Promise.all(Object.values(proxies).map((proxy) => proxy.start()));
    const metricsPort = await freePort();
    metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
    kept = await startGateway({
      CMS_URL: proxies.cms.url,
      JOBS_SERVICE_URL: proxies.jobs.url,
      SEARCH_URL: proxies.search.url,
      SEARCH_PUBLIC_URL: proxies.search.url,
      CMS_CACHE_SECONDS: String(CACHE_SECONDS),
      PAGE_CACHE_SECONDS: '1',
      PAGE_CACHE_STALE_SECONDS: '1',
      UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS),
      RENDER_TIMEOUT_MS: String(2 * TIMEOUT_MS + 1000),
      CIRCUIT_WINDOW_MS: String(WINDOW_MS),
      CIRCUIT_RESET_MS: String(RESET_MS),
      CIRCUIT_VOLUME_THRESHOLD: '3',
      METRICS_PORT: String(metricsPort),
    });
  });

  test.afterAll(async () => {
    await kept?.stop();
    await Promise.all(Object.values(proxies).map((proxy) => proxy.close()));
  });

  async function visit(request: APIRequestContext, path: string) {
    const startedAt = Date.now();
    const response = await request.get(`${kept.url}${path}`, { timeout: ANSWER_WITHIN_MS, maxRedirects: 0 });
    const html = await response.text();
    return {
      path,
      status: response.status(),
      cache: response.headers()['x-cache'],
      ms: Date.now() - startedAt,
      html,
      title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    };
  }

  async function circuitOpen(upstream: 'cms' | 'jobs'): Promise<string | undefined> {
    const text = await (await fetch(metricsUrl)).text();
    return new RegExp(`^jobpoint_circuit_state\\{upstream="${upstream}",state="open"\\} (\\d)$`, 'm').exec(text)?.[1];
  }

  /**
   * Renders `seen` while the service is up, hangs it past every cache lifetime, and checks: the pages
   * seen answer 200 as they were, at once once they were tried; `unseen` is the 503 page at once once
   * the circuit is open; `whileHung` checks more while it hangs; with the service back, fresh pages within
   * the cache lifetime (and a probe's reset time) and the circuit closed.
   */
  async function outlast(
    request: APIRequestContext,
    service: 'cms' | 'jobs',
    seen: string[],
    unseen: string,
    whileHung?: () => Promise<void>,
  ) {
    const before = new Map<string, string | undefined>();
    for (const path of seen) {
      const visited = await visit(request, path);
      expect(visited.status, path).toBe(200);
      before.set(path, visited.title);
    }
    await proxies[service].set('hang');
    await outlasting();

    // The first try of each page may wait for the time limit, and opens the circuit.
    const first = await Promise.all([...seen, unseen].map((path) => visit(request, path)));
    for (const visited of first) {
      expect(visited.ms, `${visited.path} took ${visited.ms} ms`).toBeLessThan(ANSWER_WITHIN_MS);
      expect(visited.status, visited.path).toBe(visited.path === unseen ? 503 : 200);
    }
    // A page never had asks the service on each visit: failures enough to open the circuit.
    await expect
      .poll(async () => (await visit(request, unseen)) && circuitOpen(service), { timeout: 4 * TIMEOUT_MS })
      .toBe('1');

    // Kept pages never wait: their renders run in the background. A page never had may carry the one call
    // that probes the service each CIRCUIT_RESET_MS, and wait for its time limit; every other call fails at once.
    const unseenTimes: number[] = [];
    const caches = new Set<string | undefined>();
    for (let round = 0; round < 3; round += 1) {
      for (const path of [...seen, unseen]) {
        const visited = await visit(request, path);
        if (path === unseen) {
          unseenTimes.push(visited.ms);
          expect(visited.status, path).toBe(503);
          expect(visited.html).toContain('</html>');
        } else {
          expect(visited.ms, `${path} took ${visited.ms} ms with the circuit open`).toBeLessThan(AT_ONCE_MS);
          expect([visited.status, visited.title], path).toEqual([200, before.get(path)]);
          caches.add(visited.cache);
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(
      unseenTimes.filter((ms) => ms >= AT_ONCE_MS).length,
      `${unseen}: ${unseenTimes.join(', ')} ms`,
    ).toBeLessThanOrEqual(1);
    expect(Math.max(...unseenTimes)).toBeLessThan(TIMEOUT_MS + AT_ONCE_MS);
    // Pages whose render needs the failing service are the kept ones, and say so.
    expect([...caches]).toContain('STALE-IF-ERROR');

    await whileHung?.();
    await proxies[service].set('pass');
    for (const path of [...seen, unseen]) {
      await expect
        .poll(
          async () => {
            const visited = await visit(request, path);
            return [visited.status, visited.cache === 'STALE-IF-ERROR'];
          },
          // A probe sent while the service still hung opens the circuit once more; then the caches' lifetime.
          { timeout: RESET_MS + TIMEOUT_MS + CACHE_SECONDS * 1000 + 3000, message: path },
        )
        .toEqual([200, false]);
    }
    expect(await circuitOpen(service)).toBe('0');
  }

  test('the CMS hung: pages rendered before answer as they were, a page never had is the 503 page at once, and the CMS back brings fresh pages', async ({
    request,
  }) => {
    await outlast(request, 'cms', ['/', '/job-boerse', jobPath, '/impressum'], '/ueber-uns', async () => {
      // The kept job board has the CMS's navigation, which a page rendered without the CMS leaves out.
      expect((await visit(request, '/job-boerse')).html).toContain('aria-label="Hauptnavigation"');
    });
  });

  test('the jobs service hung: the job board and a job seen before answer with their jobs, a job never seen is the 503 page at once', async ({
    request,
  }) => {
    await outlast(request, 'jobs', ['/job-boerse', jobPath], unseenJobPath, async () => {
      const { html } = await visit(request, '/job-boerse');
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
      expect(main).not.toContain('Die Jobs können gerade nicht geladen werden.');
      expect(main).toMatch(JOB_LINK);
    });
  });

  test('the browser’s /cms and /jobs-api answers: the last good one while the service hangs, 503 at once for one never asked', async ({
    request,
  }) => {
    const asked = ['/cms/api/footer?locale=de', '/jobs-api/jobs?page=1'];
    for (const path of asked) {
      expect((await request.get(`${kept.url}${path}`)).status()).toBe(200);
    }
    await Promise.all([proxies.cms.set('hang'), proxies.jobs.set('hang')]);
    await outlasting();
    await Promise.all(asked.map((path) => request.get(`${kept.url}${path}`, { timeout: ANSWER_WITHIN_MS })));
    await Promise.all(
      ['/ueber-uns?nie=1', '/ueber-uns?nie=2', `${unseenJobPath}?nie=1`, `${unseenJobPath}?nie=2`].map((path) =>
        visit(request, path),
      ),
    );
    await expect
      .poll(async () => [await circuitOpen('cms'), await circuitOpen('jobs')], { timeout: 3 * TIMEOUT_MS })
      .toEqual(['1', '1']);
    for (const path of asked) {
      const startedAt = Date.now();
      const response = await request.get(`${kept.url}${path}`);
      expect(Date.now() - startedAt).toBeLessThan(AT_ONCE_MS);
      expect([response.status(), response.headers()['x-cache']], path).toEqual([200, 'STALE-IF-ERROR']);
    }
    for (const path of ['/cms/api/footer?locale=en', '/jobs-api/jobs?page=99']) {
      const startedAt = Date.now();
      const response = await request.get(`${kept.url}${path}`);
      expect(Date.now() - startedAt).toBeLessThan(AT_ONCE_MS);
      expect(response.status(), path).toBe(503);
    }
    await Promise.all([proxies.cms.set('pass'), proxies.jobs.set('pass')]);
  });
});
