import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { APIRequestContext } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  hasLocalMailbox,
  mailboxMails,
  test,
  type MailboxMail,
} from '@jobpoint/e2e-utils';
import { WORKSPACE_ROOT } from './faults-harness';

/**
 * Job alerts from the job board to the mails in the gateway's local mailbox (no Brevo key) and back.
 *
 * New jobs come from `tools/jobs.mjs add` (the local jobs service at JOBS_SERVICE_URL, default the one of
 * `npm start`), the alerts run with `tools/job-alerts.mjs run --due-now`. The tools run with this
 * process's environment from the repository's root, so they open the outbox the gateway under test
 * uses when it was started with the same DATA_DIR or DATABASE_URL (as `npm run test:e2e` does; by
 * default `.data`, that of `npm start`). For a gateway started elsewhere, set them for the spec as well.
 */

const run = promisify(execFile);

/** Runs one of the repository's tools and gives its standard output; a failing tool fails the test with its messages. */
async function tool(script: string, ...args: string[]): Promise<{ stdout: string; stderr: string }> {
  const { stdout, stderr } = await run('node', [`tools/${script}`, ...args], {
    cwd: WORKSPACE_ROOT,
    env: process.env,
    timeout: 120_000,
  });
  return { stdout: stdout.trim(), stderr: stderr.trim() };
}

/** Adds a job to the local jobs service and gives its id (the alerts ask the jobs service, not the search). */
async function addJob(title: string, category: number, zip: number): Promise<number> {
  const { stdout } = await tool(
    'jobs.mjs',
    'add',
    '--title',
    title,
    '--category',
    String(category),
    '--zip',
    String(zip),
    '--no-search',
  );
  expect(stdout).toMatch(/^\d+$/);
  return Number(stdout);
}

/** Runs every confirmed alert now; the tool returns once the gateway has mailed or skipped each run. */
async function runAlertsNow(): Promise<string> {
  const { stdout, stderr } = await tool('job-alerts.mjs', 'run', '--due-now');
  return `${stderr}\n${stdout}`;
}

interface Constants {
  job_categories: { id: number; name: string }[];
  zip_codes: { id: number; zip: string; place_name: string }[];
}

async function publicViewConstants(request: APIRequestContext): Promise<Constants> {
  const response = await request.get('/jobs-api/public-view-constants');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Constants;
}

function uniqueAddress(label: string): string {
  return `e2e-alert-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;
}

/** The one mail of `address` tagged `tag`, once it has arrived. */
async function theMail(
  request: APIRequestContext,
  address: string,
  tag: string,
  message: string,
): Promise<MailboxMail> {
  await expect
    .poll(async () => (await mailboxMails(request, address, tag)).length, { message, timeout: 20_000 })
    .toBe(1);
  return (await mailboxMails(request, address, tag))[0];
}

/** A link of a mail as a path on the gateway under test (the mails name the site's public origin). */
function onThisSite(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** The confirmation link of a job alert's confirmation mail, and its token. */
function confirmationLink(mail: MailboxMail): { path: string; token: string } {
  const link = /https?:\/\/\S+\/job-alarm\/bestaetigen\?\S+/.exec(mail.text)?.[0];
  expect(link, 'the confirmation link in the plain text').toBeDefined();
  const url = new URL(link as string);
  const token = url.searchParams.get('token') ?? '';
  expect(token).toMatch(/^[\w-]{20,}$/);
  expect(mail.html).toContain(`href="${(link as string).replaceAll('&', '&amp;')}"`);
  return { path: onThisSite(link as string), token };
}

test.beforeEach(async ({ request }) => {
  test.skip(
    !(await hasLocalMailbox(request)),
    'The gateway sends through Brevo (or is not on this machine): no local mailbox to read the mails from.',
  );
});

test.describe('job alerts', () => {
  test('from the job board with filters: confirmation mail, confirm, a new job mailed with one-click unsubscribe, then no more mail', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const constants = await publicViewConstants(request);
    const category = constants.job_categories[1];
    const zip = constants.zip_codes[2];
    const address = uniqueAddress('board');
    const unique = `${Date.now()}`;
    let token = '';

    await test.step('subscribe on the job board, with "Pflichtfeld" first', async () => {
      await page.goto(`/job-boerse?kategorie=${category.id}&plz=${zip.id}`);
      await page.getByText('Job-Alarm für diese Suche', { exact: true }).click();
      const form = page.getByRole('form', { name: 'Job-Alarm für diese Suche' });
      await expect(form).toBeVisible();
      const lookingFor = page.getByRole('list', { name: 'Der Job-Alarm sucht nach:' });
      await expect(lookingFor.getByRole('listitem')).toHaveText([
        `Jobkategorie: ${category.name}`,
        `Postleitzahl: ${zip.zip} ${zip.place_name}`,
      ]);

      await expectNoAxeViolations(page);

      await form.getByRole('button', { name: 'Job-Alarm anlegen' }).click();
      await expect(form.getByText('Pflichtfeld')).toHaveCount(2);
      await expectNoAxeViolations(page);

      await form.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(address);
      await form.getByRole('radio', { name: 'Wöchentlich' }).check();
      await form.getByRole('checkbox').click();
      await expect(form.getByRole('checkbox')).toBeChecked();
      await form.getByRole('button', { name: 'Job-Alarm anlegen' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: 'Fast geschafft: Wir haben Ihnen eine E-Mail geschickt.' }),
      ).toBeVisible();
      await expect(form).toHaveCount(0);
    });

    await test.step('the confirmation mail, and its link confirms the alert', async () => {
      const mail = await theMail(
        request,
        address,
        'job-alert-confirmation',
        'the confirmation mail in the local mailbox',
      );
      expect(mail.headers['subject']).toBe('Bitte bestätigen Sie Ihren Job-Alarm');
      expect(mail.text).toContain(`- Jobkategorie: ${category.name}`);
      expect(mail.headers['list-unsubscribe']).toBeUndefined();
      const link = confirmationLink(mail);
      token = link.token;

      const before = await request.get(`/api/job-alerts/${token}`);
      expect(before.status()).toBe(200);
      expect((await before.json()).confirmed).toBe(false);

      await page.goto(link.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ihr Job-Alarm ist aktiv');
      await expect(page.getByRole('main')).toContainText('Sie bekommen ab jetzt einmal pro Woche eine E-Mail');
      await expect(page.getByRole('main').getByRole('listitem')).toHaveText([
        `Jobkategorie: ${category.name}`,
        `Postleitzahl: ${zip.zip} ${zip.place_name}`,
      ]);
      await expect(page.getByRole('link', { name: 'Job-Alarm verwalten' })).toHaveAttribute(
        'href',
        new RegExp(`/job-alarm/verwalten\\?token=${token}`),
      );
      await expectNoAxeViolations(page);

      const alert = await request.get(`/api/job-alerts/${token}`);
      expect(alert.status()).toBe(200);
      expect(alert.headers()['cache-control']).toBe('private, no-store');
      const body = (await alert.json()) as { search: string; frequency: string; locale: string; confirmed: boolean };
      expect({ ...body, search: [...new URLSearchParams(body.search)].sort() }).toEqual({
        search: [
          ['kategorie', String(category.id)],
          ['plz', String(zip.id)],
        ],
        frequency: 'weekly',
        locale: 'de',
        confirmed: true,
      });
    });

    let unsubscribe = '';
    await test.step('a new matching job, the alerts run: the mail lists it, with one-click unsubscribe', async () => {
      const title = `E2E Alarm ${unique}`;
      const id = await addJob(title, category.id, zip.id);
      const ran = await runAlertsNow();
      const mail = await theMail(
        request,
        address,
        'job-alert',
        `the alert mail after \`tools/job-alerts.mjs run --due-now\` (is its DATA_DIR/DATABASE_URL the gateway's?):\n${ran}`,
      );

      expect(mail.headers['subject']).toMatch(/^(1 neuer Job|\d+ neue Jobs) für Ihren Job-Alarm$/);
      expect(mail.text).toContain(title);
      const jobLink = new RegExp(`https?://\\S+/job-boerse/[a-z0-9-]+-${id}\\?locale=de`).exec(mail.text)?.[0];
      expect(jobLink, `the link of job ${id} in the plain text`).toBeDefined();
      expect(mail.html).toContain(`href="${jobLink}">${title}</a>`);
      const jobPage = await request.get(onThisSite(jobLink as string));
      expect(jobPage.status()).toBe(200);
      expect(await jobPage.text()).toContain(title);

      expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      const header = /^<(https?:\/\/[^>]+)>$/.exec(mail.headers['list-unsubscribe'] ?? '')?.[1];
      expect(header, 'List-Unsubscribe: <URL>').toBeDefined();
      const url = new URL(header as string);
      expect(url.pathname).toBe('/job-alarm/abmelden');
      expect(url.searchParams.get('token')).toBe(token);
      unsubscribe = header as string;
    });

    await test.step('one-click unsubscribe by POST ends the alert: no mail for the next new job', async () => {
      // A mail program's or scanner's GET of the link only shows the page with the button.
      const shown = await request.get(onThisSite(unsubscribe));
      expect(shown.status()).toBe(200);
      expect(await shown.text()).toContain('Job-Alarm beenden');
      expect((await request.get(`/api/job-alerts/${token}`)).status()).toBe(200);

      const answer = await request.post(onThisSite(unsubscribe), { form: { 'List-Unsubscribe': 'One-Click' } });
      expect(answer.status()).toBeGreaterThanOrEqual(200);
      expect(answer.status()).toBeLessThan(300);
      expect(await answer.text()).toContain('Ihr Job-Alarm ist beendet');
      expect((await request.get(`/api/job-alerts/${token}`)).status()).toBe(404);

      await addJob(`E2E Alarm danach ${unique}`, category.id, zip.id);
      await runAlertsNow();
      expect(await mailboxMails(request, address, 'job-alert')).toHaveLength(1);
      expect(await mailboxMails(request, address)).toHaveLength(2);
    });
  });

  test('in Arabic: confirmed right to left, weekly on the manage page, ended with its button', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const constants = await publicViewConstants(request);
    const address = uniqueAddress('ar');
    const subscribed = await request.post('/api/job-alerts', {
      data: {
        email: address,
        acceptedTerms: true,
        search: `kategorie=${constants.job_categories[0].id}`,
        frequency: 'daily',
        locale: 'ar',
      },
    });
    expect(subscribed.status()).toBe(202);

    const mail = await theMail(
      request,
      address,
      'job-alert-confirmation',
      'the confirmation mail in the local mailbox',
    );
    expect(mail.headers['subject']).toBe('يرجى تأكيد تنبيه الوظائف');
    expect(mail.html).toMatch(/<html[^>]* dir="rtl"/);
    const { path, token } = confirmationLink(mail);
    expect(new URL(path, 'http://site').searchParams.get('locale')).toBe('ar');

    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('تنبيه الوظائف الخاص بك مفعّل');
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'إدارة تنبيه الوظائف' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('إدارة تنبيه الوظائف');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('radio', { name: 'يومياً' })).toBeChecked();
    await page.getByRole('radio', { name: 'أسبوعياً' }).check();
    await page.getByRole('button', { name: 'حفظ' }).click();
    await expect(page).toHaveURL(/[?&]gespeichert=1/);
    await expect(page.getByRole('main')).toContainText('تم الحفظ: من الآن ستصلك رسالة بريد إلكتروني مرة في الأسبوع');
    await expect(page.getByRole('radio', { name: 'أسبوعياً' })).toBeChecked();
    await expectNoAxeViolations(page);
    expect(((await (await request.get(`/api/job-alerts/${token}`)).json()) as { frequency: string }).frequency).toBe(
      'weekly',
    );

    await page.getByRole('button', { name: 'إنهاء تنبيه الوظائف' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('تم إنهاء تنبيه الوظائف الخاص بك');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect((await request.get(`/api/job-alerts/${token}`)).status()).toBe(404);
  });

  test('a malformed or unknown link says so and leads to the job board', { tag: '@desktop' }, async ({ page }) => {
    await page.goto('/job-alarm/bestaetigen?token=%3Cnot%20a%20token%3E');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dieser Link ist unbekannt oder abgelaufen');
    await expect(page.getByRole('link', { name: 'Zur Jobbörse' })).toHaveAttribute('href', '/job-boerse');
    await expectNoAxeViolations(page);

    await page.goto('/job-alarm/abmelden?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zu diesem Link gibt es keinen Job-Alarm (mehr)');
    await expect(page.getByRole('button', { name: 'Job-Alarm beenden' })).toHaveCount(0);
  });
});
