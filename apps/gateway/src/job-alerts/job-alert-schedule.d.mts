import type { Kysely, Transaction } from 'kysely';
import type { JobAlertFrequency } from '@jobpoint/mailing-client';
import type { NewDelivery, OutboxTables, SubmissionKind } from '../mailing/outbox';

export type { JobAlertFrequency };

export const JOB_ALERT_PERIOD_MS: Record<JobAlertFrequency, number>;
export const UNCONFIRMED_ALERT_LIFETIME_MS: number;

export function nextDueAt(dueAt: number, frequency: JobAlertFrequency, now: number): number;

export function insertOutboxEntry(
  trx: Transaction<OutboxTables>,
  entry: { kind: SubmissionKind; payload: unknown; deliveries: NewDelivery[]; jobAlertId?: string | null; now: number },
): Promise<OutboxTables['outbox_entries']>;

export function queueDueAlerts(
  db: Kysely<OutboxTables>,
  options: { now: number; dueNow?: boolean; limit?: number },
): Promise<string[]>;

export function deleteAlert(db: Kysely<OutboxTables>, alertId: string, now: number): Promise<boolean>;

export function deleteUnconfirmedAlerts(db: Kysely<OutboxTables>, now: number): Promise<number>;
