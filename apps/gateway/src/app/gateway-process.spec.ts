import http from 'node:http';
import { Outbox } from '../mailing/outbox';
import { FakeBrevo } from '../mailing/testing/fake-brevo';
import { NEWSLETTER, temporaryDataDir, testEnv } from '../mailing/testing/mailing-test-app';
import { buildGatewayProcess, logMessages, startGatewayProcess, type GatewayBuild, type GatewayProcess } from '../testing/gateway-process';

/** Short periods, so the drain is seen within a second or two. */
const DRAIN_MS = 1500;
/** The mail provider answers the deliveries under way this much later: across the drain's end and the close. */
const PROVIDER_ANSWERS_AFTER_MS = 2500;

interface Outcome {
  sentAt: number;
  status?: number;
  /** The answer's body arrived as long as it said. */
  complete?: boolean;
  error?: string;
}

/** One GET through `agent`; never rejects, the outcome says what happened. */
function get(url: string, agent: http.Agent): Promise<Outcome> {
  const sentAt = Date.now();
  return new Promise((resolve) => {
    const request = http.get(url, { agent, headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let received = 0;
      response.on('data', (chunk: Buffer) => (received += chunk.length));
      response.on('end', () => {
        const length = response.headers['content-length'];
        resolve({ sentAt, status: response.statusCode, complete: response.complete && (length === undefined || Number(length) === received) });
      });
      response.on('error', (error: NodeJS.ErrnoException) => resolve({ sentAt, error: error.code ?? error.message }));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ sentAt, error: error.code ?? error.message }));
  });
}

/**
 * Clients that behave as a load balancer: they send while `/readyz` says ready and for a short while
 * after it first answers 503 (well within the drain), then send nothing new.
 */
async function keepLoad(url: string, agent: http.Agent, path: string, sending: () => boolean, outcomes: Outcome[]) {
  while (sending()) {
    outcomes.push(await get(`${url}${path}`, agent));
  }
}

let build: GatewayBuild;
beforeAll(() => {
  build = buildGatewayProcess();
}, 60_000);
afterAll(() => build?.remove());

describe('a production gateway with the local settings', () => {
  it('exits 1 naming every local or missing value of both parts of its settings at once', async () => {
    const data = temporaryDataDir();
    try {
      await expect(
        startGatewayProcess(build, { NODE_ENV: 'production', DATA_DIR: data.dir, CMS_API_TOKEN: 'local-cms-read-token-2f7c9a41d8e3b56f' }),
      ).rejects.toThrow(
        /exited \(1\)[\s\S]*CMS_API_TOKEN: must be set in production, to a value other than the local default[\s\S]*PREVIEW_SECRET[\s\S]*CMS_PREVIEW_TOKEN[\s\S]*CMS_WEBHOOK_SECRET[\s\S]*PUBLIC_URL: must be set in production[\s\S]*BREVO_API_KEY: is required in production[\s\S]*CAPTCHA_SECRET[\s\S]*DATABASE_URL: is required in production/,
      );
    } finally {
      data.remove();
    }
  }, 30_000);
});

describe('a gateway sent SIGTERM under load', () => {
  let brevo: FakeBrevo;
  let data: ReturnType<typeof temporaryDataDir>;
  let gateway: GatewayProcess | undefined;

  beforeEach(async () => {
    brevo = await new FakeBrevo().start();
    data = temporaryDataDir();
  });

  afterEach(async () => {
    if (gateway && gateway.child.exitCode === null && gateway.child.signalCode === null) {
      gateway.child.kill('SIGKILL');
      await gateway.exited;
    }
    await brevo.stop();
    data.remove();
  });

  it('says it is not ready, serves on through the drain, answers every request, delivers the mails under way once and exits 0', async () => {
    const env = {
      ...testEnv(data.dir, brevo.url),
      BREVO_TIMEOUT_MS: '5000',
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      SHUTDOWN_TIMEOUT_MS: '15000',
    };
    gateway = await startGatewayProcess(build, env);
    const { url } = gateway;
    // A signup whose first attempt fails, so the delivery worker's retry is under way when the signal comes;
    // then one whose attempt is under way while its visitor waits, across the drain's end and the close.
    brevo.respond({ status: 503 }, { takeAfterMs: PROVIDER_ANSWERS_AFTER_MS }, { takeAfterMs: PROVIDER_ANSWERS_AFTER_MS });

    let notReadySince: number | undefined;
    const readiness: number[] = [];
    let polling = true;
    const poller = (async () => {
      const agent = new http.Agent({ keepAlive: false });
      while (polling) {
        const { status } = await get(`${url}/readyz`, agent);
        if (status !== undefined) {
          readiness.push(status);
        }
        if (status === 503 && notReadySince === undefined) {
          notReadySince = Date.now();
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    // A balancer takes a gateway out a probe or two after it turns not ready: well before the drain ends.
    const sending = () => notReadySince === undefined || Date.now() - notReadySince < DRAIN_MS / 3;
    const keptAlive = new http.Agent({ keepAlive: true, maxSockets: 4 });
    const fresh = new http.Agent({ keepAlive: false });
    const outcomes: Outcome[] = [];
    const load = Promise.all([
      ...[0, 1, 2, 3].map(() => keepLoad(url, keptAlive, '/', sending, outcomes)),
      ...[0, 1].map(() => keepLoad(url, fresh, '/healthz', sending, outcomes)),
      ...[0, 1].map(() => keepLoad(url, fresh, '/', sending, outcomes)),
    ]);

    const signUp = (email: string) =>
      fetch(`${url}/api/brevo/contacts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...NEWSLETTER, email }),
      });
    expect((await signUp('retried@example.org')).status).toBe(202);
    await brevo.waitForRequests(2);
    const waiting = signUp('waiting@example.org');
    await brevo.waitForRequests(3);
    gateway.child.kill('SIGTERM');

    const exitCode = await gateway.exited;
    polling = false;
    await Promise.all([load, poller]);
    keptAlive.destroy();

    expect({ exitCode, output: exitCode === 0 ? '' : gateway.output() }).toEqual({ exitCode: 0, output: '' });
    expect((await waiting).status).toBe(201);
    expect(readiness).toContain(200);
    expect(readiness).toContain(503);
    // The clients kept sending during the drain, and every request got its whole answer.
    expect(outcomes.filter((outcome) => outcome.sentAt > (notReadySince as number)).length).toBeGreaterThan(5);
    expect(outcomes.filter((outcome) => outcome.status !== 200 || !outcome.complete)).toEqual([]);

    expect(brevo.requests).toHaveLength(3);
    expect(brevo.accepted.map((mail) => (mail.body['email'] as string)).sort()).toEqual(['retried@example.org', 'waiting@example.org']);
    const outbox = await Outbox.open({ file: `${data.dir}/outbox.sqlite` });
    try {
      expect((await outbox.entries()).map((entry) => entry.status)).toEqual(['delivered', 'delivered']);
    } finally {
      await outbox.close();
    }

    expect(logMessages(gateway.output(), 'shutdown:')).toEqual([
      expect.stringMatching(/^shutdown: \/readyz answers 503/),
      expect.stringMatching(/^shutdown: drain period over/),
      expect.stringMatching(/^shutdown: every request in flight answered/),
      expect.stringMatching(/^shutdown: job alert schedule and delivery worker stopped/),
      'shutdown: outbox database closed',
      'shutdown: done; exiting',
    ]);
  }, 30_000);

  it('ends at once with exit code 1 on a second signal', async () => {
    gateway = await startGatewayProcess(build, { ...testEnv(data.dir), SHUTDOWN_DRAIN_MS: '10000', SHUTDOWN_TIMEOUT_MS: '20000' });
    gateway.child.kill('SIGTERM');
    await expectReadiness(gateway.url, 503);
    gateway.child.kill('SIGINT');
    expect(await gateway.exited).toBe(1);
    expect(logMessages(gateway.output(), 'shutdown:').at(-1)).toMatch(/^shutdown: second SIGINT; exiting at once/);
  }, 30_000);
});

async function expectReadiness(url: string, status: number): Promise<void> {
  const agent = new http.Agent({ keepAlive: false });
  for (let tries = 0; tries < 100; tries++) {
    if ((await get(`${url}/readyz`, agent)).status === status) {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`/readyz never answered ${status}`);
}
