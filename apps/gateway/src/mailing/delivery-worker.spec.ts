import type { FastifyBaseLogger } from 'fastify';
import path from 'node:path';
import type { OutgoingMessage } from './compose-messages';
import { backoffMs, DeliveryWorker, IDEMPOTENCY_WINDOW_MS } from './delivery-worker';
import { Outbox } from './outbox';
import { temporaryDataDir } from './testing/mailing-test-app';
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

describe('DeliveryWorker', () => {
  let data: ReturnType<typeof temporaryDataDir>;
  let clock: number;
  let outbox: Outbox;

  beforeEach(() => {
    data = temporaryDataDir();
    clock = 1_000_000;
    outbox = new Outbox(path.join(data.dir, 'outbox.sqlite'), () => clock);
  });
  afterEach(() => {
    outbox.close();
    data.remove();
  });

  const worker = (transport: Transport) => new DeliveryWorker({ outbox, transport, config, log: silent, now: () => clock });
  const addCompany = () =>
    outbox.add('company', company, [
      { recipient: 'organisation', address: 'companies@org.test' },
      { recipient: 'person', address: 'hr@muster.example' },
    ]);

  it('doubles the delay between attempts up to the cap', () => {
    expect([1, 2, 3, 4, 5].map((attempts) => backoffMs(attempts, config.retry))).toEqual([1000, 2000, 4000, 4000, 4000]);
  });

  it('gives up after the last attempt and keeps the entry as failed', async () => {
    const down: SendResult = { outcome: 'retry', error: 'Brevo answered 503', inDoubt: false };
    const transport = new ScriptedTransport(Array(6).fill(down));
    const entry = addCompany();
    const subject = worker(transport);

    expect(await subject.deliverNow(entry.id, 1000)).toBe('pending');
    for (const wait of [1000, 2000]) {
      clock += wait;
      await subject.runDue();
    }
    expect(outbox.entry(entry.id)).toMatchObject({ status: 'failed', attempts: 3 });
    expect(transport.sent).toHaveLength(6);
    clock += 60_000;
    await subject.runDue();
    expect(transport.sent).toHaveLength(6);
  });

  it('repeats an in-doubt mail inside the idempotency window and holds it after that', async () => {
    const noAnswer: SendResult = { outcome: 'retry', error: 'Brevo did not answer in time', inDoubt: true };
    const transport = new ScriptedTransport([noAnswer, { outcome: 'sent' }]);
    const entry = addCompany();
    const subject = worker(transport);

    await subject.deliverNow(entry.id, 1000);
    clock += 1000;
    await subject.runDue();
    // One delivery went out on the first try; the other was in doubt and went out with the same key.
    expect(outbox.entry(entry.id)?.status).toBe('delivered');
    expect(new Set(transport.sent).size).toBe(2);

    const late = addCompany();
    const lateTransport = new ScriptedTransport([noAnswer, { outcome: 'sent' }, { outcome: 'retry', error: '503', inDoubt: false }]);
    const lateWorker = worker(lateTransport);
    await lateWorker.deliverNow(late.id, 1000);
    clock += IDEMPOTENCY_WINDOW_MS;
    outbox.finishAttempt(late.id, { status: 'pending', attempts: 1, nextAttemptAt: clock, lastError: null });
    await lateWorker.runDue();
    expect(outbox.entry(late.id)?.status).toBe('failed');
    expect(outbox.deliveries(late.id).map((delivery) => delivery.status).sort()).toEqual(['held', 'sent']);
    expect(lateTransport.sent).toHaveLength(2);
  });

  it('lets one worker at a time work on an entry', async () => {
    const transport = new ScriptedTransport([]);
    const entry = addCompany();
    const first = worker(transport);
    const second = worker(transport);

    const [a, b] = await Promise.all([first.deliverNow(entry.id, 1000), second.deliverNow(entry.id, 1000)]);
    expect([a, b].sort()).toEqual(['busy', 'delivered']);
    expect(transport.sent).toHaveLength(2);
  });

  it('puts failed entries back in the queue on request', async () => {
    const transport = new ScriptedTransport([{ outcome: 'rejected', error: 'invalid' }]);
    const entry = addCompany();
    const subject = worker(transport);
    expect(await subject.deliverNow(entry.id, 1000)).toBe('rejected');
    clock += 60_000;
    await subject.runDue();
    expect(outbox.entry(entry.id)?.status).toBe('failed');

    expect(outbox.retryFailed()).toBe(1);
    await subject.runDue();
    expect(outbox.entry(entry.id)?.status).toBe('delivered');
  });
});
