import Fastify, { type FastifyInstance } from 'fastify';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { publicViewConstantsFixture } from '@jobpoint/test-utils';
import { DeliveryWorker } from '../mailing/delivery-worker';
import { openMailDesk } from '../mailing/mail-desk';
import { loadMailingConfig, type MailingConfig } from '../mailing/mailing-config';
import { mailingPlugin } from '../mailing/mailing-plugin';
import { Outbox } from '../mailing/outbox';
import { NEWSLETTER, temporaryDataDir, testEnv } from '../mailing/testing/mailing-test-app';
import { JobAlertScheduler } from './job-alert-scheduler';
import { jobAlertsPlugin } from './job-alerts-plugin';

const SUBSCRIPTION = { email: 'grace@example.org', acceptedTerms: true, search: 'q=Koch', frequency: 'weekly', locale: 'de' };

/** The jobs service as the alerts ask it: its filter lists, and no jobs. */
const jobsFetch: typeof fetch = async (input) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  return Response.json(
    url.pathname === '/public-view-constants'
      ? publicViewConstantsFixture
      : { data: [], current_page: 1, per_page: 10, last_page: 1, total: 0 },
  );
};

/** Notes when each call of `method` begins and when it has finished. */
function noteCalls<T extends object>(prototype: T, method: keyof T & string, name: string, steps: string[]): void {
  const original = prototype[method] as (...args: unknown[]) => Promise<unknown>;
  jest.spyOn(prototype, method as never).mockImplementation(async function (this: T, ...args: unknown[]) {
    steps.push(`${name} begins`);
    await original.apply(this, args);
    steps.push(`${name} done`);
  } as never);
}

describe('the job alerts as a plugin of their own, on the outbox the forms use', () => {
  let data: ReturnType<typeof temporaryDataDir>;
  let mailing: MailingConfig;
  let app: FastifyInstance;
  let logMessages: string[];

  /** The forms, and the job alerts unless left out, on one mail desk, as the composition root puts them together. */
  async function start({ jobAlerts }: { jobAlerts: boolean }): Promise<void> {
    const stream = { write: (line: string) => void logMessages.push((JSON.parse(line) as { msg: string }).msg) };
    app = Fastify({ logger: { level: 'info', stream } });
    const desk = await openMailDesk(app, { config: mailing });
    await app.register(mailingPlugin, { desk });
    if (jobAlerts) {
      await app.register(jobAlertsPlugin, {
        desk,
        jobsServiceUrl: 'http://jobs.test',
        jobsFetch,
        renderPage: async (_request, reply) => reply.type('text/plain').send('page'),
      });
    }
    await app.ready();
  }

  const mailbox = () =>
    existsSync(mailing.mailboxDir)
      ? readdirSync(mailing.mailboxDir)
          .filter((name) => name.endsWith('.eml'))
          .map((name) => readFileSync(path.join(mailing.mailboxDir, name), 'utf8'))
      : [];

  beforeEach(() => {
    data = temporaryDataDir();
    mailing = loadMailingConfig(testEnv(data.dir));
    logMessages = [];
  });

  afterEach(async () => {
    await app.close();
    jest.restoreAllMocks();
    data.remove();
  });

  it('leaves a gateway without the job alerts with no job alert routes, and its forms mailing', async () => {
    await start({ jobAlerts: false });

    expect((await app.inject({ method: 'POST', url: '/api/job-alerts', payload: SUBSCRIPTION })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/job-alarm/bestaetigen?token=unknown' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/api/brevo/contacts', payload: NEWSLETTER })).statusCode).toBe(201);
  });

  it('stores a subscription and delivers its confirmation through the outbox the forms deliver through', async () => {
    await start({ jobAlerts: true });

    expect((await app.inject({ method: 'POST', url: '/api/job-alerts', payload: SUBSCRIPTION })).statusCode).toBe(202);
    expect((await app.inject({ method: 'POST', url: '/api/brevo/contacts', payload: NEWSLETTER })).statusCode).toBe(201);

    const outbox = await Outbox.open(mailing.outbox);
    try {
      const entries = await outbox.entries();
      expect(entries.map((entry) => [entry.kind, entry.status]).sort()).toEqual([
        ['job-alert-confirmation', 'delivered'],
        ['newsletter', 'delivered'],
      ]);
      expect(await outbox.database.selectFrom('job_alerts').select(['email', 'search', 'frequency', 'confirmed_at']).execute()).toEqual([
        { email: 'grace@example.org', search: 'q=Koch', frequency: 'weekly', confirmed_at: null },
      ]);
    } finally {
      await outbox.close();
    }
    const confirmation = mailbox().find((mail) => mail.includes('To: <grace@example.org>'));
    expect(confirmation).toMatch(/\/job-alarm\/bestaetigen\?token=[\w-]{32}/);
  });

  it('stops the job alert schedule, then the delivery worker, then closes the outbox database once', async () => {
    const steps: string[] = [];
    noteCalls(JobAlertScheduler.prototype, 'stop', 'schedule stop', steps);
    noteCalls(DeliveryWorker.prototype, 'stop', 'worker stop', steps);
    noteCalls(Outbox.prototype, 'close', 'outbox close', steps);
    await start({ jobAlerts: true });

    await app.close();

    expect(steps).toEqual([
      'schedule stop begins',
      'schedule stop done',
      'worker stop begins',
      'worker stop done',
      'outbox close begins',
      'outbox close done',
    ]);
    expect(logMessages.filter((message) => message.startsWith('shutdown:'))).toEqual([
      'shutdown: job alert schedule and delivery worker stopped, every attempt recorded and its lease released',
      'shutdown: outbox database closed',
    ]);
  });
});
