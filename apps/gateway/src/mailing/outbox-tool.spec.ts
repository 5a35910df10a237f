import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { Outbox, type Claim, type OutboxStore } from './outbox';
import { temporaryDataDir } from './testing/mailing-test-app';
import { describeWithPostgres, startTemporaryPostgres, type TemporaryPostgres } from './testing/temporary-postgres';

const tool = path.resolve(__dirname, '../../../../tools/outbox.mjs');

describe('tools/outbox.mjs on SQLite', () => {
  let data: ReturnType<typeof temporaryDataDir>;
  beforeEach(() => {
    data = temporaryDataDir();
  });
  afterEach(() => data.remove());
  toolSpecs(async () => ({ store: { file: path.join(data.dir, 'outbox.sqlite') }, env: { DATA_DIR: data.dir } }));
});

describeWithPostgres('tools/outbox.mjs on PostgreSQL', () => {
  let cluster: TemporaryPostgres;
  beforeAll(async () => {
    cluster = await startTemporaryPostgres({ label: 'tool' });
  }, 60_000);
  afterAll(() => cluster?.stop());
  toolSpecs(async () => {
    const databaseUrl = await cluster.createDatabase('outbox');
    return { store: { databaseUrl }, env: { DATABASE_URL: databaseUrl } };
  });
});

/** The tool finds the outbox the way the gateway does: DATABASE_URL, or else DATA_DIR. */
function toolSpecs(freshStore: () => Promise<{ store: OutboxStore; env: NodeJS.ProcessEnv }>) {
  let outbox: Outbox;
  let env: NodeJS.ProcessEnv;
  const run = (...args: string[]) =>
    execFileSync(process.execPath, [tool, ...args], { env: { ...process.env, ...env }, encoding: 'utf8' });

  beforeEach(async () => {
    const fresh = await freshStore();
    env = fresh.env;
    outbox = await Outbox.open(fresh.store);
  });
  afterEach(async () => {
    await outbox.close();
  });

  it('lists entries by status with their recipients and queues failed ones again', async () => {
    const failed = await outbox.add('newsletter', { email: 'a@example.invalid' }, [
      { recipient: 'subscriber', address: 'a@example.invalid' },
    ]);
    const claim = await outbox.claim(failed.id, 1000);
    const [delivery] = await outbox.deliveries(failed.id);
    await outbox.markSending(delivery.idempotencyKey);
    await outbox.markRejected(delivery.idempotencyKey, '550 the domain does not exist');
    await outbox.finishAttempt(claim as Claim, {
      status: 'failed',
      attempts: 1,
      nextAttemptAt: 0,
      lastError: 'rejected',
    });
    const pending = await outbox.add('newsletter', { email: 'b@example.org' }, [
      { recipient: 'subscriber', address: 'b@example.org' },
    ]);

    const listing = run('list');
    expect(listing).toContain('1 pending, 0 delivered, 1 failed');
    expect(listing).toMatch(new RegExp(`${failed.id}\\s+newsletter\\s+failed`));
    expect(listing).toContain('a@example.invalid');
    expect(listing).toContain('550 the domain does not exist');
    expect(run('list', '--status', 'pending')).not.toContain(failed.id);

    expect(run('retry', '--failed')).toContain(`${failed.id}: queued again`);
    expect(run('retry', pending.id)).toContain('not a failed entry');
    expect(await outbox.entry(failed.id)).toMatchObject({ status: 'pending', attempts: 0 });
    expect((await outbox.deliveries(failed.id))[0].status).toBe('pending');
  });
}
