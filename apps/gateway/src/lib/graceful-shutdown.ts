import type { FastifyBaseLogger } from 'fastify';

export interface DrainOptions {
  /** How long the gateway goes on serving, not ready, before it stops accepting: the load balancer's time to notice. */
  drainMs: number;
  /** From the signal on: past this the process ends with whatever is unfinished. */
  timeoutMs: number;
  log: FastifyBaseLogger;
  /** Turns `/readyz` to 503. */
  stopBeingReady: () => void;
  /** Stops accepting, finishes the requests in flight, stops the workers and closes the databases. */
  close: () => Promise<void>;
  /** Where the signals come from; tests give their own. */
  signals?: Pick<NodeJS.Process, 'on'>;
  exit?: (code: number) => void;
}

const SIGNALS = ['SIGTERM', 'SIGINT'] as const;

/**
 * The gateway's shutdown (ADR 153): on SIGTERM or SIGINT readiness goes off at once, the gateway serves on
 * for `drainMs`, then closes and exits 0. A second signal, a failed close or `timeoutMs` ends it with 1.
 */
export function drainOnSignals(options: DrainOptions): void {
  const { drainMs, timeoutMs, log, signals = process, exit = (code) => process.exit(code) } = options;
  let shuttingDown = false;

  const shutDown = async (signal: NodeJS.Signals) => {
    const deadline = setTimeout(() => {
      log.error({ timeoutMs }, 'shutdown: SHUTDOWN_TIMEOUT_MS passed with work unfinished; exiting');
      exit(1);
    }, timeoutMs);
    deadline.unref();
    options.stopBeingReady();
    log.info({ signal, drainMs }, 'shutdown: /readyz answers 503; serving on while the load balancer takes this gateway out');
    await new Promise((resolve) => setTimeout(resolve, drainMs));
    log.info('shutdown: drain period over; accepting no new connections, finishing the requests in flight');
    try {
      await options.close();
    } catch (error) {
      log.error({ err: error }, 'shutdown: closing failed; exiting');
      exit(1);
      return;
    }
    clearTimeout(deadline);
    log.info('shutdown: done; exiting');
    exit(0);
  };

  const onSignal = (signal: NodeJS.Signals) => {
    if (shuttingDown) {
      log.error({ signal }, `shutdown: second ${signal}; exiting at once with whatever is unfinished`);
      exit(1);
      return;
    }
    shuttingDown = true;
    void shutDown(signal);
  };
  for (const signal of SIGNALS) {
    signals.on(signal, onSignal);
  }
}
