import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@jobpoint/e2e-utils';
import { SITE_PAGES } from '@jobpoint/site-routes';
import { FOREIGN_LOGO, PRIVATE_GATEWAY_CONSOLE_ERRORS, startCmsTokenProxy, startGateway, WORKSPACE_ROOT, type StartedGateway } from './faults-harness';

/**
 * What the HTTP Observatory scores, and no secret anywhere a browser can read. A gateway of the built site
 * (GATEWAY_MAIN, APPS_DIST_DIR as in faults.spec.ts) is started here in production mode behind a trusted
 * proxy, with a mail key and captcha secret planted to be looked for.
 */
const PLANTED = {
  BREVO_API_KEY: 'xkeysib-planted-brevo-key-3f9a1c7e5d2b',
  CAPTCHA_SECRET: 'planted-captcha-secret-8e41b0c9a2',
  CAPTCHA_PROJECT_ID: 'planted-captcha-project-5c2e',
  PREVIEW_SECRET: 'planted-preview-secret-71d0c4e9',
  CMS_PREVIEW_TOKEN: 'planted-cms-drafts-token-2b8e6f13',
  CMS_WEBHOOK_SECRET: 'planted-cms-webhook-secret-9a5c',
  CMS_API_TOKEN: 'planted-cms-read-token-4d7e1a90',
};
/** The local CMS's read token, which the CMS proxy puts in place of the gateway's. */
const LOCAL_CMS_READ_TOKEN = process.env['CMS_API_TOKEN'] ?? 'local-cms-read-token-2f7c9a41d8e3b56f';
/** The secrets of the local services (README), each a string no page or asset may contain. */
const SECRETS = [
  ...Object.values(PLANTED),
  LOCAL_CMS_READ_TOKEN,
  process.env['CMS_ADMIN_PASSWORD'] ?? 'Jobpoint-local-1',
  process.env['SEARCH_ADMIN_KEY'] ?? 'local-search-admin-key',
  process.env['JOBS_ADMIN_TOKEN'] ?? 'local-jobs-admin-token',
].filter((secret) => secret.length >= 8);

const APPS_DIST_DIR = path.resolve(WORKSPACE_ROOT, process.env['APPS_DIST_DIR'] ?? 'dist/apps');

let gateway: StartedGateway;
let cms: Awaited<ReturnType<typeof startCmsTokenProxy>>;

test.describe.configure({ mode: 'serial' });
// A list is given as [value, options], or Playwright would read it as a value and its options.
test.use({ expectedConsoleErrors: [PRIVATE_GATEWAY_CONSOLE_ERRORS, { scope: 'test' }] });
test.skip(({ isMobile }) => isMobile, 'headers and pages do not depend on the width; checked once');

test.beforeAll(async () => {
  cms = await startCmsTokenProxy(process.env['CMS_URL'] ?? 'http://127.0.0.1:1337', { from: PLANTED.CMS_API_TOKEN, to: LOCAL_CMS_READ_TOKEN });
  gateway = await startGateway({
    NODE_ENV: 'production',
    CMS_URL: cms.url,
    OUTBOX_SINGLE_GATEWAY: 'true',
    TRUST_PROXY: '127.0.0.1,::1',
    ...PLANTED,
    BREVO_DOI_TEMPLATE_ID: '1',
    BREVO_API_URL: 'http://127.0.0.1:9/v3',
    CAPTCHA_SITE_KEY: 'public-captcha-site-key',
  });
});

test.afterAll(async () => {
  await gateway?.stop();
  await cms?.close();
});

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

/** Every registry route with its parameters filled from the running services. */
async function sitePaths(): Promise<string[]> {
  const cms = (collection: string) =>
    fetch(`${gateway.url}/cms/api/${collection}?fields[0]=slug&pagination[pageSize]=1&locale=de`)
      .then((response) => response.json() as Promise<{ data: { slug?: string; attributes?: { slug?: string } }[] }>)
      .then(({ data }) => data[0]?.slug ?? data[0]?.attributes?.slug ?? 'gibt-es-nicht');
  const { data: jobs } = (await (await fetch(`${gateway.url}/jobs-api/jobs?page=1`)).json()) as { data: { id: number }[] };
  const values: Record<string, string> = {
    '/job-boerse/:jobParam': `/job-boerse/${jobs[0]?.id ?? 1}`,
    '/ratgeber/:slug': `/ratgeber/${await cms('articles')}`,
    '/veranstaltungen/:slug': `/veranstaltungen/${await cms('veranstaltungens')}`,
    '/:pageSlug': `/${await cms('seiten')}`,
  };
  return SITE_PAGES.map((page) => values[page.path] ?? page.path);
}

test('no secret is in any file of the client build', () => {
  const files = ['jobseekers', 'employers'].flatMap((app) => filesUnder(path.join(APPS_DIST_DIR, app, 'client')));
  expect(files.length).toBeGreaterThan(10);
  const leaks = files.flatMap((file) => {
    const text = readFileSync(file, 'latin1');
    return SECRETS.filter((secret) => text.includes(secret)).map((secret) => `${path.relative(APPS_DIST_DIR, file)}: ${secret.slice(0, 6)}…`);
  });
  expect(leaks).toEqual([]);
});

test('no secret is in the HTML of any page, in any language, nor in the files the site serves beside them', async ({ request }) => {
  const paths = [...(await sitePaths()), '/gibt-es-nicht', '/sw.js', '/robots.txt', '/sitemap.xml', '/manifest.webmanifest'];
  let pagesRead = 0;
  for (const pagePath of paths) {
    for (const locale of ['de', 'ar']) {
      const response = await request.get(`${gateway.url}${pagePath}${pagePath.includes('?') ? '&' : '?'}locale=${locale}`);
      const body = await response.text();
      pagesRead += response.status() === 200 ? 1 : 0;
      for (const secret of SECRETS) {
        expect(body.includes(secret), `${pagePath} (${locale}) contains ${secret.slice(0, 6)}…`).toBe(false);
      }
    }
  }
  expect(pagesRead).toBeGreaterThan(SITE_PAGES.length);
});

test('sends the headers the HTTP Observatory scores for an A+', async ({ request }) => {
  for (const pagePath of ['/', '/job-boerse', '/cms/api/footer?locale=de', '/jobs-api/jobs?page=1', '/gibt-es-nicht', '/robots.txt']) {
    const headers = (await request.get(`${gateway.url}${pagePath}`, { headers: { 'x-forwarded-proto': 'https' } })).headers();
    expect(headers['strict-transport-security'], pagePath).toMatch(/^max-age=(\d+); includeSubDomains$/);
    expect(Number(/max-age=(\d+)/.exec(headers['strict-transport-security'])?.[1])).toBeGreaterThanOrEqual(15_768_000);
    expect(headers['x-content-type-options'], pagePath).toBe('nosniff');
    expect(headers['referrer-policy'], pagePath).toBe('strict-origin-when-cross-origin');
    expect(headers['cross-origin-resource-policy'], pagePath).toBe('same-origin');
    expect(headers['x-frame-options'], pagePath).toBe('DENY');
    const csp = headers['content-security-policy'] ?? '';
    const directive = (name: string) => new RegExp(`(?:^|; )${name} ([^;]*)`).exec(csp)?.[1] ?? '';
    expect(directive('script-src'), pagePath).toMatch(/^'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(directive('style-src'), pagePath).toMatch(/^'self' 'nonce-[A-Za-z0-9+/=]+'$/);
    expect(csp, pagePath).not.toMatch(/(script-src|style-src|default-src) [^;]*'unsafe-(inline|eval)'/);
    expect(directive('object-src'), pagePath).toBe("'none'");
    expect(directive('frame-ancestors'), pagePath).toBe("'none'");
    expect(directive('base-uri'), pagePath).toBe("'self'");
    expect(directive('form-action'), pagePath).toBe("'self'");
  }
});

test('the browser applies every style with the nonce, also those written at runtime, and blocks nothing of the site', async ({ page, consoleErrors }) => {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(`'${event.blockedURI}' ${event.violatedDirective} ${event.sample} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`),
    );
  });
  for (const pagePath of ['/', '/job-boerse', '/newsletter?locale=ar']) {
    await page.goto(`${gateway.url}${pagePath}`);
    await page.waitForLoadState('networkidle');
  }
  // Opening the search writes the dialog's styles into the page at runtime.
  await page.getByRole('button', { name: 'ابحث' }).or(page.getByRole('button', { name: /Suche öffnen|Open search|بحث/ })).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((element) => getComputedStyle(element).position)).not.toBe('static');
  const styles = await page.evaluate(() =>
    [...document.querySelectorAll('style')].map((style) => ({ emotion: style.getAttribute('data-emotion') ?? '', nonce: style.nonce ?? '' })),
  );
  expect(styles.length).toBeGreaterThan(0);
  expect(styles.filter((style) => style.nonce === '')).toEqual([]);
  // zod (the forms' and content's validation) tries `new Function('')` when its schemas first load in a
  // page to decide whether it may compile its parsers; the CSP refuses it, and it validates without
  // compiling (docs/decisions/136).
  const zodEvalProbe = /^'eval' script-src /;
  expect(violations.filter((text) => !FOREIGN_LOGO.test(text) && !zodEvalProbe.test(text))).toEqual([]);
  expect(consoleErrors.filter((text) => /Content Security Policy/.test(text) && !FOREIGN_LOGO.test(text))).toEqual([]);
});
