import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { ADDRESS_LIMITED_FORMS, type AddressLimitedForm } from '../mailing/address-mail-limit';

/** The services the gateway calls; the only values of the `upstream` label. */
export type Upstream = 'cms' | 'jobs' | 'search' | 'brevo' | 'captcha';

/** Why an upstream call failed; the only values of the `reason` label. */
export type UpstreamFailure = 'timeout' | 'status' | 'network' | 'circuit_open';

/**
 * How the page cache answered; `bypass` for a page rendered for one request (preview, authorization),
 * `stale_if_error` for a page served past its time because the service behind it failed.
 */
export type PageCacheResult = 'hit' | 'stale' | 'stale_if_error' | 'miss' | 'bypass';

/**
 * Why a page render was not started and its request answered 503 at once: every place and the queue were
 * taken, or it waited in the queue too long.
 */
export type RenderShedReason = 'queue_full' | 'queue_timeout';

const RENDER_SHED_REASONS: readonly RenderShedReason[] = ['queue_full', 'queue_timeout'];

/** How one delivery attempt to the mail provider ended (one recipient of a submission). */
export type DeliveryResult = 'sent' | 'rejected' | 'retry' | 'held';

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

/** One scrape reads the outbox once for its three gauges. */
const OUTBOX_STATS_REUSE_MS = 1000;

/**
 * The gateway's metrics for Prometheus, in one registry per process. Label values come from closed sets
 * (route patterns, upstream names, results), never from a URL, an address or a slug, so the number of
 * series stays bounded whatever visitors request.
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
    help: 'Time the gateway waited for an answer of a service it calls.',
    labelNames: ['upstream'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly upstreamErrors = new Counter({
    name: 'jobpoint_upstream_errors_total',
    help: 'Calls to a service that failed, by service and reason (timeout, status, network, circuit_open).',
    labelNames: ['upstream', 'reason'] as const,
    registers: [this.registry],
  });

  readonly circuitOpen = new Gauge({
    name: 'jobpoint_circuit_open',
    help: '1 while the circuit breaker of a service is open (calls fail at once), 0 otherwise.',
    labelNames: ['upstream'] as const,
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

  constructor({ defaultMetrics = true, now = Date.now }: { defaultMetrics?: boolean; now?: () => number } = {}) {
    this.now = now;
    // Present from the start, so a rate over them is 0 rather than absent until the first overload.
    for (const reason of RENDER_SHED_REASONS) {
      this.rendersShed.inc({ reason }, 0);
    }
    if (defaultMetrics) {
      collectDefaultMetrics({ register: this.registry });
    }
    for (const form of ADDRESS_LIMITED_FORMS) {
      this.addressLimitedMails.inc({ form }, 0);
    }
    // Present from the start, so an alert on their rate sees the first refusal.
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
    this.requestDuration.observe({ method, route, status_code: statusCode }, seconds);
  }

  pageCache(result: PageCacheResult): void {
    this.pageCacheRequests.inc({ result });
  }

  upstreamAnswered(upstream: Upstream, seconds: number): void {
    this.upstreamDuration.observe({ upstream }, seconds);
  }

  upstreamFailed(upstream: Upstream, reason: UpstreamFailure): void {
    this.upstreamErrors.inc({ upstream, reason });
  }

  circuitChanged(upstream: Upstream, open: boolean): void {
    this.circuitOpen.set({ upstream }, open ? 1 : 0);
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

  /**
   * Reports the outbox's queue at every scrape, read from its store. The store is shared by every gateway
   * on one PostgreSQL, so each of them reports the same numbers. When the store cannot be read the gauges
   * are NaN (unknown, which no threshold matches) and /readyz says why.
   */
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

  watchOutbox(readStats: () => Promise<OutboxStats>): void {
    const shared = 'The outbox is shared by every gateway on one database: each gateway reports the same queue.';
    const gauge = (name: string, help: string, value: (stats: OutboxStats) => number) => {
      const currentStats = () => this.currentOutboxStats();
      new Gauge({
        name,
        help: `${help} ${shared}`,
        registers: [this.registry],
        async collect() {
          const stats = await currentStats();
          this.set(stats ? value(stats) : Number.NaN);
        },
      });
    };
    gauge('jobpoint_outbox_pending', 'Submissions waiting to be delivered.', (stats) => stats.pending);
    gauge('jobpoint_outbox_oldest_pending_age_seconds', 'Age of the oldest submission waiting to be delivered (0 when none waits).', (stats) =>
      stats.oldestPendingCreatedAt === null ? 0 : Math.max(0, (this.now() - stats.oldestPendingCreatedAt) / 1000),
    );
    gauge('jobpoint_outbox_failed', 'Submissions that gave up after their last attempt; an operator retries them (tools/outbox.mjs).', (stats) => stats.failed);
    this.readOutboxStats = readStats;
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
