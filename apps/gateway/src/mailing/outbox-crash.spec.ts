import { loadMailingConfig } from './mailing-config';
import { Outbox } from './outbox';
import { FakeBrevo } from './testing/fake-brevo';
import { COMPANY, eventually, NEWSLETTER, temporaryDataDir, testEnv } from './testing/mailing-test-app';
import {
  bundleMailingProcess,
  isRunning,
  killHard,
  startMailingProcess,
  type MailingProcess,
} from './testing/mailing-process';

let bundle: Awaited<ReturnType<typeof bundleMailingProcess>>;
beforeAll(async () => {
  bundle = await bundleMailingProcess();
}, 30_000);
afterAll(() => bundle.remove());

const startProcess = (env: NodeJS.ProcessEnv) => startMailingProcess(bundle.bundle, env);

describe('a gateway killed with submissions in its outbox', () => {
  let brevo: FakeBrevo;
  let data: ReturnType<typeof temporaryDataDir>;
  let running: MailingProcess | undefined;

  beforeEach(async () => {
    brevo = await new FakeBrevo().start();
    data = temporaryDataDir();
  });

  afterEach(async () => {
    if (isRunning(running)) {
      await killHard(running);
    }
    await brevo.stop();
    data.remove();
  });

  it('delivers a signup accepted before the kill once it runs again', async () => {
    // The attempt during the request fails, so the signup is only in the outbox when the process dies.
    brevo.respond({ status: 503 });
    // The next attempt is two seconds away: long enough to kill the process before it happens.
    const env = { ...testEnv(data.dir, brevo.url), OUTBOX_RETRY_BASE_MS: '2000' };
    running = await startProcess(env);
    const response = await fetch(`${running.url}/api/brevo/contacts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(NEWSLETTER),
    });
    expect(response.status).toBe(202);
    await killHard(running);
    expect(brevo.accepted).toHaveLength(0);

    running = await startProcess(env);
    await eventually(() => brevo.accepted.length === 1);
    expect(brevo.requests).toHaveLength(2);
    expect(brevo.accepted[0].body['email']).toBe(NEWSLETTER.email);
  }, 30_000);

  it('repeats mails cut off by the kill with their idempotency keys, so each recipient gets one', async () => {
    // Brevo takes both mails but the process dies before it hears back.
    brevo.respond('take-and-hang', 'take-and-hang');
    const env = { ...testEnv(data.dir, brevo.url), BREVO_TIMEOUT_MS: '1000' };
    running = await startProcess(env);
    const request = fetch(`${running.url}/api/brevo/company`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(COMPANY),
    }).catch(() => 'connection lost');
    await brevo.waitForRequests(2);
    await killHard(running);
    expect(await request).toBe('connection lost');

    running = await startProcess(env);
    const config = loadMailingConfig(env);
    const outbox = await Outbox.open(config.outbox);
    try {
      await eventually(async () => (await outbox.entries('delivered')).length === 1, 15_000);
    } finally {
      await outbox.close();
    }
    expect(brevo.requests).toHaveLength(4);
    const keys = brevo.requests.map((r) => (r.body['headers'] as { idempotencyKey: string }).idempotencyKey);
    expect(new Set(keys).size).toBe(2);
    expect(brevo.accepted.map((mail) => (mail.body['to'] as { email: string }[])[0].email).sort()).toEqual([
      'companies@org.test',
      'hr@muster.example',
    ]);
  }, 30_000);
});
