import type { FastifyInstance } from 'fastify';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { RenderInput, RenderResult } from '@jobpoint/app-shell/server';
import { jobFixture, publicViewConstantsFixture } from '@jobpoint/test-utils';
import { loadConfig } from '../lib/config';
import { buildGateway } from '../app/gateway';
import type { PageRenderer } from '../lib/page-renderer';
import { loadMailingConfig, type MailingConfig } from '../mailing/mailing-config';
import { Outbox } from '../mailing/outbox';
import { HOSTILE_TEXT } from '../mailing/testing/hostile-text';
import { eventually, NEWSLETTER, temporaryDataDir, testEnv } from '../mailing/testing/mailing-test-app';
import { JobAlertStore } from './job-alert-store';

const ORIGIN = 'https://site.test';
const SUBSCRIPTION = {
  email: 'ada@example.org',
  acceptedTerms: true,
  search: 'kategorie=4&q=Koch&seite=2',
  frequency: 'daily',
  locale: 'de',
};

/** The jobs service: its filter lists, and `jobs` (newest first) for every search. */
async function startJobsService(): Promise<{ url: string; server: Server; jobs: unknown[] }> {
  const jobs: unknown[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://jobs.test');
    const body =
      url.pathname === '/public-view-constants'
        ? publicViewConstantsFixture
        : url.pathname === '/jobs'
          ? { data: jobs, current_page: 1, per_page: 10, last_page: 1, total: jobs.length }
          : null;
    response
      .writeHead(body ? 200 : 404, { 'content-type': 'application/json' })
      .end(JSON.stringify(body ?? { message: 'Not found' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, jobs };
}

/** A message of the local mailbox: its header fields and its body (both parts). */
function readMail(file: string): { headers: Record<string, string>; body: string } {
  const [head, ...rest] = readFileSync(file, 'utf8').split('\r\n\r\n');
  const headers = Object.fromEntries(
    head
      .split('\r\n')
      .map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  return { headers, body: rest.join('\r\n\r\n') };
}

describe('the job alerts through the gateway', () => {
  let data: ReturnType<typeof temporaryDataDir>;
  let jobsService: Awaited<ReturnType<typeof startJobsService>>;
  let mailing: MailingConfig;
  let app: FastifyInstance;
  /**
   * A second connection to the gateway's outbox, as tools/outbox.mjs has one. It writes single statements
   * only: in this one process, a transaction of its own held across an await would stall the gateway's
   * connection on SQLite's write lock.
   */
  let outbox: Outbox;
  let renders: { url: string; confirmed: boolean | null }[];

  /** Stands in for the site's apps: a page naming its address; it notes whether the page's alert was confirmed then. */
  const render: PageRenderer = async (input: RenderInput): Promise<RenderResult> => {
    const url = new URL(input.url);
    const token = url.searchParams.get('token');
    const row = token
      ? await outbox.database
          .selectFrom('job_alerts')
          .select('confirmed_at')
          .where('token', '=', token)
          .executeTakeFirst()
      : undefined;
    renders.push({ url: input.url, confirmed: row ? row.confirmed_at !== null : null });
    return {
      kind: 'html',
      status: 200,
      html: `<!DOCTYPE html><html><body><p>${url.pathname}${url.search}</p></body></html>`,
    };
  };

  beforeEach(async () => {
    data = temporaryDataDir();
    jobsService = await startJobsService();
    renders = [];
    const config = loadConfig({
      NODE_ENV: 'test',
      PUBLIC_URL: ORIGIN,
      APPS_DIST_DIR: data.dir,
      CMS_URL: jobsService.url,
      SEARCH_URL: jobsService.url,
      JOBS_SERVICE_URL: jobsService.url,
    });
    // The gateway's own schedule takes an alert's run within 50 ms of its time.
    mailing = loadMailingConfig({ ...testEnv(data.dir), PUBLIC_URL: ORIGIN, JOB_ALERTS_SCHEDULE_MS: '50' });
    app = await buildGateway({
      config,
      mailing,
      renderers: { jobseekers: render, employers: render },
      publicDir: data.dir,
      logger: false,
    });
    await app.ready();
    outbox = await Outbox.open(mailing.outbox);
  });

  afterEach(async () => {
    await app.close();
    await outbox.close();
    await new Promise((resolve) => jobsService.server.close(resolve));
    data.remove();
  });

  const mails = () =>
    existsSync(mailing.mailboxDir)
      ? readdirSync(mailing.mailboxDir)
          .filter((name) => name.endsWith('.eml'))
          .map((name) => readMail(path.join(mailing.mailboxDir, name)))
      : [];

  const subscribe = (body: Record<string, unknown> = SUBSCRIPTION) =>
    app.inject({ method: 'POST', url: '/api/job-alerts', payload: body });

  /** Subscribes and reads the alert's token from the link in its confirmation mail. */
  async function subscribed(body: Record<string, unknown> = SUBSCRIPTION): Promise<string> {
    expect((await subscribe(body)).statusCode).toBe(202);
    const link = /\/job-alarm\/bestaetigen\?token=([\w-]{32})/.exec(
      mails()
        .map((mail) => mail.body)
        .join('\n'),
    );
    if (!link) {
      throw new Error('no confirmation mail');
    }
    return link[1];
  }

  async function confirmed(body: Record<string, unknown> = SUBSCRIPTION): Promise<string> {
    const token = await subscribed(body);
    expect((await app.inject({ method: 'GET', url: `/job-alarm/bestaetigen?token=${token}` })).statusCode).toBe(200);
    return token;
  }

  const alertApi = (token: string) => app.inject({ method: 'GET', url: `/api/job-alerts/${token}` });

  it('accepts a subscription with 202 and mails the confirmation link at once', async () => {
    const response = await subscribe();

    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ status: 'accepted' });
    const [mail, ...others] = mails();
    expect(others).toEqual([]);
    expect(mail.headers['to']).toBe('<ada@example.org>');
    expect(mail.headers['subject']).toBe('Bitte bestätigen Sie Ihren Job-Alarm');
    expect(mail.headers['x-jobpoint-tags']).toBe('job-alert-confirmation');
    expect(mail.headers['list-unsubscribe']).toBeUndefined();
    expect(mail.body).toMatch(new RegExp(`${ORIGIN}/job-alarm/bestaetigen\\?token=[\\w-]{32}&locale=de`));
    // The search is kept as the job board writes it, without the page.
    const [alert] = await outbox.database.selectFrom('job_alerts').selectAll().execute();
    expect(alert).toMatchObject({
      email: 'ada@example.org',
      search: 'q=Koch&kategorie=4',
      locale: 'de',
      frequency: 'daily',
      confirmed_at: null,
    });
  });

  it('mails a search text typed to pass for the site’s words only quoted on its line, in plain text and HTML', async () => {
    const search = new URLSearchParams({ q: HOSTILE_TEXT, kategorie: '4' }).toString();
    expect((await subscribe({ ...SUBSCRIPTION, search })).statusCode).toBe(202);

    const [mail] = mails();
    const quoted = 'Koch Bcc: victim@example. org Jetzt Konto bestätigen: https: //evil. test/login…“';
    expect(mail.body).toContain(`\n- Suchbegriff: „${quoted}\n`);
    expect(mail.body).toContain(`<li>Suchbegriff: „${quoted}</li>`);
    expect(mail.body).not.toMatch(/^Bcc:/m);
    expect(mail.body).not.toMatch(/https?:\/\/evil|\u202E/);
    expect(Object.keys(mail.headers)).not.toContain('bcc');
  });

  it('answers a second subscription of an address within ten minutes alike, with no second alert or mail; another address or form still mails', async () => {
    const first = await subscribe();
    const second = await subscribe({ ...SUBSCRIPTION, email: ' ADA@example.org', search: 'kategorie=4' });
    const otherAddress = await subscribe({ ...SUBSCRIPTION, email: 'grace@example.org' });
    const otherForm = await app.inject({ method: 'POST', url: '/api/brevo/contacts', payload: NEWSLETTER });

    expect([second.statusCode, second.body]).toEqual([first.statusCode, first.body]);
    expect(otherAddress.statusCode).toBe(202);
    expect(otherForm.statusCode).toBe(201);
    const confirmations = mails().filter((mail) => mail.headers['x-jobpoint-tags'] === 'job-alert-confirmation');
    expect(confirmations.map((mail) => mail.headers['to']).sort()).toEqual([
      '<ada@example.org>',
      '<grace@example.org>',
    ]);
    expect(mails()).toHaveLength(3);
    const alerts = await outbox.database
      .selectFrom('job_alerts')
      .select(['email', 'search'])
      .orderBy('email')
      .execute();
    expect(alerts).toEqual([
      { email: 'ada@example.org', search: 'q=Koch&kategorie=4' },
      { email: 'grace@example.org', search: 'q=Koch&kategorie=4' },
    ]);
  });

  it('answers 400 with a message for each invalid field, and stores and mails nothing', async () => {
    const malformed = await subscribe({
      email: 'ada',
      acceptedTerms: false,
      search: 'q=Koch',
      frequency: 'daily',
      locale: 'fr',
    });
    const hourly = await subscribe({ ...SUBSCRIPTION, frequency: 'hourly' });
    const noSearch = await subscribe({
      email: 'ada@example.org',
      acceptedTerms: true,
      frequency: 'daily',
      locale: 'de',
    });

    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      message: 'Invalid submission',
      errors: { email: expect.any(String), acceptedTerms: expect.any(String), locale: expect.any(String) },
    });
    expect(hourly.statusCode).toBe(400);
    expect(Object.keys(hourly.json().errors)).toEqual(['frequency']);
    expect(noSearch.statusCode).toBe(400);
    expect(Object.keys(noSearch.json().errors)).toEqual(['search']);
    expect(await outbox.entries()).toEqual([]);
    expect(mails()).toEqual([]);
  });

  it('answers 400 for a filter id the jobs service does not offer or a parameter the job board does not have', async () => {
    const unknownId = await subscribe({ ...SUBSCRIPTION, search: 'q=Koch&kategorie=99' });
    const unknownParameter = await subscribe({ ...SUBSCRIPTION, search: 'q=Koch&ort=Berlin' });

    expect(unknownId.statusCode).toBe(400);
    expect(unknownId.json()).toEqual({
      message: 'Invalid submission',
      errors: { search: 'has an unknown value for kategorie: 99' },
    });
    expect(unknownParameter.statusCode).toBe(400);
    expect(unknownParameter.json().errors).toEqual({ search: 'has an unknown parameter: ort' });
    expect(await outbox.database.selectFrom('job_alerts').selectAll().execute()).toEqual([]);
  });

  it('confirms an alert on the link’s GET before the page is rendered, never to be shared', async () => {
    const token = await subscribed();
    expect((await alertApi(token)).json()).toMatchObject({ confirmed: false });

    const page = await app.inject({ method: 'GET', url: `/job-alarm/bestaetigen?token=${token}&locale=de` });

    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(renders).toEqual([{ url: `${ORIGIN}/job-alarm/bestaetigen?locale=de&token=${token}`, confirmed: true }]);
    const alert = await alertApi(token);
    expect(alert.statusCode).toBe(200);
    expect(alert.headers['cache-control']).toBe('private, no-store');
    expect(alert.json()).toEqual({ search: 'q=Koch&kategorie=4', frequency: 'daily', locale: 'de', confirmed: true });

    // Following the link again changes nothing and still shows the page.
    expect((await app.inject({ method: 'GET', url: `/job-alarm/bestaetigen?token=${token}` })).statusCode).toBe(200);
    expect(renders).toHaveLength(2);
  });

  it('renders the confirmation page for an unknown link too, and answers 404 for its alert', async () => {
    const token = 'x'.repeat(32);

    const page = await app.inject({ method: 'GET', url: `/job-alarm/bestaetigen?token=${token}` });
    const alert = await alertApi(token);

    expect(page.statusCode).toBe(200);
    expect(renders).toEqual([{ url: `${ORIGIN}/job-alarm/bestaetigen?token=${token}`, confirmed: null }]);
    expect(alert.statusCode).toBe(404);
    expect(alert.headers['cache-control']).toBe('private, no-store');
    expect(alert.json()).toEqual({ message: expect.any(String) });
  });

  it('changes how often by the manage page’s POST and answers 303 to the page saying it is saved', async () => {
    const token = await confirmed();

    const saved = await app.inject({
      method: 'POST',
      url: `/job-alarm/verwalten?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'frequency=weekly',
    });

    expect(saved.statusCode).toBe(303);
    expect(saved.headers['location']).toBe(`/job-alarm/verwalten?token=${token}&gespeichert=1`);
    expect((await alertApi(token)).json()).toMatchObject({ frequency: 'weekly', confirmed: true });

    const unknownFrequency = await app.inject({
      method: 'POST',
      url: `/job-alarm/verwalten?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'frequency=hourly',
    });
    expect(unknownFrequency.statusCode).toBe(200);
    expect(renders.at(-1)?.url).toBe(`${ORIGIN}/job-alarm/verwalten?token=${token}`);
    expect((await alertApi(token)).json()).toMatchObject({ frequency: 'weekly' });
  });

  it.each([
    ['application/x-www-form-urlencoded', 'List-Unsubscribe=One-Click'],
    [
      'multipart/form-data; boundary=----jobpoint',
      '------jobpoint\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n------jobpoint--\r\n',
    ],
  ])(
    'ends an alert by the one-click POST (%s) and renders the page saying it has ended',
    async (contentType, payload) => {
      const token = await confirmed();

      const ended = await app.inject({
        method: 'POST',
        url: `/job-alarm/abmelden?token=${token}&locale=en`,
        headers: { 'content-type': contentType },
        payload,
      });

      expect(ended.statusCode).toBe(200);
      expect(ended.headers['cache-control']).toBe('private, no-store');
      expect(renders.at(-1)?.url).toBe(`${ORIGIN}/job-alarm/abmelden?beendet=1&locale=en`);
      expect((await alertApi(token)).statusCode).toBe(404);
      expect(await outbox.database.selectFrom('job_alerts').selectAll().execute()).toEqual([]);
    },
  );

  it('mails a confirmed alert’s new job when its schedule runs it, and nothing after the one-click unsubscribe', async () => {
    const token = await confirmed();
    const [{ id, jobs_since: confirmedAt }] = await outbox.database
      .selectFrom('job_alerts')
      .select(['id', 'jobs_since'])
      .execute();
    const since = Number(confirmedAt) - 60 * 60_000;
    jobsService.jobs.push(
      jobFixture({
        id: 9001,
        title: 'Koch (m/w/d)',
        companyName: 'Kiez Gastro',
        createdAt: new Date(since + 30 * 60_000).toISOString(),
      }),
      jobFixture({ id: 8000, title: 'Beikoch (m/w/d)', createdAt: new Date(since - 60_000).toISOString() }),
    );

    // The alert is due: it looks for the jobs of the last hour.
    await outbox.database
      .updateTable('job_alerts')
      .set({ due_at: since, jobs_since: since })
      .where('id', '=', id)
      .execute();
    const alertMail = await eventually(() => mails().find((mail) => mail.headers['x-jobpoint-tags'] === 'job-alert'));

    expect(alertMail.headers['to']).toBe('<ada@example.org>');
    expect(alertMail.headers['subject']).toBe('1 neuer Job für Ihren Job-Alarm');
    expect(alertMail.headers['list-unsubscribe']).toBe(`<${ORIGIN}/job-alarm/abmelden?token=${token}&locale=de>`);
    expect(alertMail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(alertMail.body).toContain(
      `Koch (m/w/d)\nKiez Gastro GmbH · 12043 Neukölln\n${ORIGIN}/job-boerse/koch-m-w-d-9001?locale=de\n`,
    );
    expect(alertMail.body).not.toContain('Beikoch');
    await eventually(
      async () =>
        (await outbox.database.selectFrom('job_alerts').select('last_mail_at').executeTakeFirst())?.last_mail_at,
    );
    const [run] = (await outbox.entries()).filter((entry) => entry.kind === 'job-alert');
    expect(run.status).toBe('delivered');
    expect(run.payload).toEqual({ alertId: id, since, until: expect.any(Number) });

    const unsubscribe = await app.inject({
      method: 'POST',
      url: `/job-alarm/abmelden?token=${token}&locale=de`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribe.statusCode).toBe(200);

    // Nothing is left to run, not even as if every alert were due.
    expect(await new JobAlertStore(outbox.database).queueDue({ dueNow: true })).toEqual([]);
    expect((await outbox.entries()).filter((entry) => entry.status === 'pending')).toEqual([]);
    expect(mails()).toHaveLength(2);
  });
});
