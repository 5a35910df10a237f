import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import path from 'node:path';
import { Outbox } from '../mailing/outbox';
import { temporaryDataDir } from '../mailing/testing/mailing-test-app';
import { JOB_ALERT_PERIOD_MS, nextDueAt, UNCONFIRMED_ALERT_LIFETIME_MS } from './job-alert-schedule.mjs';
import { JobAlertScheduler } from './job-alert-scheduler';
import { JobAlertStore, type NewJobAlert } from './job-alert-store';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const T0 = Date.UTC(2026, 2, 2, 7, 0);

/**
 * Holds a store after its first query (the schedule's read of the due alerts) until released: two gateways
 * that read the same due alerts before either has taken one.
 */
class PauseAfterFirstQuery implements KyselyPlugin {
  rows = -1;
  private arrived!: () => void;
  private proceed!: () => void;
  readonly reached = new Promise<void>((resolve) => (this.arrived = resolve));
  private readonly released = new Promise<void>((resolve) => (this.proceed = resolve));

  release(): void {
    this.proceed();
  }

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    return node;
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.rows === -1) {
      this.rows = result.rows.length;
      this.arrived();
      await this.released;
    }
    return result;
  }
}

describe('the period rule', () => {
  it('runs a daily alert a day and a weekly alert a week after it was due', () => {
    expect(JOB_ALERT_PERIOD_MS).toEqual({ daily: DAY, weekly: 7 * DAY });
    expect(nextDueAt(T0, 'daily', T0)).toBe(T0 + DAY);
    expect(nextDueAt(T0, 'weekly', T0)).toBe(T0 + 7 * DAY);
  });

  it('does not drift when a run is taken late', () => {
    expect(nextDueAt(T0, 'daily', T0 + 3 * HOUR)).toBe(T0 + DAY);
    expect(nextDueAt(T0, 'weekly', T0 + 6 * DAY)).toBe(T0 + 7 * DAY);
  });

  it('does not make up a run missed by a period or more: the next one is a period from now', () => {
    expect(nextDueAt(T0, 'daily', T0 + DAY)).toBe(T0 + 2 * DAY);
    expect(nextDueAt(T0, 'daily', T0 + 3 * DAY + 5 * HOUR)).toBe(T0 + 4 * DAY + 5 * HOUR);
    expect(nextDueAt(T0, 'weekly', T0 + 20 * DAY)).toBe(T0 + 27 * DAY);
  });
});

describe('the job alerts’ schedule on a SQLite outbox', () => {
  let data: ReturnType<typeof temporaryDataDir>;
  let file: string;
  let clock: number;
  let outbox: Outbox;
  let store: JobAlertStore;
  const opened: Outbox[] = [];

  async function open(): Promise<{ outbox: Outbox; store: JobAlertStore }> {
    const other = await Outbox.open({ file }, () => clock);
    opened.push(other);
    return { outbox: other, store: new JobAlertStore(other.database, () => clock) };
  }

  beforeEach(async () => {
    data = temporaryDataDir();
    file = path.join(data.dir, 'outbox.sqlite');
    clock = T0;
    ({ outbox, store } = await open());
  });

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((each) => each.close()));
    data.remove();
  });

  const alert = (email: string, fields: Partial<NewJobAlert> = {}): NewJobAlert => ({
    email,
    search: 'q=Koch&kategorie=4',
    locale: 'de',
    frequency: 'daily',
    ...fields,
  });

  async function confirmed(email: string, fields: Partial<NewJobAlert> = {}) {
    const { alert: created } = await store.create(alert(email, fields));
    const result = await store.confirm(created.token);
    if (!result) {
      throw new Error('the alert was not confirmed');
    }
    return result.alert;
  }

  const runs = async () => (await outbox.entries()).filter((entry) => entry.kind === 'job-alert');

  it('queues one run of each confirmed alert that is due, addressed to the alert', async () => {
    const daily = await confirmed('daily@example.org');
    const weekly = await confirmed('weekly@example.org', { frequency: 'weekly' });
    await store.create(alert('unconfirmed@example.org'));

    clock = T0 + DAY;
    const queued = await store.queueDue();

    expect(queued).toHaveLength(1);
    const [run] = await runs();
    expect(run.id).toBe(queued[0]);
    expect(run.status).toBe('pending');
    expect(run.payload).toEqual({ alertId: daily.id, since: T0, until: T0 + DAY });
    expect(await outbox.deliveries(run.id)).toMatchObject([
      { recipient: 'subscriber', address: 'daily@example.org', status: 'pending' },
    ]);
    expect(await store.byId(daily.id)).toMatchObject({ jobsSince: T0 + DAY, dueAt: T0 + 2 * DAY });
    expect(await store.byId(weekly.id)).toMatchObject({ jobsSince: T0, dueAt: T0 + 7 * DAY });
  });

  it('queues nothing before an alert is due', async () => {
    await confirmed('daily@example.org');
    clock = T0 + DAY - 1;
    expect(await store.queueDue()).toEqual([]);
    expect(await runs()).toEqual([]);
  });

  it('moves the schedule on from the due time when the run is taken late, and covers the jobs up to then', async () => {
    const daily = await confirmed('daily@example.org');
    clock = T0 + DAY + 5 * HOUR;
    await store.queueDue();

    expect((await runs())[0].payload).toEqual({ alertId: daily.id, since: T0, until: T0 + DAY + 5 * HOUR });
    expect(await store.byId(daily.id)).toMatchObject({ jobsSince: T0 + DAY + 5 * HOUR, dueAt: T0 + 2 * DAY });

    clock = T0 + 2 * DAY;
    await store.queueDue();
    expect((await runs()).map((run) => run.payload)).toContainEqual({
      alertId: daily.id,
      since: T0 + DAY + 5 * HOUR,
      until: T0 + 2 * DAY,
    });
  });

  it('takes a run once: a second call at the same moment queues nothing', async () => {
    await confirmed('a@example.org');
    await confirmed('b@example.org');
    clock = T0 + DAY;

    expect(await store.queueDue()).toHaveLength(2);
    expect(await store.queueDue()).toEqual([]);
    expect(await runs()).toHaveLength(2);
  });

  it('queues each alert once when another store on the same file read the same due alerts first', async () => {
    const alerts = [];
    for (let index = 0; index < 8; index += 1) {
      alerts.push(await confirmed(`alert-${index}@example.org`));
    }
    // A second gateway's store has read the due alerts and is held there while this one takes them.
    const other = await open();
    const gate = new PauseAfterFirstQuery();
    const late = new JobAlertStore(other.outbox.database.withPlugin(gate), () => clock);
    clock = T0 + DAY;

    const theirs = late.queueDue();
    await gate.reached;
    const mine = await store.queueDue();
    gate.release();

    expect(gate.rows).toBe(alerts.length);
    expect(mine).toHaveLength(alerts.length);
    expect(await theirs).toEqual([]);
    const queuedFor = (await runs()).map((run) => (run.payload as { alertId: string }).alertId);
    expect(queuedFor.sort()).toEqual(alerts.map((each) => each.id).sort());
  });

  it('queues each alert once when two stores on the same file take the due runs one after the other', async () => {
    for (let index = 0; index < 4; index += 1) {
      await confirmed(`alert-${index}@example.org`);
    }
    const other = await open();
    clock = T0 + DAY;

    expect(await other.store.queueDue()).toHaveLength(4);
    expect(await store.queueDue()).toEqual([]);
    expect(await runs()).toHaveLength(4);
  });

  it('queues every confirmed alert at once with dueNow, and none that is unconfirmed', async () => {
    const daily = await confirmed('daily@example.org');
    const weekly = await confirmed('weekly@example.org', { frequency: 'weekly' });
    await store.create(alert('unconfirmed@example.org'));
    clock = T0 + HOUR;

    const queued = await store.queueDue({ dueNow: true });

    expect(queued).toHaveLength(2);
    const payloads = (await runs()).map((run) => run.payload);
    expect(payloads).toEqual(
      expect.arrayContaining([
        { alertId: daily.id, since: T0, until: T0 + HOUR },
        { alertId: weekly.id, since: T0, until: T0 + HOUR },
      ]),
    );
    expect(await store.byId(daily.id)).toMatchObject({ jobsSince: T0 + HOUR, dueAt: T0 + HOUR + DAY });
    expect(await store.byId(weekly.id)).toMatchObject({ jobsSince: T0 + HOUR, dueAt: T0 + HOUR + 7 * DAY });
  });

  it('deletes an unconfirmed alert with its confirmation mail after 48 hours, not before', async () => {
    const { alert: unconfirmed, confirmationEntryId } = await store.create(alert('late@example.org'));
    const kept = await confirmed('kept@example.org');

    clock = T0 + UNCONFIRMED_ALERT_LIFETIME_MS;
    expect(UNCONFIRMED_ALERT_LIFETIME_MS).toBe(48 * HOUR);
    expect(await store.deleteUnconfirmed()).toBe(0);
    expect(await store.byId(unconfirmed.id)).toBeDefined();

    clock = T0 + UNCONFIRMED_ALERT_LIFETIME_MS + 1;
    expect(await store.deleteUnconfirmed()).toBe(1);
    expect(await store.byId(unconfirmed.id)).toBeUndefined();
    expect(await outbox.entry(confirmationEntryId)).toBeUndefined();
    expect(await outbox.deliveries(confirmationEntryId)).toEqual([]);
    expect(await store.byId(kept.id)).toBeDefined();
  });

  it('runs a round of every gateway: queues the due runs and deletes the alerts nobody confirmed in time', async () => {
    const daily = await confirmed('daily@example.org');
    const { alert: unconfirmed } = await store.create(alert('late@example.org'));
    const logged: [unknown, string][] = [];
    const log = {
      info: (fields: unknown, message: string) => logged.push([fields, message]),
    } as unknown as FastifyBaseLogger;
    const scheduler = new JobAlertScheduler({ store, intervalMs: 60_000, log });
    clock = T0 + UNCONFIRMED_ALERT_LIFETIME_MS + 1;

    await scheduler.runOnce();

    expect((await runs()).map((run) => (run.payload as { alertId: string }).alertId)).toEqual([daily.id]);
    expect(await store.byId(unconfirmed.id)).toBeUndefined();
    expect(logged).toEqual([
      [{ runs: 1 }, expect.any(String)],
      [{ deleted: 1 }, expect.any(String)],
    ]);

    await scheduler.runOnce();
    expect(await runs()).toHaveLength(1);
    expect(logged).toHaveLength(2);
  });

  it('ends an alert with its queued mails, but leaves a mail a worker holds under its lease', async () => {
    const ending = await confirmed('ending@example.org');
    const other = await confirmed('other@example.org', { search: '' });
    clock = T0 + DAY;
    await store.queueDue();
    clock = T0 + 2 * DAY;
    await store.queueDue();
    const [held, waiting] = (await runs()).filter((run) => (run.payload as { alertId: string }).alertId === ending.id);
    expect(await outbox.claim(held.id, 60_000)).not.toBeNull();

    expect(await store.remove(ending.token)).toBe(true);

    expect(await store.byId(ending.id)).toBeUndefined();
    expect(await store.byToken(ending.token)).toBeUndefined();
    expect(await outbox.entry(waiting.id)).toBeUndefined();
    expect(await outbox.entry(held.id)).toBeDefined();
    expect((await runs()).filter((run) => (run.payload as { alertId: string }).alertId === other.id)).toHaveLength(2);
    expect(await store.remove(ending.token)).toBe(false);
  });

  it('ends an alert with the mail of a lease that has run out', async () => {
    const ending = await confirmed('ending@example.org');
    clock = T0 + DAY;
    const [runId] = await store.queueDue();
    expect(await outbox.claim(runId, 60_000)).not.toBeNull();
    clock += 60_001;

    expect(await store.remove(ending.token)).toBe(true);
    expect(await outbox.entry(runId)).toBeUndefined();
  });
});
