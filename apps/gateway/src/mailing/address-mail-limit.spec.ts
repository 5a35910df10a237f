import path from 'node:path';
import { AddressMailLimit, addressHash, ADDRESS_MAIL_WINDOW_MS } from './address-mail-limit';
import { Outbox, type OutboxStore } from './outbox';
import { temporaryDataDir } from './testing/mailing-test-app';
import { describeWithPostgres, startTemporaryPostgres, type TemporaryPostgres } from './testing/temporary-postgres';

describe('AddressMailLimit on SQLite', () => {
  let data: ReturnType<typeof temporaryDataDir>;
  beforeEach(() => {
    data = temporaryDataDir();
  });
  afterEach(() => data.remove());
  limitSpecs(async () => ({ file: path.join(data.dir, 'outbox.sqlite') }));
});

describeWithPostgres('AddressMailLimit on PostgreSQL', () => {
  let cluster: TemporaryPostgres;
  let databases = 0;
  beforeAll(async () => {
    cluster = await startTemporaryPostgres({ label: 'address-limit' });
  }, 60_000);
  afterAll(() => cluster?.stop());
  limitSpecs(async () => ({ databaseUrl: await cluster.createDatabase(`address_limit_${(databases += 1)}`) }));
});

function limitSpecs(freshStore: () => Promise<OutboxStore>) {
  const clock = { now: 0 };
  let outboxes: Outbox[];
  let limit: AddressMailLimit;

  /** Another gateway on the same database, with its own connection. */
  async function gateway(): Promise<AddressMailLimit> {
    const outbox = await Outbox.open(store);
    outboxes.push(outbox);
    return new AddressMailLimit(outbox.database, ADDRESS_MAIL_WINDOW_MS, () => clock.now);
  }
  let store: OutboxStore;

  beforeEach(async () => {
    clock.now = 1_000_000;
    outboxes = [];
    store = await freshStore();
    limit = await gateway();
  });
  afterEach(async () => {
    await Promise.all(outboxes.map((outbox) => outbox.close()));
  });

  it('allows one mail per address and form in ten minutes, then the next', async () => {
    expect(ADDRESS_MAIL_WINDOW_MS).toBe(10 * 60_000);
    expect(await limit.take('job-alert', 'ada@example.org')).toBe(true);
    clock.now += 60_000;
    expect(await limit.take('job-alert', 'ada@example.org')).toBe(false);
    clock.now += ADDRESS_MAIL_WINDOW_MS - 60_000 - 1;
    expect(await limit.take('job-alert', 'ada@example.org')).toBe(false);
    clock.now += 1;
    expect(await limit.take('job-alert', 'ada@example.org')).toBe(true);
    expect(await limit.take('job-alert', 'ada@example.org')).toBe(false);
  });

  it('counts the address as typed in any case and with spaces as one, each form and address apart', async () => {
    expect(await limit.take('newsletter', 'Ada@Example.org')).toBe(true);
    expect(await limit.take('newsletter', '  ada@example.ORG ')).toBe(false);
    expect(await limit.take('event', 'ada@example.org')).toBe(true);
    expect(await limit.take('newsletter', 'grace@example.org')).toBe(true);
  });

  it('keeps only a hash of the address, and deletes what is past the window', async () => {
    await limit.take('company', 'Ada@Example.org');
    clock.now += ADDRESS_MAIL_WINDOW_MS;
    await limit.take('company', 'grace@example.org');

    const rows = await outboxes[0].database.selectFrom('address_mail_limits').selectAll().execute();
    expect(rows).toEqual([{ address_hash: addressHash('grace@example.org'), form: 'company', sent_at: clock.now }]);
    expect(rows[0].address_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain('grace');
  });

  it('gives one mail to one of several gateways taking it at the same moment', async () => {
    const gateways = [limit, await gateway(), await gateway()];
    const taken = await Promise.all(
      Array.from({ length: 12 }, (_, index) => gateways[index % gateways.length].take('job-alert', 'ada@example.org')),
    );

    expect(taken.filter(Boolean)).toHaveLength(1);
  });
}
