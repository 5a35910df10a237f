/** A readiness check that takes longer than this counts as failed: a probe must answer quickly. */
export const READINESS_CHECK_TIMEOUT_MS = 2000;

export interface ReadinessProblem {
  /** What `/readyz` says publicly (no address, no error text of a database). */
  reason: string;
  /** The error, for the log. */
  error: unknown;
}

/**
 * What the gateway needs to take traffic, checked for `/readyz`: the outbox's database (a form could not
 * be stored without it). The content service is not among them: pages still answer from what the gateway
 * holds when it fails.
 */
export class Readiness {
  private readonly checks: { reason: string; check: () => Promise<void> }[] = [];
  private stopping = false;

  /** Set on SIGTERM (ADR 153): the gateway still answers, but no more traffic should be sent to it. */
  get shuttingDown(): boolean {
    return this.stopping;
  }

  shutDown(): void {
    this.stopping = true;
  }

  /** `reason` is what a failure of `check` is reported as. */
  add(reason: string, check: () => Promise<void>): void {
    this.checks.push({ reason, check });
  }

  /** The failing checks; empty when the gateway is ready. */
  async problems(): Promise<ReadinessProblem[]> {
    const results = await Promise.all(
      this.checks.map(async ({ reason, check }) => {
        try {
          await withTimeout(check(), READINESS_CHECK_TIMEOUT_MS);
          return null;
        } catch (error) {
          return { reason, error };
        }
      }),
    );
    return results.filter((result) => result !== null);
  }
}

function withTimeout(promise: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  // A check that answers after its time is up must not end as an unhandled rejection.
  promise.catch(() => undefined);
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
