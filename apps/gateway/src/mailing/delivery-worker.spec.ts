import type { FastifyBaseLogger } from 'fastify';
import path from 'node:path';
import { FORM_KINDS, formMailComposer, type OutgoingMessage } from './compose-messages';
import { backoffMs, DeliveryWorker, IDEMPOTENCY_WINDOW_MS, type DeliveryWorkerOptions } from './delivery-worker';
import { Outbox, type Claim, type OutboxStore } from './outbox';
import { temporaryDataDir } from './testing/mailing-test-app';
import { describeWithPostgres, startTemporaryPostgres, type TemporaryPostgres } from './testing/temporary-postgres';
import type { SendResult, Transport } from './transport';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;

class ScriptedTransport implements Transport {
  readonly name = 'scripted';
  readonly sent: string[] = [];
  constructor(
    private readonly results: SendResult[],
    private readonly mode: 'always' | 'within-window' = 'within-window',
  ) {}
  repeatable() {
    return this.mode;
  }
  async send(_message: OutgoingMessage, key: string): Promise<SendResult> {
    this.sent.push(key);
    return this.results.shift() ?? { outcome: 'sent', messageId: `<${key}>` };
  }
}

const config = {
  doubleOptIn: { templateId: 1, redirectionUrl: 'https://site.test/newsletter' },
  sender: { email: 'website@org.test', name: 'jobpoint' },
  recipients: { event: 'events@org.test', company: 'companies@org.test' },
  retry: { maxAttempts: 3, baseMs: 1000, maxMs: 4000, pollMs: 1000 },
  providerTimeoutMs: 1000,
  retentionDays: 30,
};

const company = { companyName: 'Muster GmbH', email: 'hr@muster.example', contactName: 'Grace', locations: [] };

/** A worker that writes the forms' mails, as the mailing plugin has it do. */
function formsWorker(options: DeliveryWorkerOptions): DeliveryWorker {
  const worker = new DeliveryWorker(options);
  worker.addComposer(FORM_KINDS, formMailComposer(config));
  return worker;
}

/** A fresh, empty store per test. */
type FreshStore = () => Promise<OutboxStore>;

describe('DeliveryWorker on SQLite', () => {
  let data: ReturnType<typeof temporaryDataDir>;
  beforeEach(() => {
    data = temporaryDataDir();
  });
  afterEach(() => data.remove());
  workerSpecs(async () => ({ file: path.join(data.dir, 'outbox.sqlite') }));
});

describeWithPostgres('DeliveryWorker on PostgreSQL', () => {
  let cluster: TemporaryPostgres;
  let databases = 0;
  beforeAll(async () => {
    cluster = await startTemporaryPostgres({ label: 'worker' });
  }, 60_000);
  afterAll(() => cluster?.stop());
  workerSpecs(async () => ({ databaseUrl: await cluster.createDatabase(`worker_${(databases += 1)}`) }));
});

function workerSpecs(freshStore: FreshStore) {
  let clock: number;
  let outbox: Outbox;

  beforeEach(async () => {
    clock = 1_000_000;
    outbox = await Outbox.open(await freshStore(), () => clock);
  });
  afterEach(async () => {
    await outbox.close();
  });

  const worker = (transport: Transport) =>
    formsWorker({ outbox, transport, config, log: silent, now: () => clock });
  const addCompany = () =>
    outbox.add('company', company, [
      { recipient: 'organisation', address: 'companies@org.test' },
      { recipient: 'person', address: 'hr@muster.example' },
    ]);

  it('doubles the delay between attempts up to the cap', () => {
    expect([1, 2, 3, 4, 5].map((attempts) => backoffMs(attempts, config.retry))).toEqual([
      1000, 2000, 4000, 4000, 4000,
    ]);
  });

  it('gives up after the last attempt and keeps the entry as failed', async () => {
    const down: SendResult = { outcome: 'retry', error: 'Brevo answered 503', inDoubt: false };
    const transport = new ScriptedTransport(Array(6).fill(down));
    const entry = await addCompany();
    const subject = worker(transport);

    expect(await subject.deliverNow(entry.id, 1000)).toBe('pending');
    for (const wait of [1000, 2000]) {
      clock += wait;
      await subject.runDue();
    }
    expect(await outbox.entry(entry.id)).toMatchObject({ status: 'failed', attempts: 3 });
    expect(transport.sent).toHaveLength(6);
    clock += 60_000;
    await subject.runDue();
    expect(transport.sent).toHaveLength(6);
  });

  it('logs a refusal with the address it quotes masked, and keeps it whole in the outbox for the retry tool', async () => {
    const refused: SendResult = { outcome: 'rejected', error: 'Brevo answered 400 invalid_parameter: hr@muster.example is not valid' };
    const lines: unknown[] = [];
    const log = { ...silent, error: (line: unknown) => lines.push(line) } as unknown as FastifyBaseLogger;
    const entry = await addCompany();
    await formsWorker({ outbox, transport: new ScriptedTransport([{ outcome: 'sent' }, refused]), config, log, now: () => clock }).deliverNow(entry.id, 1000);
    expect(lines).toEqual([expect.objectContaining({ error: 'person: Brevo answered 400 invalid_parameter: [email] is not valid' })]);
    expect(await outbox.entry(entry.id)).toMatchObject({ lastError: expect.stringContaining('hr@muster.example') });
  });

  it('repeats an in-doubt mail inside the idempotency window and holds it after that', async () => {
    const noAnswer: SendResult = { outcome: 'retry', error: 'Brevo did not answer in time', inDoubt: true };
    const transport = new ScriptedTransport([noAnswer, { outcome: 'sent' }]);
    const entry = await addCompany();
    const subject = worker(transport);

    await subject.deliverNow(entry.id, 1000);
    clock += 1000;
    await subject.runDue();
    // One delivery went out on the first try; the other was in doubt and went out with the same key.
    expect((await outbox.entry(entry.id))?.status).toBe('delivered');
    expect(new Set(transport.sent).size).toBe(2);

    const late = await addCompany();
    const lateTransport = new ScriptedTransport([
      noAnswer,
      { outcome: 'sent' },
      { outcome: 'retry', error: '503', inDoubt: false },
    ]);
    const lateWorker = worker(lateTransport);
    await lateWorker.deliverNow(late.id, 1000);
    clock += IDEMPOTENCY_WINDOW_MS;
    await lateWorker.runDue();
    expect((await outbox.entry(late.id))?.status).toBe('failed');
    expect((await outbox.deliveries(late.id)).map((delivery) => delivery.status).sort()).toEqual(['held', 'sent']);
    expect(lateTransport.sent).toHaveLength(2);
  });

  it('lets one worker at a time work on an entry', async () => {
    const transport = new ScriptedTransport([]);
    const entry = await addCompany();
    const first = worker(transport);
    const second = worker(transport);

    const [a, b] = await Promise.all([first.deliverNow(entry.id, 1000), second.deliverNow(entry.id, 1000)]);
    expect([a, b].sort()).toEqual(['busy', 'delivered']);
    expect(transport.sent).toHaveLength(2);
  });

  it('takes each due entry once across pollers, and only entries that are due', async () => {
    const entries = [await addCompany(), await addCompany(), await addCompany()];
    const later = await addCompany();
    const laterClaim = await outbox.claim(later.id, 1000, { ignoreSchedule: true });
    await outbox.finishAttempt(laterClaim as Claim, {
      status: 'pending',
      attempts: 1,
      nextAttemptAt: clock + 5000,
      lastError: null,
    });

    const [first, second, third] = await Promise.all([
      outbox.claimDue(2, 60_000),
      outbox.claimDue(2, 60_000),
      outbox.claimDue(2, 60_000),
    ]);
    const claimed = [...first, ...second, ...third].map((claim) => claim.id);
    expect(claimed.sort()).toEqual(entries.map((entry) => entry.id).sort());
    expect(await outbox.claimDue(10, 60_000)).toEqual([]);
    clock += 5000;
    expect((await outbox.claimDue(10, 60_000)).map((claim) => claim.id)).toEqual([later.id]);
  });

  it('takes an entry over once its lease runs out, and ignores the late end of the stalled attempt', async () => {
    const entry = await addCompany();
    const stalled = (await outbox.claim(entry.id, 1000, { ignoreSchedule: true })) as Claim;
    expect(await outbox.claim(entry.id, 1000, { ignoreSchedule: true })).toBeNull();
    clock += 1001;
    const takeover = (await outbox.claim(entry.id, 1000, { ignoreSchedule: true })) as Claim;
    expect(takeover).not.toBeNull();

    const [delivery] = await outbox.deliveries(entry.id);
    await outbox.markSending(delivery.idempotencyKey);
    await outbox.markSent(delivery.idempotencyKey, '<1@provider>');
    // The stalled attempt wakes up: its failure must not reopen what the takeover sent.
    await outbox.markRetry(delivery.idempotencyKey, 'Brevo did not answer in time', clock);
    expect(
      await outbox.finishAttempt(stalled, { status: 'failed', attempts: 1, nextAttemptAt: clock, lastError: 'late' }),
    ).toBe(false);
    expect((await outbox.deliveries(entry.id)).find((d) => d.idempotencyKey === delivery.idempotencyKey)?.status).toBe(
      'sent',
    );
    expect(
      await outbox.finishAttempt(takeover, { status: 'pending', attempts: 1, nextAttemptAt: clock, lastError: null }),
    ).toBe(true);
    expect(await outbox.entry(entry.id)).toMatchObject({ status: 'pending', attempts: 1 });
  });

  it('leaves an entry whose kind nobody composes waiting, and delivers it once its composer is added', async () => {
    const transport = new ScriptedTransport([]);
    const entry = await outbox.add('job-alert-confirmation', { alertId: 'alert-1' }, [{ recipient: 'subscriber', address: 'ada@example.org' }]);
    const subject = new DeliveryWorker({ outbox, transport, config, log: silent, now: () => clock });

    expect(await subject.deliverNow(entry.id, 1000)).toBe('pending');
    expect(transport.sent).toEqual([]);
    expect(await outbox.deliveries(entry.id)).toEqual([
      expect.objectContaining({ status: 'pending', lastError: 'no composer for the mails of kind job-alert-confirmation on this gateway' }),
    ]);

    const noted: unknown[] = [];
    const message: OutgoingMessage = { type: 'mail', sender: config.sender, to: { email: 'ada@example.org' }, subject: 'Bitte bestätigen', text: '', html: '', tags: [] };
    // The sender's note is written before the delivery is marked sent: a process stopped in between leaves it in doubt, never noteless.
    const note = async (payload: unknown) => void noted.push({ payload, delivery: (await outbox.deliveries(entry.id))[0]?.status });
    subject.addComposer(['job-alert-confirmation', 'job-alert'], async (submission) => ({ message, sent: () => note(submission.payload) }));
    expect(() => subject.addComposer(['job-alert'], async () => null)).toThrow('outbox: the mails of kind job-alert have a composer already');
    clock += 1000;
    await subject.runDue();
    expect((await outbox.entry(entry.id))?.status).toBe('delivered');
    expect(transport.sent).toHaveLength(1);
    expect(noted).toEqual([{ payload: { alertId: 'alert-1' }, delivery: 'sending' }]);
  });

  it('puts failed entries back in the queue on request', async () => {
    const transport = new ScriptedTransport([{ outcome: 'rejected', error: 'invalid' }]);
    const entry = await addCompany();
    const subject = worker(transport);
    expect(await subject.deliverNow(entry.id, 1000)).toBe('rejected');
    clock += 60_000;
    await subject.runDue();
    expect((await outbox.entry(entry.id))?.status).toBe('failed');

    expect(await outbox.retryFailed()).toEqual([entry.id]);
    await subject.runDue();
    expect((await outbox.entry(entry.id))?.status).toBe('delivered');
  });
}
