import { sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { randomUUID } from 'node:crypto';
import { migrateSiteDatabase, openSiteDatabase, type SiteDatabaseLocation } from '../lib/site-database';
import { requeueFailed } from './outbox-requeue.mjs';
import { insertOutboxEntry } from '../job-alerts/job-alert-schedule.mjs';
import type { JobAlertFrequency } from '../job-alerts/job-alert-schedule.mjs';

/**
 * What an entry is: a form submission, or a job alert's mail (its confirmation, or one run of the alert,
 * whose jobs are looked up when it is delivered).
 */
export type SubmissionKind = 'newsletter' | 'event' | 'company' | 'job-alert-confirmation' | 'job-alert';
export type EntryStatus = 'pending' | 'delivered' | 'failed';
/**
 * `sending` is written before a request leaves and stays only if the process died during it or the
 * provider did not answer in time: then nobody knows whether the message went out (in doubt).
 * `held` is an in-doubt delivery that can no longer be repeated safely; an operator decides.
 * `skipped`: there was nothing to send (a job alert's run without new jobs, or an alert ended meanwhile).
 */
export type DeliveryStatus = 'pending' | 'sending' | 'sent' | 'rejected' | 'held' | 'skipped';

/** Who a delivery of an entry goes to; one delivery per recipient and entry. */
export type RecipientRole = 'subscriber' | 'organisation' | 'person';

/** Where the outbox lives: a SQLite file (one machine, the default) or a PostgreSQL database shared by several gateways. */
export type OutboxStore = SiteDatabaseLocation;

export interface OutboxEntry {
  id: string;
  kind: SubmissionKind;
  payload: unknown;
  status: EntryStatus;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  createdAt: number;
  updatedAt: number;
}

export interface OutboxDelivery {
  entryId: string;
  recipient: RecipientRole;
  address: string;
  idempotencyKey: string;
  status: DeliveryStatus;
  attemptStartedAt: number | null;
  inDoubtSince: number | null;
  providerMessageId: string | null;
  lastError: string | null;
  sentAt: number | null;
}

export interface NewDelivery {
  recipient: RecipientRole;
  address: string;
}

/** An entry taken for one attempt; `leaseToken` proves the lease is still this attempt's when it ends. */
export interface Claim {
  id: string;
  leaseToken: string;
}

/** Times are milliseconds since the epoch in both databases (bigint in PostgreSQL). */
export interface OutboxTables {
  outbox_entries: {
    id: string;
    /** The job alert an entry mails for: its entries go with it when it ends. */
    job_alert_id: string | null;
    kind: SubmissionKind;
    payload: string;
    status: EntryStatus;
    attempts: number;
    next_attempt_at: number;
    lease_until: number | null;
    lease_token: string | null;
    last_error: string | null;
    created_at: number;
    updated_at: number;
  };
  outbox_deliveries: {
    entry_id: string;
    recipient: RecipientRole;
    address: string;
    idempotency_key: string;
    status: DeliveryStatus;
    attempt_started_at: number | null;
    in_doubt_since: number | null;
    provider_message_id: string | null;
    last_error: string | null;
    sent_at: number | null;
  };
  /**
   * A job alert: what the person gave (address, search, language, frequency) and its schedule. `token`
   * is the alert's secret in its links (confirm, manage, end); `jobs_since` the time up to which its jobs
   * were looked at; `due_at` when it runs next. Unconfirmed alerts have no schedule.
   */
  job_alerts: {
    id: string;
    token: string;
    email: string;
    search: string;
    locale: string;
    frequency: JobAlertFrequency;
    created_at: number;
    confirmed_at: number | null;
    due_at: number | null;
    jobs_since: number | null;
    last_mail_at: number | null;
  };
  /**
   * The last mail sent before confirmation to an address for a form (see AddressMailLimit): the SHA-256
   * of the normalised address, never the address; rows older than the limit's window are deleted.
   */
  address_mail_limits: {
    address_hash: string;
    form: string;
    sent_at: number;
  };
}

type EntryRow = OutboxTables['outbox_entries'];
type DeliveryRow = OutboxTables['outbox_deliveries'];

/**
 * The schema, for SQLite and PostgreSQL alike. tools/outbox.mjs reads the same tables; a change here
 * changes it there. The first migration creates the tables only where they are missing, so a SQLite
 * file from before the migrations is taken over as it is.
 */
const MIGRATIONS: Record<string, Migration> = {
  '001-entries-and-deliveries': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('outbox_entries')
        .ifNotExists()
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('kind', 'text', (column) => column.notNull())
        .addColumn('payload', 'text', (column) => column.notNull())
        .addColumn('status', 'text', (column) => column.notNull())
        .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'bigint', (column) => column.notNull())
        .addColumn('lease_until', 'bigint')
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .addColumn('updated_at', 'bigint', (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('outbox_entries_due')
        .ifNotExists()
        .on('outbox_entries')
        .columns(['status', 'next_attempt_at'])
        .execute();
      await db.schema
        .createTable('outbox_deliveries')
        .ifNotExists()
        .addColumn('entry_id', 'text', (column) => column.notNull().references('outbox_entries.id').onDelete('cascade'))
        .addColumn('recipient', 'text', (column) => column.notNull())
        .addColumn('address', 'text', (column) => column.notNull())
        .addColumn('idempotency_key', 'text', (column) => column.notNull().unique())
        .addColumn('status', 'text', (column) => column.notNull())
        .addColumn('attempt_started_at', 'bigint')
        .addColumn('in_doubt_since', 'bigint')
        .addColumn('provider_message_id', 'text')
        .addColumn('last_error', 'text')
        .addColumn('sent_at', 'bigint')
        .addPrimaryKeyConstraint('outbox_deliveries_pkey', ['entry_id', 'recipient'])
        .execute();
    },
  },
  '002-lease-token': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('outbox_entries').addColumn('lease_token', 'text').execute();
    },
  },
  '003-job-alerts': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('job_alerts')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('token', 'text', (column) => column.notNull().unique())
        .addColumn('email', 'text', (column) => column.notNull())
        .addColumn('search', 'text', (column) => column.notNull())
        .addColumn('locale', 'text', (column) => column.notNull())
        .addColumn('frequency', 'text', (column) => column.notNull())
        .addColumn('created_at', 'bigint', (column) => column.notNull())
        .addColumn('confirmed_at', 'bigint')
        .addColumn('due_at', 'bigint')
        .addColumn('jobs_since', 'bigint')
        .addColumn('last_mail_at', 'bigint')
        .execute();
      await db.schema.createIndex('job_alerts_due').on('job_alerts').columns(['due_at']).execute();
      await db.schema.alterTable('outbox_entries').addColumn('job_alert_id', 'text').execute();
      await db.schema.createIndex('outbox_entries_job_alert').on('outbox_entries').column('job_alert_id').execute();
    },
  },
  '004-address-mail-limits': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('address_mail_limits')
        .addColumn('address_hash', 'text', (column) => column.notNull())
        .addColumn('form', 'text', (column) => column.notNull())
        .addColumn('sent_at', 'bigint', (column) => column.notNull())
        .addPrimaryKeyConstraint('address_mail_limits_pkey', ['address_hash', 'form'])
        .execute();
      await db.schema.createIndex('address_mail_limits_sent').on('address_mail_limits').column('sent_at').execute();
    },
  },
};

const migrations: MigrationProvider = { getMigrations: async () => MIGRATIONS };

const DAY_MS = 24 * 60 * 60 * 1000;
/** Failures that a worker may find half done: the attempt was cut off, or it ended without an answer. */
const OPEN_STATUSES: DeliveryStatus[] = ['pending', 'sending'];

/**
 * The durable outbox: a submission is committed here before the visitor gets an answer. One query
 * layer (Kysely) for both databases. SQLite: WAL with synchronous=FULL makes a commit survive a killed
 * process and a power cut. PostgreSQL: several gateway processes share the queue; each entry is worked
 * on under a lease taken by one atomic UPDATE (with `FOR UPDATE SKIP LOCKED` when taking a batch).
 */
export class Outbox {
  private constructor(
    private readonly db: Kysely<OutboxTables>,
    readonly dialect: 'sqlite' | 'postgres',
    private readonly now: () => number,
  ) {}

  /** Opens the store and brings its tables up to date (PostgreSQL: under an advisory lock, so gateways may start together). */
  static async open(store: OutboxStore, now: () => number = Date.now): Promise<Outbox> {
    const outbox = new Outbox(openSiteDatabase<OutboxTables>(store), 'databaseUrl' in store ? 'postgres' : 'sqlite', now);
    await migrateSiteDatabase(outbox.db, 'outbox', migrations);
    return outbox;
  }

  /** Stores a submission with one delivery per recipient; each gets its idempotency key now, before any attempt. */
  async add(kind: SubmissionKind, payload: unknown, deliveries: NewDelivery[]): Promise<OutboxEntry> {
    const row = await this.db
      .transaction()
      .execute((trx) => insertOutboxEntry(trx, { kind, payload, deliveries, now: this.now() }));
    return toEntry(row);
  }

  /** The same database, for the job alerts and the address limits that live beside the mails they send. */
  get database(): Kysely<OutboxTables> {
    return this.db;
  }

  async entry(id: string): Promise<OutboxEntry | undefined> {
    const row = await this.db.selectFrom('outbox_entries').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toEntry(row);
  }

  async entries(status?: EntryStatus): Promise<OutboxEntry[]> {
    const rows = await this.db
      .selectFrom('outbox_entries')
      .selectAll()
      .$if(status !== undefined, (query) => query.where('status', '=', status as EntryStatus))
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map(toEntry);
  }

  async deliveries(entryId: string): Promise<OutboxDelivery[]> {
    const rows = await this.db
      .selectFrom('outbox_deliveries')
      .selectAll()
      .where('entry_id', '=', entryId)
      .orderBy('recipient')
      .execute();
    return rows.map(toDelivery);
  }

  /**
   * Takes the lease on one entry that is pending (and due, unless `ignoreSchedule`): the request's own
   * attempt. The conditional UPDATE is atomic in both databases (PostgreSQL re-checks the condition on
   * a row another transaction changed meanwhile), so only one of several takers gets it. A lease left
   * by a killed process runs out after `leaseMs`. Null when someone else holds the entry.
   */
  async claim(id: string, leaseMs: number, { ignoreSchedule = false } = {}): Promise<Claim | null> {
    const now = this.now();
    const leaseToken = randomUUID();
    const result = await this.db
      .updateTable('outbox_entries')
      .set({ lease_until: now + leaseMs, lease_token: leaseToken })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
      .$if(!ignoreSchedule, (query) => query.where('next_attempt_at', '<=', now))
      .executeTakeFirst();
    return result.numUpdatedRows === 1n ? { id, leaseToken } : null;
  }

  /**
   * Takes the lease on up to `limit` due entries that nobody holds, in one statement. On PostgreSQL the
   * candidates are locked with `FOR UPDATE SKIP LOCKED`, so gateways polling at the same moment take
   * different entries instead of queueing behind each other.
   */
  async claimDue(limit: number, leaseMs: number): Promise<Claim[]> {
    const now = this.now();
    const leaseToken = randomUUID();
    const rows = await this.db
      .updateTable('outbox_entries')
      .set({ lease_until: now + leaseMs, lease_token: leaseToken })
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('outbox_entries')
          .select('id')
          .where('status', '=', 'pending')
          .where('next_attempt_at', '<=', now)
          .where((inner) => inner.or([inner('lease_until', 'is', null), inner('lease_until', '<', now)]))
          .orderBy('next_attempt_at')
          .limit(limit)
          .$if(this.dialect === 'postgres', (query) => query.forUpdate().skipLocked()),
      )
      .where('status', '=', 'pending')
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
      .returning('id')
      .execute();
    return rows.map((row) => ({ id: row.id, leaseToken }));
  }

  /** Recorded (and committed) before the request leaves: from here on a crash leaves the delivery in doubt. */
  async markSending(idempotencyKey: string): Promise<void> {
    await this.updateDelivery(idempotencyKey, OPEN_STATUSES, { status: 'sending', attempt_started_at: this.now() });
  }

  /** The provider took it: true whatever else was recorded meanwhile. */
  async markSent(idempotencyKey: string, providerMessageId: string | undefined): Promise<void> {
    await this.db
      .updateTable('outbox_deliveries')
      .set({ status: 'sent', sent_at: this.now(), provider_message_id: providerMessageId ?? null, last_error: null })
      .where('idempotency_key', '=', idempotencyKey)
      .where('status', '!=', 'sent')
      .execute();
  }

  /**
   * The outcomes below apply only to a delivery still `sending`: an attempt whose lease ran out (a
   * stalled process) must not undo what a later attempt recorded.
   */
  async markRejected(idempotencyKey: string, error: string): Promise<void> {
    await this.updateDelivery(idempotencyKey, ['sending'], { status: 'rejected', last_error: error });
  }

  /** A failed attempt to repeat later; `inDoubtSince` stays set once any attempt may have gone through. */
  async markRetry(idempotencyKey: string, error: string, inDoubtSince: number | null): Promise<void> {
    await this.updateDelivery(idempotencyKey, ['sending'], {
      status: 'pending',
      last_error: error,
      in_doubt_since: inDoubtSince,
    });
  }

  /** The message could not be written yet (a service it needs failed): the delivery waits for the next attempt. */
  async markWaiting(idempotencyKey: string, error: string, inDoubtSince: number | null): Promise<void> {
    await this.updateDelivery(idempotencyKey, OPEN_STATUSES, { status: 'pending', last_error: error, in_doubt_since: inDoubtSince });
  }

  /** Nothing to send after all (see `skipped`). */
  async markSkipped(idempotencyKey: string): Promise<void> {
    await this.updateDelivery(idempotencyKey, OPEN_STATUSES, { status: 'skipped', last_error: null });
  }

  async markHeld(idempotencyKey: string, error: string): Promise<void> {
    await this.updateDelivery(idempotencyKey, OPEN_STATUSES, { status: 'held', last_error: error });
  }

  /**
   * Ends an attempt on an entry: delivered, failed, or pending again at `nextAttemptAt`; gives up the
   * lease. False (nothing written) when the lease is no longer this attempt's.
   */
  async finishAttempt(
    claim: Claim,
    result: { status: EntryStatus; attempts: number; nextAttemptAt: number; lastError: string | null },
  ): Promise<boolean> {
    const changed = await this.db
      .updateTable('outbox_entries')
      .set({
        status: result.status,
        attempts: result.attempts,
        next_attempt_at: result.nextAttemptAt,
        last_error: result.lastError,
        lease_until: null,
        lease_token: null,
        updated_at: this.now(),
      })
      .where('id', '=', claim.id)
      .where('lease_token', '=', claim.leaseToken)
      .executeTakeFirst();
    return changed.numUpdatedRows === 1n;
  }

  /** See outbox-requeue.mjs (shared with tools/outbox.mjs). */
  retryFailed(ids?: string[]): Promise<string[]> {
    return requeueFailed(this.db, ids, this.now());
  }

  /** Personal data is kept no longer than needed: delivered entries older than the retention go. */
  async purgeDelivered(retentionDays: number): Promise<number> {
    const cutoff = this.now() - retentionDays * DAY_MS;
    const result = await this.db
      .deleteFrom('outbox_entries')
      .where('status', '=', 'delivered')
      .where('updated_at', '<', cutoff)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** The queue at a glance, for the metrics: pending and failed submissions, and when the oldest pending was stored. */
  async stats(): Promise<{ pending: number; failed: number; oldestPendingCreatedAt: number | null }> {
    const rows = await this.db
      .selectFrom('outbox_entries')
      .select((eb) => ['status', eb.fn.countAll().as('count'), eb.fn.min('created_at').as('oldest')])
      .where('status', 'in', ['pending', 'failed'])
      .groupBy('status')
      .execute();
    const pending = rows.find((row) => row.status === 'pending');
    const failed = rows.find((row) => row.status === 'failed');
    return {
      pending: Number(pending?.count ?? 0),
      failed: Number(failed?.count ?? 0),
      oldestPendingCreatedAt: pending?.oldest === undefined || pending.oldest === null ? null : Number(pending.oldest),
    };
  }

  /** A trivial query: whether the store answers at all (the gateway's readiness). */
  async ping(): Promise<void> {
    await sql`select 1`.execute(this.db);
  }

  async close(): Promise<void> {
    await this.db.destroy();
  }

  private async updateDelivery(
    idempotencyKey: string,
    from: DeliveryStatus[],
    values: Partial<DeliveryRow>,
  ): Promise<void> {
    await this.db
      .updateTable('outbox_deliveries')
      .set(values)
      .where('idempotency_key', '=', idempotencyKey)
      .where('status', 'in', from)
      .execute();
  }
}

function toEntry(row: EntryRow): OutboxEntry {
  return {
    id: row.id,
    kind: row.kind,
    payload: JSON.parse(row.payload) as unknown,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function toDelivery(row: DeliveryRow): OutboxDelivery {
  return {
    entryId: row.entry_id,
    recipient: row.recipient,
    address: row.address,
    idempotencyKey: row.idempotency_key,
    status: row.status,
    attemptStartedAt: row.attempt_started_at,
    inDoubtSince: row.in_doubt_since,
    providerMessageId: row.provider_message_id,
    lastError: row.last_error,
    sentAt: row.sent_at,
  };
}
