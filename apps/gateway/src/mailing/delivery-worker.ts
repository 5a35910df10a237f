import type { FastifyBaseLogger } from 'fastify';
import { maskPersonalData } from '@jobpoint/personal-data';
import type { OutgoingMessage } from './compose-messages';
import type { GatewayMetrics } from '../metrics/gateway-metrics';
import type { MailingConfig } from './mailing-config';
import type { Claim, EntryStatus, Outbox, OutboxDelivery, OutboxEntry, SubmissionKind } from './outbox';
import type { Transport } from './transport';

/**
 * Brevo keeps a transactional mail's idempotency key for 15 minutes. An in-doubt mail is repeated only
 * while an earlier attempt is younger than that (with a minute to spare), so the provider drops the
 * repeat if the first one did go out.
 */
export const IDEMPOTENCY_WINDOW_MS = 14 * 60_000;
/** Entries one poll takes on. */
const BATCH_SIZE = 20;
/** The retention purge runs about hourly. */
const PURGE_INTERVAL_MS = 60 * 60_000;

export type AttemptOutcome = 'delivered' | 'pending' | 'rejected' | 'failed' | 'busy';

export interface DeliveryWorkerOptions {
  outbox: Outbox;
  transport: Transport;
  config: Pick<MailingConfig, 'retry' | 'providerTimeoutMs' | 'retentionDays'>;
  log: FastifyBaseLogger;
  now?: () => number;
  /** Told how each delivery attempt ended. */
  metrics?: GatewayMetrics;
}

/** An outbox entry as its composer gets it: its kind says which payload it holds. */
export interface OutboxSubmission {
  kind: SubmissionKind;
  payload: unknown;
}

/** A delivery's message, and what to do once the provider took it (a job alert notes the time of its mail). */
export interface ComposedMail {
  message: OutgoingMessage;
  sent?: () => Promise<void>;
}

/**
 * Writes the message of one delivery of an entry, the same on every attempt; null when there is nothing
 * to send (the delivery is skipped). A failure leaves the delivery open for the entry's next attempt.
 */
export type ComposeMail<Submission extends OutboxSubmission = OutboxSubmission> = (
  submission: Submission,
  delivery: OutboxDelivery,
) => Promise<ComposedMail | null>;

/** The delay before attempt `attempts + 1`: doubling from the base, capped. */
export function backoffMs(attempts: number, retry: { baseMs: number; maxMs: number }): number {
  return Math.min(retry.baseMs * 2 ** Math.max(0, attempts - 1), retry.maxMs);
}

/**
 * Sends what the outbox holds. Each entry is worked on under a lease (see Outbox.claim and claimDue);
 * each recipient of an entry is its own delivery, so a retry repeats only what has not gone out.
 */
export class DeliveryWorker {
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private stopped = true;
  private lastPurge = 0;
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly composers = new Map<SubmissionKind, ComposeMail>();
  private readonly now: () => number;

  constructor(private readonly options: DeliveryWorkerOptions) {
    this.now = options.now ?? Date.now;
  }

  /** A lease lasts long enough for every recipient's attempt to time out, twice over. */
  private get leaseMs(): number {
    return this.options.config.providerTimeoutMs * 2;
  }

  /**
   * How the mails of `kinds` are written: each plugin that queues entries gives the composer of its own
   * kinds. An entry of a kind nobody composes waits (a gateway without that plugin leaves it to others).
   */
  addComposer<Submission extends OutboxSubmission>(kinds: readonly Submission['kind'][], compose: ComposeMail<Submission>): void {
    for (const kind of kinds) {
      if (this.composers.has(kind)) {
        throw new Error(`outbox: the mails of kind ${kind} have a composer already`);
      }
      // The kind says which payload an entry holds, so its composer gets the payload it was written for.
      this.composers.set(kind, compose as ComposeMail);
    }
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Stops polling and waits for the attempts under way (each ends by its timeout at the latest). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await Promise.allSettled([...this.inFlight]);
  }

  /**
   * One attempt on a new entry while its visitor waits, with a shorter timeout than the background
   * attempts. `busy` when someone else holds the entry.
   */
  deliverNow(entryId: string, timeoutMs: number): Promise<AttemptOutcome> {
    return this.track(
      this.options.outbox
        .claim(entryId, this.leaseMs, { ignoreSchedule: true })
        .then((claim) => (claim ? this.attempt(claim, timeoutMs) : 'busy')),
    );
  }

  /**
   * Works through the due entries once: takes a batch and attempts its entries side by side, so each
   * is done well within its lease. The poll loop calls it, tests call it directly.
   */
  async runDue(): Promise<void> {
    const { outbox } = this.options;
    const claims = await outbox.claimDue(BATCH_SIZE, this.leaseMs);
    await Promise.all(claims.map((claim) => this.track(this.attempt(claim, this.options.config.providerTimeoutMs))));
    if (this.now() - this.lastPurge >= PURGE_INTERVAL_MS) {
      this.lastPurge = this.now();
      const purged = await outbox.purgeDelivered(this.options.config.retentionDays);
      if (purged > 0) {
        this.options.log.info({ purged }, 'outbox: removed delivered submissions past their retention');
      }
    }
  }

  private schedule(delayMs: number): void {
    if (this.stopped) {
      return;
    }
    this.timer = setTimeout(() => void this.poll(), delayMs);
    this.timer.unref();
  }

  private async poll(): Promise<void> {
    if (this.running || this.stopped) {
      return;
    }
    this.running = true;
    try {
      // Tracked, so stop() also waits for a round still taking its leases.
      await this.track(this.runDue());
    } catch (error) {
      this.options.log.error({ err: error }, 'outbox: delivery round failed');
    } finally {
      this.running = false;
      this.schedule(this.options.config.retry.pollMs);
    }
  }

  private track<T>(promise: Promise<T>): Promise<T> {
    this.inFlight.add(promise);
    void promise.finally(() => this.inFlight.delete(promise)).catch(() => undefined);
    return promise;
  }

  private async attempt(claim: Claim, timeoutMs: number): Promise<AttemptOutcome> {
    const { outbox, config, log } = this.options;
    const entryId = claim.id;
    const entry = (await outbox.entry(entryId)) as OutboxEntry;
    const submission: OutboxSubmission = { kind: entry.kind, payload: entry.payload };
    const open = (await outbox.deliveries(entryId)).filter(
      (delivery) => delivery.status === 'pending' || delivery.status === 'sending',
    );
    await Promise.all(open.map((delivery) => this.deliver(submission, delivery, timeoutMs)));

    const deliveries = await outbox.deliveries(entryId);
    const attempts = entry.attempts + 1;
    const errors = deliveries
      .filter((delivery) => delivery.lastError && delivery.status !== 'sent')
      .map((d) => `${d.recipient}: ${d.lastError}`);
    const lastError = errors.length > 0 ? errors.join('; ') : null;
    // A provider's message may quote the address it refused; the outbox keeps it for the retry tool, the
    // log does not.
    const loggedError = lastError === null ? null : maskPersonalData(lastError);
    const stillOpen = deliveries.some((delivery) => delivery.status === 'pending' || delivery.status === 'sending');
    const refused = deliveries.some((delivery) => delivery.status === 'rejected' || delivery.status === 'held');

    let status: EntryStatus;
    let outcome: AttemptOutcome;
    if (!stillOpen && !refused) {
      status = 'delivered';
      outcome = 'delivered';
    } else if (stillOpen && attempts < config.retry.maxAttempts) {
      status = 'pending';
      outcome = refused ? 'rejected' : 'pending';
    } else {
      status = 'failed';
      outcome = refused ? 'rejected' : 'failed';
    }
    const nextAttemptAt = status === 'pending' ? this.now() + backoffMs(attempts, config.retry) : entry.nextAttemptAt;
    const context = { entry: entryId, kind: entry.kind, attempts };
    if (!(await outbox.finishAttempt(claim, { status, attempts, nextAttemptAt, lastError }))) {
      // The lease ran out (this process stalled) and another attempt took the entry over; it decides.
      log.warn(
        context,
        'outbox: lease lost before the attempt ended; its outcome is left to the attempt that took over',
      );
      return 'busy';
    }
    if (status === 'delivered') {
      log.info(context, 'outbox: submission delivered');
    } else if (status === 'failed') {
      log.error({ ...context, error: loggedError }, 'outbox: submission failed; list and retry it with tools/outbox.mjs');
    } else {
      log.warn(
        { ...context, error: loggedError, retryInMs: nextAttemptAt - this.now() },
        'outbox: delivery will be retried',
      );
    }
    return outcome;
  }

  private async compose(submission: OutboxSubmission, delivery: OutboxDelivery): Promise<ComposedMail | null> {
    const compose = this.composers.get(submission.kind);
    if (!compose) {
      throw new Error(`no composer for the mails of kind ${submission.kind} on this gateway`);
    }
    return compose(submission, delivery);
  }

  private async deliver(submission: OutboxSubmission, delivery: OutboxDelivery, timeoutMs: number): Promise<void> {
    const { outbox, transport } = this.options;
    // A delivery still marked `sending` was cut off (process killed): its attempt may have gone out.
    const inDoubtSince =
      delivery.status === 'sending' ? (delivery.inDoubtSince ?? delivery.attemptStartedAt) : delivery.inDoubtSince;
    let composed;
    try {
      composed = await this.compose(submission, delivery);
    } catch (error) {
      // Nothing was sent: the delivery stays open for the entry's next attempt.
      await outbox.markWaiting(delivery.idempotencyKey, error instanceof Error ? error.message : String(error), inDoubtSince);
      return;
    }
    if (!composed) {
      await outbox.markSkipped(delivery.idempotencyKey);
      return;
    }
    const { message } = composed;
    if (inDoubtSince !== null) {
      const repeatable = transport.repeatable(message);
      if (
        repeatable === 'never' ||
        (repeatable === 'within-window' && this.now() - inDoubtSince >= IDEMPOTENCY_WINDOW_MS)
      ) {
        await outbox.markHeld(
          delivery.idempotencyKey,
          `may already have been sent (attempt at ${new Date(inDoubtSince).toISOString()} got no answer); check the provider's log before retrying`,
        );
        this.options.metrics?.delivered('held');
        return;
      }
    }
    const startedAt = this.now();
    await outbox.markSending(delivery.idempotencyKey);
    let result;
    try {
      result = await transport.send(message, delivery.idempotencyKey, AbortSignal.timeout(timeoutMs));
    } catch (error) {
      result = {
        outcome: 'retry' as const,
        error: error instanceof Error ? error.message : String(error),
        inDoubt: true,
      };
    }
    this.options.metrics?.delivered(result.outcome);
    if (result.outcome === 'sent') {
      // What the mail's sender notes comes first: a delivery marked sent has its note (a job alert's mail time)
      // even when the process stops between the two writes; one stopped before the mark is in doubt, as above.
      await composed.sent?.();
      await outbox.markSent(delivery.idempotencyKey, result.messageId);
    } else if (result.outcome === 'rejected') {
      await outbox.markRejected(delivery.idempotencyKey, result.error);
    } else {
      await outbox.markRetry(
        delivery.idempotencyKey,
        result.error,
        result.inDoubt ? (inDoubtSince ?? startedAt) : inDoubtSince,
      );
    }
  }
}
