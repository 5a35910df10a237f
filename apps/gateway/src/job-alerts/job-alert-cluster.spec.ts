import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { jobFixture, publicViewConstantsFixture } from '@jobpoint/test-utils';
import { Outbox } from '../mailing/outbox';
import { FakeBrevo, type FakeBehaviour } from '../mailing/testing/fake-brevo';
import {
  bundleMailingProcess,
  isRunning,
  killHard,
  startMailingProcess,
  type MailingProcess,
} from '../mailing/testing/mailing-process';
import { eventually, temporaryDataDir, testEnv } from '../mailing/testing/mailing-test-app';
import { describeWithPostgres, startTemporaryPostgres, type TemporaryPostgres } from '../mailing/testing/temporary-postgres';
import { JobAlertStore } from './job-alert-store';

/**
 * Two gateways run the job alerts' schedule on one PostgreSQL database while 120 alerts fall due at once
 * and the mail provider is slow; one gateway is killed with SIGKILL in the middle of the run and started
 * again. Every alert must be run once and its mail reach its address exactly once.
 */
const ALERTS = 120;
/** A mail that takes this long is under way when the kill comes. */
const SLOW_ANSWER_MS = 400;
const PROVIDER_TIMEOUT_MS = 2_000;

/** A jobs service with three jobs published ten minutes ago, for every search. */
async function startJobsService(): Promise<{ url: string; server: Server }> {
  const published = new Date(Date.now() - 10 * 60_000).toISOString();
  const jobs = [1, 2, 3].map((id) => jobFixture({ id: 9000 + id, title: `Neue Stelle ${id}`, createdAt: published }));
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://jobs.test');
    const body =
      url.pathname === '/public-view-constants'
        ? publicViewConstantsFixture
        : { data: jobs, current_page: 1, per_page: 10, last_page: 1, total: jobs.length, from: 1, to: jobs.length };
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

describeWithPostgres('job alerts on two gateways sharing one PostgreSQL database', () => {
  let cluster: TemporaryPostgres;
  let databaseUrl: string;
  let bundle: Awaited<ReturnType<typeof bundleMailingProcess>>;
  let brevo: FakeBrevo;
  let jobsService: { url: string; server: Server };
  let data: ReturnType<typeof temporaryDataDir>;
  const gateways: (MailingProcess | undefined)[] = [];

  beforeAll(async () => {
    [cluster, bundle, jobsService] = await Promise.all([
      startTemporaryPostgres({ label: 'job-alerts' }),
      bundleMailingProcess(),
      startJobsService(),
    ]);
    databaseUrl = await cluster.createDatabase('alerts');
    brevo = await new FakeBrevo().start();
    data = temporaryDataDir();
  }, 60_000);

  afterAll(async () => {
    await Promise.all(gateways.map((gateway) => gateway && killHard(gateway)));
    await brevo?.stop();
    jobsService?.server.close();
    await cluster?.stop();
    bundle?.remove();
    data?.remove();
  });

  it('mails each due alert once although a gateway is killed during the run', async () => {
    // The alerts are confirmed before any gateway runs, so the run's mails are the only ones.
    const outbox = await Outbox.open({ databaseUrl });
    const store = new JobAlertStore(outbox.database);
    const addresses: string[] = [];
    for (let index = 0; index < ALERTS; index += 1) {
      const email = `alert-${index}@example.org`;
      const { alert } = await store.create({ email, search: index % 2 ? 'kategorie=1' : '', locale: 'de', frequency: 'daily' });
      await store.confirm(alert.token);
      addresses.push(email);
    }
    // Due now, looking for jobs published in the last hour.
    const hourAgo = Date.now() - 60 * 60_000;
    await outbox.database.updateTable('job_alerts').set({ due_at: hourAgo, jobs_since: hourAgo }).execute();
    await outbox.database.deleteFrom('outbox_entries').execute();

    brevo.flap((): FakeBehaviour => ({ takeAfterMs: SLOW_ANSWER_MS }));
    const env = (name: string) => ({
      ...testEnv(`${data.dir}/${name}`, brevo.url),
      DATABASE_URL: databaseUrl,
      JOBS_SERVICE_URL: jobsService.url,
      JOB_ALERTS_SCHEDULE_MS: '100',
      BREVO_TIMEOUT_MS: String(PROVIDER_TIMEOUT_MS),
      OUTBOX_MAX_ATTEMPTS: '100',
      OUTBOX_RETRY_BASE_MS: '100',
      OUTBOX_RETRY_MAX_MS: '500',
      OUTBOX_POLL_MS: '50',
    });
    [gateways[0], gateways[1]] = await Promise.all([
      startMailingProcess(bundle.bundle, env('a')),
      startMailingProcess(bundle.bundle, env('b')),
    ]);

    // kill -9 while mails are on their way, then start it again.
    await eventually(() => brevo.accepted.length >= ALERTS / 4, 30_000);
    await killHard(gateways[0] as MailingProcess);
    expect(brevo.accepted.length).toBeLessThan(ALERTS);
    gateways[0] = await startMailingProcess(bundle.bundle, env('a'));

    try {
      await eventually(async () => {
        const entries = await outbox.entries();
        return entries.length === ALERTS && entries.every((entry) => entry.status === 'delivered');
      }, 120_000);
      const runs = await outbox.entries();
      expect(new Set(runs.map((entry) => (entry.payload as { alertId: string }).alertId)).size).toBe(ALERTS);
      const alerts = await outbox.database.selectFrom('job_alerts').select(['last_mail_at', 'due_at']).execute();
      expect(alerts.every((alert) => alert.last_mail_at !== null && (alert.due_at as number) > Date.now())).toBe(true);
    } finally {
      await outbox.close();
    }

    const recipients = brevo.accepted.map((mail) => (mail.body['to'] as { email: string }[])[0].email);
    expect(recipients.sort()).toEqual([...addresses].sort());
    const mail = brevo.accepted[0].body;
    expect(mail['subject']).toBe('3 neue Jobs für Ihren Job-Alarm');
    expect((mail['headers'] as Record<string, string>)['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(isRunning(gateways[1])).toBe(true);
  }, 180_000);
});
