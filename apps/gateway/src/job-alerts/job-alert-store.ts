import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Locale } from '@jobpoint/i18n';
import type { OutboxTables } from '../mailing/outbox';
import {
  deleteAlert,
  deleteUnconfirmedAlerts,
  insertOutboxEntry,
  JOB_ALERT_PERIOD_MS,
  queueDueAlerts,
  UNCONFIRMED_ALERT_LIFETIME_MS,
  type JobAlertFrequency,
} from './job-alert-schedule.mjs';

export type { JobAlertFrequency };

export interface JobAlert {
  id: string;
  token: string;
  email: string;
  /** The job board's query string (without `?`), normalised. */
  search: string;
  locale: Locale;
  frequency: JobAlertFrequency;
  createdAt: number;
  confirmedAt: number | null;
  dueAt: number | null;
  jobsSince: number | null;
  lastMailAt: number | null;
}

export interface NewJobAlert {
  email: string;
  search: string;
  locale: Locale;
  frequency: JobAlertFrequency;
}

/** An alert's links carry 24 random bytes, base64url: 32 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

export function isJobAlertToken(value: string): boolean {
  return TOKEN_PATTERN.test(value);
}

type AlertRow = OutboxTables['job_alerts'];

/**
 * The job alerts, in the outbox's database (SQLite, or the PostgreSQL database the gateways share). An
 * alert's mails are outbox entries: its confirmation is queued with it, its runs by `queueDue`.
 */
export class JobAlertStore {
  constructor(
    private readonly db: Kysely<OutboxTables>,
    private readonly now: () => number = Date.now,
  ) {}

  /** Stores an unconfirmed alert and queues its confirmation mail, in one transaction; resolves with the mail's entry id. */
  async create(alert: NewJobAlert): Promise<{ alert: JobAlert; confirmationEntryId: string }> {
    const now = this.now();
    const row: AlertRow = {
      id: randomUUID(),
      token: randomBytes(24).toString('base64url'),
      email: alert.email,
      search: alert.search,
      locale: alert.locale,
      frequency: alert.frequency,
      created_at: now,
      confirmed_at: null,
      due_at: null,
      jobs_since: null,
      last_mail_at: null,
    };
    const entry = await this.db.transaction().execute(async (trx) => {
      await trx.insertInto('job_alerts').values(row).execute();
      return insertOutboxEntry(trx, {
        kind: 'job-alert-confirmation',
        payload: { alertId: row.id },
        deliveries: [{ recipient: 'subscriber', address: row.email }],
        jobAlertId: row.id,
        now,
      });
    });
    return { alert: toAlert(row), confirmationEntryId: entry.id };
  }

  /** The alert of a link's token; an unconfirmed one only within its 48 hours. */
  async byToken(token: string): Promise<JobAlert | undefined> {
    if (!isJobAlertToken(token)) {
      return undefined;
    }
    const row = await this.db.selectFrom('job_alerts').selectAll().where('token', '=', token).executeTakeFirst();
    return row && !this.expired(row) ? toAlert(row) : undefined;
  }

  async byId(id: string): Promise<JobAlert | undefined> {
    const row = await this.db.selectFrom('job_alerts').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toAlert(row);
  }

  /**
   * Confirms an alert (again: nothing changes). From now on its runs look for jobs published after the
   * confirmation, the first a period later. An older alert of the same address for the same search is
   * replaced by this one. Resolves with the alert, or undefined for an unknown or expired token, and
   * whether this call confirmed it.
   */
  async confirm(token: string): Promise<{ alert: JobAlert; confirmedNow: boolean } | undefined> {
    const alert = await this.byToken(token);
    if (!alert) {
      return undefined;
    }
    if (alert.confirmedAt !== null) {
      return { alert, confirmedNow: false };
    }
    const now = this.now();
    const changed = await this.db
      .updateTable('job_alerts')
      .set({ confirmed_at: now, jobs_since: now, due_at: now + JOB_ALERT_PERIOD_MS[alert.frequency] })
      .where('id', '=', alert.id)
      .where('confirmed_at', 'is', null)
      .executeTakeFirst();
    const confirmed = Number(changed.numUpdatedRows) === 1;
    if (confirmed) {
      const older = await this.db
        .selectFrom('job_alerts')
        .select('id')
        .where('email', '=', alert.email)
        .where('search', '=', alert.search)
        .where('id', '!=', alert.id)
        .where('confirmed_at', 'is not', null)
        .execute();
      for (const { id } of older) {
        await deleteAlert(this.db, id, now);
      }
    }
    return { alert: (await this.byId(alert.id)) ?? alert, confirmedNow: confirmed };
  }

  /** A new frequency; a confirmed alert's next run is then a new period after its last one. */
  async setFrequency(token: string, frequency: JobAlertFrequency): Promise<JobAlert | undefined> {
    const alert = await this.byToken(token);
    if (!alert) {
      return undefined;
    }
    const dueAt = alert.jobsSince === null ? null : Math.max(this.now(), alert.jobsSince + JOB_ALERT_PERIOD_MS[frequency]);
    await this.db.updateTable('job_alerts').set({ frequency, due_at: dueAt }).where('id', '=', alert.id).execute();
    return this.byId(alert.id);
  }

  /** Ends an alert and deletes its data (and its mails still queued). */
  async remove(token: string): Promise<boolean> {
    const alert = await this.byToken(token);
    return alert ? deleteAlert(this.db, alert.id, this.now()) : false;
  }

  /** Notes the time of an alert's mail. */
  async markMailed(id: string, at: number): Promise<void> {
    await this.db.updateTable('job_alerts').set({ last_mail_at: at }).where('id', '=', id).execute();
  }

  /** See queueDueAlerts in job-alert-schedule.mjs. */
  queueDue(options: { dueNow?: boolean } = {}): Promise<string[]> {
    return queueDueAlerts(this.db, { now: this.now(), dueNow: options.dueNow });
  }

  deleteUnconfirmed(): Promise<number> {
    return deleteUnconfirmedAlerts(this.db, this.now());
  }

  /** Confirmed alerts by frequency, for the metrics. */
  async counts(): Promise<Record<JobAlertFrequency, number>> {
    const rows = await this.db
      .selectFrom('job_alerts')
      .select((eb) => ['frequency', eb.fn.countAll().as('count')])
      .where('confirmed_at', 'is not', null)
      .groupBy('frequency')
      .execute();
    return {
      daily: Number(rows.find((row) => row.frequency === 'daily')?.count ?? 0),
      weekly: Number(rows.find((row) => row.frequency === 'weekly')?.count ?? 0),
    };
  }

  private expired(row: AlertRow): boolean {
    return row.confirmed_at === null && row.created_at < this.now() - UNCONFIRMED_ALERT_LIFETIME_MS;
  }
}

function toAlert(row: AlertRow): JobAlert {
  return {
    id: row.id,
    token: row.token,
    email: row.email,
    search: row.search,
    locale: row.locale as Locale,
    frequency: row.frequency,
    createdAt: row.created_at,
    confirmedAt: row.confirmed_at,
    dueAt: row.due_at,
    jobsSince: row.jobs_since,
    lastMailAt: row.last_mail_at,
  };
}
