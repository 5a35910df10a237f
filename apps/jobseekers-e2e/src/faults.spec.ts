import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '@jobpoint/e2e-utils';
import { FakeMailProvider, FaultProxy, PRIVATE_GATEWAY_CONSOLE_ERRORS, startGateway, type ServiceMode, type StartedGateway } from './faults-harness';

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

const cms = new FaultProxy(1337);
const jobs = new FaultProxy(4310);
const search = new FaultProxy(4320);
const mail = new FakeMailProvider();
let gateway: StartedGateway;
let jobPath: string;

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
    // Every page asks the CMS itself: a stopped CMS is not hidden by answers kept from before.
    CMS_CACHE_SECONDS: '0',
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
  const redirect = await fetch(`${gateway.url}/job-boerse/${(await (await fetch(`${gateway.url}/jobs-api/jobs?page=1`)).json()).data[0].id}`, {
    redirect: 'manual',
  });
  jobPath = new URL(redirect.headers.get('location') ?? '', gateway.url).pathname;
});

test.afterAll(async () => {
  await gateway?.stop();
  await Promise.all([cms.close(), jobs.close(), search.close(), mail.close()]);
});

test.afterEach(async () => {
  await Promise.all([cms.set('pass'), jobs.set('pass'), search.set('pass')]);
  mail.mode = 'ok';
});

/** Each page of the mix, its status and how long it took. */
async function visitAll(request: APIRequestContext): Promise<{ path: string; status: number; ms: number; html: string }[]> {
  const paths = ['/', '/job-boerse', jobPath, '/newsletter', '/impressum', '/ueber-uns', '/arbeitgebende', '/gibt-es-nicht'];
  const visits = [];
  for (const path of paths) {
    const startedAt = Date.now();
    const response = await request.get(`${gateway.url}${path}`, { timeout: ANSWER_WITHIN_MS + 5000, maxRedirects: 0 });
    visits.push({ path, status: response.status(), ms: Date.now() - startedAt, html: await response.text() });
  }
  return visits;
}

function mainNavigationLinks(page: Page) {
  return page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link');
}

test('with every service up, the pages have their navigation and jobs (the baseline the faults are measured against)', async ({ page, request }) => {
  for (const visit of await visitAll(request)) {
    expect(visit.status, visit.path).toBe(visit.path === '/gibt-es-nicht' ? 404 : 200);
  }
  await page.goto(`${gateway.url}/job-boerse`);
  expect(await mainNavigationLinks(page).count()).toBeGreaterThan(0);
  await expect(page.getByRole('link', { name: /\(m\/w\/d\)/ }).first()).toBeVisible();
});

(['down', 'hang'] as ServiceMode[]).forEach((mode) => {
  test.describe(`the CMS ${mode === 'down' ? 'stopped' : 'hanging'}`, () => {
    test.beforeEach(() => cms.set(mode));

    test('every page answers within the time limit, with the layout left out or the error page with its status', async ({ request }) => {
      for (const visit of await visitAll(request)) {
        expect(visit.ms, `${visit.path} took ${visit.ms} ms`).toBeLessThan(ANSWER_WITHIN_MS);
        expect([200, 404, 503, 504], `${visit.path} answered ${visit.status}`).toContain(visit.status);
        expect(visit.html, visit.path).toContain('</html>');
      }
    });

    test('the job board shows its jobs without the CMS’s navigation', async ({ page }) => {
      const response = await page.goto(`${gateway.url}/job-boerse`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('link', { name: /\(m\/w\/d\)/ }).first()).toBeVisible();
      await expect(mainNavigationLinks(page)).toHaveCount(0);
    });
  });

  test.describe(`the jobs service ${mode === 'down' ? 'stopped' : 'hanging'}`, () => {
    test.beforeEach(() => jobs.set(mode));

    test('every page answers within the time limit', async ({ request }) => {
      for (const visit of await visitAll(request)) {
        expect(visit.ms, `${visit.path} took ${visit.ms} ms`).toBeLessThan(ANSWER_WITHIN_MS);
        expect(visit.status, visit.path).toBe(visit.path === '/gibt-es-nicht' ? 404 : visit.path === jobPath ? 503 : 200);
      }
    });

    test('the job board says the jobs are unavailable, with the navigation still there', async ({ page }) => {
      await page.goto(`${gateway.url}/job-boerse`);
      await expect(page.getByText('Die Jobs können gerade nicht geladen werden.')).toBeVisible();
      expect(await mainNavigationLinks(page).count()).toBeGreaterThan(0);
      const forwarded = await page.request.get(`${gateway.url}/jobs-api/jobs?page=1`, { timeout: ANSWER_WITHIN_MS });
      expect(forwarded.status()).toBe(mode === 'down' ? 502 : 504);
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
      await expect(page.getByRole('alert').filter({ hasText: 'Die Suche ist gerade nicht erreichbar.' })).toBeVisible({ timeout: 15_000 });
    });
  });
});

(['500', '429', 'hang'] as const).forEach((mode) => {
  test(`with the mail provider answering ${mode === 'hang' ? 'nothing' : mode}, the newsletter form takes the signup and it is delivered once the provider is back`, async ({ page }) => {
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
