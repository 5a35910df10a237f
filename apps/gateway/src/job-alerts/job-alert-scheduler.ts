import type { FastifyBaseLogger } from 'fastify';
import type { JobAlertStore } from './job-alert-store';

export interface JobAlertSchedulerOptions {
  store: JobAlertStore;
  intervalMs: number;
  log: FastifyBaseLogger;
}

/**
 * What every gateway does for the job alerts at each interval: queue the runs that are due into the
 * outbox (the compare-and-set in queueDueAlerts lets one gateway take each run) and delete the alerts
 * nobody confirmed in time. The outbox's workers then deliver the runs under their leases.
 */
export class JobAlertScheduler {
  private timer: NodeJS.Timeout | undefined;
  private round: Promise<void> | undefined;

  constructor(private readonly options: JobAlertSchedulerOptions) {}

  start(): void {
    this.schedule(0);
  }

  async stop(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.round;
  }

  /** One round; the timer calls it, tests call it directly. */
  async runOnce(): Promise<void> {
    const { store, log } = this.options;
    const queued = await store.queueDue();
    if (queued.length > 0) {
      log.info({ runs: queued.length }, 'job alerts: runs queued');
    }
    const deleted = await store.deleteUnconfirmed();
    if (deleted > 0) {
      log.info({ deleted }, 'job alerts: unconfirmed alerts deleted after 48 hours');
    }
  }

  private schedule(delayMs: number): void {
    this.timer = setTimeout(() => {
      this.round = this.runOnce()
        .catch((error: unknown) => this.options.log.error({ err: error }, 'job alerts: schedule round failed'))
        .finally(() => {
          if (this.timer !== undefined) {
            this.schedule(this.options.intervalMs);
          }
        });
    }, delayMs);
    this.timer.unref();
  }
}
