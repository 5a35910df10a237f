import { randomUUID } from 'node:crypto';

/**
 * The job alerts' schedule, on the outbox's tables. Shared by the gateways (JobAlertStore, the schedule
 * they all run) and tools/job-alerts.mjs, which runs without a build.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** How often an alert runs. */
export const JOB_ALERT_PERIOD_MS = { daily: DAY_MS, weekly: 7 * DAY_MS };

/** An alert nobody confirmed is deleted after this long, its address with it. */
export const UNCONFIRMED_ALERT_LIFETIME_MS = 2 * DAY_MS;

/**
 * When an alert that ran at `now` for its due time `dueAt` runs next: one period after the time it was
 * due, so runs do not drift by how late a schedule took them; a run missed by more than a period (all
 * gateways stopped) is not made up with several mails, the next one is a period from now.
 */
export function nextDueAt(dueAt, frequency, now) {
  const next = dueAt + JOB_ALERT_PERIOD_MS[frequency];
  return next > now ? next : now + JOB_ALERT_PERIOD_MS[frequency];
}

/**
 * Stores an outbox entry with one delivery per recipient, each with its idempotency key, within the
 * caller's transaction. Resolves with the entry's row.
 */
export async function insertOutboxEntry(trx, { kind, payload, deliveries, jobAlertId = null, now }) {
  const row = {
    id: randomUUID(),
    job_alert_id: jobAlertId,
    kind,
    payload: JSON.stringify(payload),
    status: 'pending',
    attempts: 0,
    next_attempt_at: now,
    lease_until: null,
    lease_token: null,
    last_error: null,
    created_at: now,
    updated_at: now,
  };
  await trx.insertInto('outbox_entries').values(row).execute();
  if (deliveries.length > 0) {
    await trx
      .insertInto('outbox_deliveries')
      .values(
        deliveries.map((delivery) => ({
          entry_id: row.id,
          recipient: delivery.recipient,
          address: delivery.address,
          idempotency_key: randomUUID(),
          status: 'pending',
          attempt_started_at: null,
          in_doubt_since: null,
          provider_message_id: null,
          last_error: null,
          sent_at: null,
        })),
      )
      .execute();
  }
  return row;
}

/**
 * Queues one run of each confirmed alert that is due (with `dueNow`, of every confirmed alert) as an
 * outbox entry: the outbox's workers on every gateway deliver it under their leases, so a run survives
 * a killed gateway and is mailed once. Taking the run is a compare-and-set on the alert's schedule in
 * the same transaction as the entry: of several gateways (or this tool) seeing the same due alert, one
 * moves its schedule on and queues the run, the others change nothing. The run covers the jobs
 * published after `jobs_since` up to now. Resolves with the queued entries' ids.
 */
export async function queueDueAlerts(db, { now, dueNow = false, limit = 100 }) {
  const candidates = await db
    .selectFrom('job_alerts')
    .select(['id', 'email', 'frequency', 'due_at', 'jobs_since'])
    .where('confirmed_at', 'is not', null)
    .$if(!dueNow, (query) => query.where('due_at', '<=', now))
    .orderBy('due_at')
    .limit(limit)
    .execute();
  const queued = [];
  for (const alert of candidates) {
    const dueAt = Number(alert.due_at);
    const jobsSince = Number(alert.jobs_since);
    const entryId = await db.transaction().execute(async (trx) => {
      const taken = await trx
        .updateTable('job_alerts')
        .set({ due_at: nextDueAt(Math.min(dueAt, now), alert.frequency, now), jobs_since: now })
        .where('id', '=', alert.id)
        .where('due_at', '=', dueAt)
        .where('jobs_since', '=', jobsSince)
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) !== 1) {
        return null;
      }
      const row = await insertOutboxEntry(trx, {
        kind: 'job-alert',
        payload: { alertId: alert.id, since: jobsSince, until: now },
        deliveries: [{ recipient: 'subscriber', address: alert.email }],
        jobAlertId: alert.id,
        now,
      });
      return row.id;
    });
    if (entryId) {
      queued.push(entryId);
    }
  }
  return queued;
}

/**
 * Deletes an alert with the outbox entries that mail for it, except one a worker is delivering right
 * now (it finds the alert gone and sends nothing; the retention purge removes it). Resolves with
 * whether there was such an alert.
 */
export async function deleteAlert(db, alertId, now) {
  return db.transaction().execute(async (trx) => {
    const deleted = await trx.deleteFrom('job_alerts').where('id', '=', alertId).executeTakeFirst();
    await trx
      .deleteFrom('outbox_entries')
      .where('job_alert_id', '=', alertId)
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
      .execute();
    return Number(deleted.numDeletedRows) === 1;
  });
}

/** Deletes the alerts nobody confirmed within UNCONFIRMED_ALERT_LIFETIME_MS; resolves with how many. */
export async function deleteUnconfirmedAlerts(db, now) {
  const expired = await db
    .selectFrom('job_alerts')
    .select('id')
    .where('confirmed_at', 'is', null)
    .where('created_at', '<', now - UNCONFIRMED_ALERT_LIFETIME_MS)
    .execute();
  let count = 0;
  for (const { id } of expired) {
    if (await deleteAlert(db, id, now)) {
      count += 1;
    }
  }
  return count;
}
