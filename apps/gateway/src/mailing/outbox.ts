import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

export type SubmissionKind = 'newsletter' | 'event' | 'company';
export type EntryStatus = 'pending' | 'delivered' | 'failed';
/**
 * `sending` is written before a request leaves and stays only if the process died during it or the
 * provider did not answer in time: then nobody knows whether the message went out (in doubt).
 * `held` is an in-doubt delivery that can no longer be repeated safely; an operator decides.
 */
export type DeliveryStatus = 'pending' | 'sending' | 'sent' | 'rejected' | 'held';

/** Who a delivery of an entry goes to; one delivery per recipient and entry. */
export type RecipientRole = 'subscriber' | 'organisation' | 'person';

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

/**
 * The schema is also read by tools/outbox.mjs (listing and retrying from the shell); a change here
 * changes it there.
 */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS outbox_entries (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  payload TEXT NOT NULL,
  status TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  lease_until INTEGER,
  last_error TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS outbox_entries_due ON outbox_entries (status, next_attempt_at);
CREATE TABLE IF NOT EXISTS outbox_deliveries (
  entry_id TEXT NOT NULL REFERENCES outbox_entries (id) ON DELETE CASCADE,
  recipient TEXT NOT NULL,
  address TEXT NOT NULL,
  idempotency_key TEXT NOT NULL UNIQUE,
  status TEXT NOT NULL,
  attempt_started_at INTEGER,
  in_doubt_since INTEGER,
  provider_message_id TEXT,
  last_error TEXT,
  sent_at INTEGER,
  PRIMARY KEY (entry_id, recipient)
);
`;

interface EntryRow {
  id: string;
  kind: SubmissionKind;
  payload: string;
  status: EntryStatus;
  attempts: number;
  next_attempt_at: number;
  last_error: string | null;
  created_at: number;
  updated_at: number;
}

interface DeliveryRow {
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
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a writer waits for another process (a second gateway, tools/outbox.mjs) to finish. */
const BUSY_TIMEOUT_MS = 5_000;

/**
 * The durable outbox: a submission is committed here before the visitor gets an answer. WAL with
 * synchronous=FULL makes a commit survive a killed process and a power cut.
 */
export class Outbox {
  private readonly db: Database.Database;

  constructor(file: string, private readonly now: () => number = Date.now) {
    mkdirSync(path.dirname(file), { recursive: true });
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL');
    this.db.pragma('foreign_keys = ON');
    this.db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    this.db.exec(SCHEMA);
  }

  /** Stores a submission with one delivery per recipient; each gets its idempotency key now, before any attempt. */
  add(kind: SubmissionKind, payload: unknown, deliveries: NewDelivery[]): OutboxEntry {
    const id = randomUUID();
    const now = this.now();
    this.db.transaction(() => {
      this.db
        .prepare(
          `INSERT INTO outbox_entries (id, kind, payload, status, attempts, next_attempt_at, created_at, updated_at)
           VALUES (?, ?, ?, 'pending', 0, ?, ?, ?)`,
        )
        .run(id, kind, JSON.stringify(payload), now, now, now);
      const insertDelivery = this.db.prepare(
        `INSERT INTO outbox_deliveries (entry_id, recipient, address, idempotency_key, status) VALUES (?, ?, ?, ?, 'pending')`,
      );
      for (const delivery of deliveries) {
        insertDelivery.run(id, delivery.recipient, delivery.address, randomUUID());
      }
    }).immediate();
    return this.entry(id) as OutboxEntry;
  }

  entry(id: string): OutboxEntry | undefined {
    const row = this.db.prepare('SELECT * FROM outbox_entries WHERE id = ?').get(id) as EntryRow | undefined;
    return row && toEntry(row);
  }

  entries(status?: EntryStatus): OutboxEntry[] {
    const rows = (
      status
        ? this.db.prepare('SELECT * FROM outbox_entries WHERE status = ? ORDER BY created_at').all(status)
        : this.db.prepare('SELECT * FROM outbox_entries ORDER BY created_at').all()
    ) as EntryRow[];
    return rows.map(toEntry);
  }

  deliveries(entryId: string): OutboxDelivery[] {
    const rows = this.db
      .prepare('SELECT * FROM outbox_deliveries WHERE entry_id = ? ORDER BY recipient')
      .all(entryId) as DeliveryRow[];
    return rows.map(toDelivery);
  }

  /**
   * Takes the lease on an entry that is pending (and due, unless `ignoreSchedule`), so that the
   * request's own attempt, the background worker and other gateway processes never work on the same
   * entry at once. A lease left by a killed process runs out after `leaseMs`.
   */
  claim(id: string, leaseMs: number, { ignoreSchedule = false } = {}): boolean {
    const now = this.now();
    const result = this.db
      .prepare(
        `UPDATE outbox_entries SET lease_until = ?
         WHERE id = ? AND status = 'pending' AND (lease_until IS NULL OR lease_until < ?) AND (? OR next_attempt_at <= ?)`,
      )
      .run(now + leaseMs, id, now, ignoreSchedule ? 1 : 0, now);
    return result.changes === 1;
  }

  /** Ids of pending entries whose next attempt is due and that nobody holds. */
  dueEntryIds(limit: number): string[] {
    const now = this.now();
    const rows = this.db
      .prepare(
        `SELECT id FROM outbox_entries
         WHERE status = 'pending' AND next_attempt_at <= ? AND (lease_until IS NULL OR lease_until < ?)
         ORDER BY next_attempt_at LIMIT ?`,
      )
      .all(now, now, limit) as { id: string }[];
    return rows.map((row) => row.id);
  }

  /** Recorded (and committed) before the request leaves: from here on a crash leaves the delivery in doubt. */
  markSending(idempotencyKey: string): void {
    this.db
      .prepare(`UPDATE outbox_deliveries SET status = 'sending', attempt_started_at = ? WHERE idempotency_key = ?`)
      .run(this.now(), idempotencyKey);
  }

  markSent(idempotencyKey: string, providerMessageId: string | undefined): void {
    this.db
      .prepare(
        `UPDATE outbox_deliveries SET status = 'sent', sent_at = ?, provider_message_id = ?, last_error = NULL
         WHERE idempotency_key = ?`,
      )
      .run(this.now(), providerMessageId ?? null, idempotencyKey);
  }

  markRejected(idempotencyKey: string, error: string): void {
    this.db
      .prepare(`UPDATE outbox_deliveries SET status = 'rejected', last_error = ? WHERE idempotency_key = ?`)
      .run(error, idempotencyKey);
  }

  /** A failed attempt to repeat later; `inDoubtSince` stays set once any attempt may have gone through. */
  markRetry(idempotencyKey: string, error: string, inDoubtSince: number | null): void {
    this.db
      .prepare(`UPDATE outbox_deliveries SET status = 'pending', last_error = ?, in_doubt_since = ? WHERE idempotency_key = ?`)
      .run(error, inDoubtSince, idempotencyKey);
  }

  markHeld(idempotencyKey: string, error: string): void {
    this.db
      .prepare(`UPDATE outbox_deliveries SET status = 'held', last_error = ? WHERE idempotency_key = ?`)
      .run(error, idempotencyKey);
  }

  /** Ends an attempt on an entry: delivered, failed, or pending again at `nextAttemptAt`; gives up the lease. */
  finishAttempt(id: string, result: { status: EntryStatus; attempts: number; nextAttemptAt: number; lastError: string | null }): void {
    this.db
      .prepare(
        `UPDATE outbox_entries SET status = ?, attempts = ?, next_attempt_at = ?, last_error = ?, lease_until = NULL, updated_at = ?
         WHERE id = ?`,
      )
      .run(result.status, result.attempts, result.nextAttemptAt, result.lastError, this.now(), id);
  }

  /**
   * Puts failed entries back in the queue with a fresh budget of attempts. Rejected and held deliveries
   * are tried again: a person decided so, knowing a held one may arrive twice.
   */
  retryFailed(ids?: string[]): number {
    const now = this.now();
    return this.db.transaction(() => {
      const targets = ids ?? this.entries('failed').map((entry) => entry.id);
      let count = 0;
      for (const id of targets) {
        const changed = this.db
          .prepare(
            `UPDATE outbox_entries SET status = 'pending', attempts = 0, next_attempt_at = ?, last_error = NULL, lease_until = NULL, updated_at = ?
             WHERE id = ? AND status = 'failed'`,
          )
          .run(now, now, id).changes;
        if (changed === 1) {
          this.db
            .prepare(
              `UPDATE outbox_deliveries SET status = 'pending', in_doubt_since = NULL
               WHERE entry_id = ? AND status IN ('rejected', 'held', 'sending')`,
            )
            .run(id);
          count += 1;
        }
      }
      return count;
    }).immediate();
  }

  /** Personal data is kept no longer than needed: delivered entries older than the retention go. */
  purgeDelivered(retentionDays: number): number {
    const cutoff = this.now() - retentionDays * DAY_MS;
    return this.db.prepare(`DELETE FROM outbox_entries WHERE status = 'delivered' AND updated_at < ?`).run(cutoff).changes;
  }

  close(): void {
    this.db.close();
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
