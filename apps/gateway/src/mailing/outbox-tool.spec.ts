import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { Outbox } from './outbox';
import { temporaryDataDir } from './testing/mailing-test-app';

const tool = path.resolve(__dirname, '../../../../tools/outbox.mjs');

describe('tools/outbox.mjs', () => {
  let data: ReturnType<typeof temporaryDataDir>;
  let outbox: Outbox;
  const run = (...args: string[]) => execFileSync(process.execPath, [tool, ...args], { env: { ...process.env, DATA_DIR: data.dir }, encoding: 'utf8' });

  beforeEach(() => {
    data = temporaryDataDir();
    outbox = new Outbox(path.join(data.dir, 'outbox.sqlite'));
  });
  afterEach(() => {
    outbox.close();
    data.remove();
  });

  it('lists entries by status with their recipients and queues failed ones again', () => {
    const failed = outbox.add('newsletter', { email: 'a@example.invalid' }, [{ recipient: 'subscriber', address: 'a@example.invalid' }]);
    const [delivery] = outbox.deliveries(failed.id);
    outbox.markRejected(delivery.idempotencyKey, '550 the domain does not exist');
    outbox.finishAttempt(failed.id, { status: 'failed', attempts: 1, nextAttemptAt: 0, lastError: 'rejected' });
    const pending = outbox.add('newsletter', { email: 'b@example.org' }, [{ recipient: 'subscriber', address: 'b@example.org' }]);

    const listing = run('list');
    expect(listing).toContain('1 pending, 0 delivered, 1 failed');
    expect(listing).toMatch(new RegExp(`${failed.id}\\s+newsletter\\s+failed`));
    expect(listing).toContain('a@example.invalid');
    expect(listing).toContain('550 the domain does not exist');
    expect(run('list', '--status', 'pending')).not.toContain(failed.id);

    expect(run('retry', '--failed')).toContain(`${failed.id}: queued again`);
    expect(run('retry', pending.id)).toContain('not a failed entry');
    expect(outbox.entry(failed.id)).toMatchObject({ status: 'pending', attempts: 0 });
    expect(outbox.deliveries(failed.id)[0].status).toBe('pending');
  });
});
