import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { serviceIdentity } from '@jobpoint/service-telemetry';
import packageJson from '../../package.json';
import { ADDRESS_LIMITED_FORMS, type AddressLimitedForm } from '../mailing/address-mail-limit';
import type { CircuitState } from '../resilience/circuit-breaker';

/** The services the gateway calls; the only values of the `upstream` label. */
export type Upstream = 'cms' | 'jobs' | 'search' | 'brevo' | 'captcha';

/** Why a call to a service got no answer; with the answers' status classes, the values of the `outcome` label. */
export type UpstreamFailure = 'timeout' | 'network';

/**
 * How a call that went out to a service ended: an answer by its status class, or no answer. Each call has
 * exactly one, so the failing share is the 5xx, timeouts and network failures over all of them.
 */
export type UpstreamOutcome = '2xx' | '3xx' | '4xx' | '5xx' | UpstreamFailure;

const UPSTREAM_OUTCOMES: readonly UpstreamOutcome[] = ['2xx', '3xx', '4xx', '5xx', 'timeout', 'network'];

/** The value of the `state` label of a circuit's gauges. */
const CIRCUIT_STATE_LABELS: Record<CircuitState, string> = { closed: 'closed', open: 'open', halfOpen: 'half_open' };

/** The request methods of HTTP's own specifications; any other is `_OTHER`, so made-up methods make no series. */
const STANDARD_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'CONNECT', 'OPTIONS', 'TRACE', 'PATCH']);

/**
 * How the page cache answered; `bypass` for a page rendered for one request (preview, authorization),
 * `stale_if_error` for a page served past its time because the service behind it failed.
 */
export type PageCacheResult = 'hit' | 'stale' | 'stale_if_error' | 'miss' | 'bypass';

const PAGE_CACHE_RESULTS: readonly PageCacheResult[] = ['hit', 'stale', 'stale_if_error', 'miss', 'bypass'];

/**
 * Why a page render was not started and its request answered 503 at once: every place and the queue were
 * taken, or it waited in the queue too long.
 */
export type RenderShedReason = 'queue_full' | 'queue_timeout' | 'refresh';

const RENDER_SHED_REASONS: readonly RenderShedReason[] = ['queue_full', 'queue_timeout', 'refresh'];

/** How one delivery attempt to the mail provider ended (one recipient of a submission). */
export type DeliveryResult = 'sent' | 'rejected' | 'retry' | 'held';

const DELIVERY_RESULTS: readonly DeliveryResult[] = ['sent', 'rejected', 'retry', 'held'];

/** The kinds of job alert mails; the only values of the `kind` label. */
const JOB_ALERT_MAIL_KINDS = ['confirmation', 'alert'] as const;

/** The endpoints that take a secret (the CMS's webhook, the preview link); the only values of the `endpoint` label. */
export type SecretEndpoint = 'cms-webhook' | 'preview';

/** Why a call to such an endpoint was refused: a wrong or missing secret, or too many of them from one address. */
export type SecretRefusal = 'wrong_secret' | 'rate_limited';

/** The outbox's queue as the store holds it, read when Prometheus scrapes. */
export interface OutboxStats {
  pending: number;
  failed: number;
  /** When the oldest pending submission was stored (ms since the epoch), or null when none is pending. */
  oldestPendingCreatedAt: number | null;
}

/** One scrape reads the outbox once for its gauges. */
const OUTBOX_STATS_REUSE_MS = 1000;

/** Which build runs: the `version` and `commit` labels of `jobpoint_build_info`. */
export interface BuildInfo {
  version: string;
  commit: string;
}

/**
 * The running build as the deployment names it: the version the logs and traces carry (`SERVICE_VERSION`,
 * else the gateway's package version); `GIT_COMMIT`, else `unknown` (a checkout run by hand).
 */
export function buildInfo(env: NodeJS.ProcessEnv = process.env): BuildInfo {
  return { version: serviceIdentity('gateway', packageJson.version, env).version, commit: env['GIT_COMMIT']?.trim() || 'unknown' };
}

/** What `/readyz` answers from, as the readiness gauge reads it. */
export interface ReadinessSource {
  readonly shuttingDown: boolean;
  problems(): Promise<unknown[]>;
}

/**
 * The gateway's metrics for Prometheus, in one registry per process. Label values come from closed sets
 * (route patterns, upstream names, results), never from a URL, an address or a slug, so the number of
 * series stays bounded whatever visitors request. Every series of a closed set is there at 0 from the
 * start (or from when the service it counts is first used): a counter that appeared with its first
 * increment would lose that increment to `rate()`.
 */
export class GatewayMetrics {
  readonly registry = new Registry();

  readonly requestDuration = new Histogram({
    name: 'http_server_request_duration_seconds',
    help: 'Time from a request until its response was sent, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly pageCacheRequests = new Counter({
    name: 'jobpoint_page_cache_requests_total',
    help: 'Page requests by how the page cache answered them.',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });

  readonly upstreamDuration = new Histogram({
    name: 'jobpoint_upstream_request_duration_seconds',
    help: 'Calls the gateway made to a service it calls, each once: the time until its answer (outcome 2xx, 3xx, 4xx, 5xx) or until it gave up on it (timeout, network).',
    labelNames: ['upstream', 'outcome'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly circuitRejections = new Counter({
    name: 'jobpoint_circuit_rejected_calls_total',
    help: 'Calls to a service its open circuit failed at once, without asking the service.',
    labelNames: ['upstream'] as const,
    registers: [this.registry],
  });

  readonly circuitState = new Gauge({
    name: 'jobpoint_circuit_state',
    help: "1 for the state a service's circuit breaker is in (closed; open: calls fail at once; half_open: one call probes), 0 for the others.",
    labelNames: ['upstream', 'state'] as const,
    registers: [this.registry],
  });

  readonly renderDuration = new Histogram({
    name: 'jobpoint_render_duration_seconds',
    help: 'Time a page render took on the server (pages not served from the page cache).',
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly rendersShed = new Counter({
    name: 'jobpoint_renders_shed_total',
    help: 'Page requests answered 503 at once instead of rendering, by reason (queue_full, queue_timeout).',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });

  readonly outboxDeliveries = new Counter({
    name: 'jobpoint_outbox_deliveries_total',
    help: 'Delivery attempts of stored submissions to the mail provider, one per recipient, by result (sent, rejected, retry, held).',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });

  readonly jobAlertsConfirmed = new Counter({
    name: 'jobpoint_job_alerts_confirmed_total',
    help: 'Job alerts confirmed by their double opt-in link (on this gateway).',
    registers: [this.registry],
  });

  readonly jobAlertMails = new Counter({
    name: 'jobpoint_job_alert_mails_sent_total',
    help: "Job alert mails the mail provider took, by kind (confirmation, alert).",
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });

  readonly jobsPerAlertMail = new Histogram({
    name: 'jobpoint_job_alert_mail_jobs',
    help: 'New jobs listed in one job alert mail (at most 20).',
    buckets: [1, 2, 3, 5, 10, 15, 20],
    registers: [this.registry],
  });

  readonly secretRefusals = new Counter({
    name: 'jobpoint_secret_refusals_total',
    help: 'Calls refused before their body was read, by endpoint (cms-webhook, preview) and reason (wrong_secret, rate_limited).',
    labelNames: ['endpoint', 'reason'] as const,
    registers: [this.registry],
  });

  readonly addressLimitedMails = new Counter({
    name: 'jobpoint_address_limited_mails_total',
    help: 'Mails before confirmation left out because the address had one from the same form within the per-address window, by form.',
    labelNames: ['form'] as const,
    registers: [this.registry],
  });

  private readOutboxStats: (() => Promise<OutboxStats>) | undefined;
  private outboxStats: { readAt: number; stats: Promise<OutboxStats> } | undefined;

  private readonly now: () => number;

  constructor({
    defaultMetrics = true,
    now = Date.now,
    build = buildInfo(),
  }: { defaultMetrics?: boolean; now?: () => number; build?: BuildInfo } = {}) {
    this.now = now;
    if (defaultMetrics) {
      collectDefaultMetrics({ register: this.registry });
    }
    new Gauge({
      name: 'jobpoint_build_info',
      help: 'Always 1; its labels name the build that runs (version, commit).',
      labelNames: ['version', 'commit'] as const,
      registers: [this.registry],
    }).set({ version: build.version, commit: build.commit }, 1);
    for (const result of PAGE_CACHE_RESULTS) {
      this.pageCacheRequests.inc({ result }, 0);
    }
    for (const reason of RENDER_SHED_REASONS) {
      this.rendersShed.inc({ reason }, 0);
    }
    for (const result of DELIVERY_RESULTS) {
      this.outboxDeliveries.inc({ result }, 0);
    }
    for (const kind of JOB_ALERT_MAIL_KINDS) {
      this.jobAlertMails.inc({ kind }, 0);
    }
    for (const form of ADDRESS_LIMITED_FORMS) {
      this.addressLimitedMails.inc({ form }, 0);
    }
    for (const endpoint of ['cms-webhook', 'preview'] satisfies SecretEndpoint[]) {
      for (const reason of ['wrong_secret', 'rate_limited'] satisfies SecretRefusal[]) {
        this.secretRefusals.inc({ endpoint, reason }, 0);
      }
    }
  }

  /** The registry in Prometheus's text format, as `GET /metrics` answers it. */
  async exposition(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }

  requestFinished(method: string, route: string, statusCode: number, seconds: number): void {
    this.requestDuration.observe({ method: STANDARD_METHODS.has(method) ? method : '_OTHER', route, status_code: statusCode }, seconds);
  }

  pageCache(result: PageCacheResult): void {
    this.pageCacheRequests.inc({ result });
  }

  /** The gateway calls `upstream`: its calls' series are there at 0 before the first one. */
  upstreamInUse(upstream: Upstream): void {
    for (const outcome of UPSTREAM_OUTCOMES) {
      this.upstreamDuration.zero({ upstream, outcome });
    }
  }

  /** A call to `upstream` was answered with `status` after `seconds`. */
  upstreamAnswered(upstream: Upstream, status: number, seconds: number): void {
    this.upstreamDuration.observe({ upstream, outcome: statusClass(status) }, seconds);
  }

  /** A call to `upstream` was given up after `seconds`: its time limit passed, or there was no connection. */
  upstreamFailed(upstream: Upstream, failure: UpstreamFailure, seconds: number): void {
    this.upstreamDuration.observe({ upstream, outcome: failure }, seconds);
  }

  /** The gateway calls `upstream` through a circuit breaker, which starts closed. */
  circuitInUse(upstream: Upstream): void {
    this.circuitRejections.inc({ upstream }, 0);
    this.circuitChanged(upstream, 'closed');
  }

  circuitChanged(upstream: Upstream, state: CircuitState): void {
    for (const [each, label] of Object.entries(CIRCUIT_STATE_LABELS)) {
      this.circuitState.set({ upstream, state: label }, each === state ? 1 : 0);
    }
  }

  circuitRejected(upstream: Upstream): void {
    this.circuitRejections.inc({ upstream });
  }

  rendered(seconds: number): void {
    this.renderDuration.observe(seconds);
  }

  secretRefused(endpoint: SecretEndpoint, reason: SecretRefusal): void {
    this.secretRefusals.inc({ endpoint, reason });
  }

  /** A form's mail to an address that had one within the window was left out; the form answered as if sent. */
  addressLimited(form: AddressLimitedForm): void {
    this.addressLimitedMails.inc({ form });
  }

  renderShed(reason: RenderShedReason): void {
    this.rendersShed.inc({ reason });
  }

  /** The renders running and waiting for a place, read when Prometheus scrapes. */
  watchRenders(read: () => { running: number; queued: number }): void {
    new Gauge({
      name: 'jobpoint_renders_in_progress',
      help: 'Page renders running (state="running", at most RENDER_CONCURRENCY) and waiting for a place (state="queued").',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        const { running, queued } = read();
        this.set({ state: 'running' }, running);
        this.set({ state: 'queued' }, queued);
      },
    });
  }

  delivered(result: DeliveryResult): void {
    this.outboxDeliveries.inc({ result });
  }

  jobAlertConfirmed(): void {
    this.jobAlertsConfirmed.inc();
  }

  jobAlertMailSent(kind: 'job-alert' | 'job-alert-confirmation', jobs: number): void {
    this.jobAlertMails.inc({ kind: kind === 'job-alert' ? 'alert' : 'confirmation' });
    if (kind === 'job-alert') {
      this.jobsPerAlertMail.observe(jobs);
    }
  }

  /** The confirmed alerts by frequency, read from the shared store at scrape time like the outbox's queue. */
  watchJobAlerts(readCounts: () => Promise<Record<'daily' | 'weekly', number>>): void {
    new Gauge({
      name: 'jobpoint_job_alerts_active',
      help: 'Confirmed job alerts by frequency. The alerts are shared by every gateway on one database: each gateway reports the same number.',
      labelNames: ['frequency'] as const,
      registers: [this.registry],
      async collect() {
        // Unknown while the database does not answer, like the outbox's gauges; the scrape goes on.
        const counts = await readCounts().catch(() => ({ daily: Number.NaN, weekly: Number.NaN }));
        this.set({ frequency: 'daily' }, counts.daily);
        this.set({ frequency: 'weekly' }, counts.weekly);
      },
    });
  }

  /**
   * Reports the outbox's queue at every scrape, read from its store. The store is shared by every gateway
   * on one PostgreSQL, so each of them reports the same numbers. When the store cannot be read the queue's
   * gauges are NaN (unknown, which no threshold matches), `jobpoint_outbox_database_up` is 0 (which an
   * alert matches) and /readyz says why.
   */
  watchOutbox(readStats: () => Promise<OutboxStats>): void {
    const currentStats = () => this.currentOutboxStats();
    const gauge = (name: string, help: string, value: (stats: OutboxStats | null) => number) =>
      new Gauge({
        name,
        help,
        registers: [this.registry],
        async collect() {
          this.set(value(await currentStats()));
        },
      });
    const shared = 'The outbox is shared by every gateway on one database: each gateway reports the same queue.';
    const queueGauge = (name: string, help: string, value: (stats: OutboxStats) => number) =>
      gauge(name, `${help} ${shared}`, (stats) => (stats ? value(stats) : Number.NaN));
    queueGauge('jobpoint_outbox_pending', 'Submissions waiting to be delivered.', (stats) => stats.pending);
    queueGauge('jobpoint_outbox_oldest_pending_age_seconds', 'Age of the oldest submission waiting to be delivered (0 when none waits).', (stats) =>
      stats.oldestPendingCreatedAt === null ? 0 : Math.max(0, (this.now() - stats.oldestPendingCreatedAt) / 1000),
    );
    queueGauge('jobpoint_outbox_failed', 'Submissions that gave up after their last attempt; an operator retries them (tools/outbox.mjs).', (stats) => stats.failed);
    gauge('jobpoint_outbox_database_up', "1 when this gateway read the outbox's database at the scrape, 0 when it could not (forms cannot be stored).", (stats) =>
      stats ? 1 : 0,
    );
    this.readOutboxStats = readStats;
  }

  /** Reports at every scrape whether `/readyz` would answer 200: 1 ready, 0 not ready or shutting down. */
  watchReadiness(readiness: ReadinessSource): void {
    new Gauge({
      name: 'jobpoint_ready',
      help: '1 while /readyz answers 200 (the load balancer sends traffic), 0 while it answers 503 (a check fails, or the gateway drains).',
      registers: [this.registry],
      async collect() {
        this.set(!readiness.shuttingDown && (await readiness.problems()).length === 0 ? 1 : 0);
      },
    });
  }

  private async currentOutboxStats(): Promise<OutboxStats | null> {
    const read = this.readOutboxStats;
    if (!read) {
      return null;
    }
    if (!this.outboxStats || this.now() - this.outboxStats.readAt >= OUTBOX_STATS_REUSE_MS) {
      this.outboxStats = { readAt: this.now(), stats: read() };
    }
    try {
      return await this.outboxStats.stats;
    } catch {
      return null;
    }
  }
}

/** An answer's status class, as the `outcome` label says it. */
function statusClass(status: number): UpstreamOutcome {
  if (status >= 500) {
    return '5xx';
  }
  if (status >= 400) {
    return '4xx';
  }
  return status >= 300 ? '3xx' : '2xx';
}
