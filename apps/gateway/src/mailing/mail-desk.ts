import rateLimit from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { FIELD_MESSAGES, type SubmissionProblem } from '@jobpoint/mailing-client';
import type { Readiness } from '../lib/readiness';
import type { GatewayMetrics } from '../metrics/gateway-metrics';
import { measuredFetch } from '../metrics/measured-fetch';
import { AddressMailLimit, type AddressLimitedForm } from './address-mail-limit';
import { BrevoTransport } from './brevo-client';
import { CaptchaUnavailableError, CaptchaVerifier } from './captcha-verifier';
import { DeliveryWorker, type AttemptOutcome, type ComposeMail, type OutboxSubmission } from './delivery-worker';
import { LocalMailbox } from './local-mailbox';
import type { MailingConfig } from './mailing-config';
import { Outbox } from './outbox';
import { invalidSubmission } from './submission-problem';

/** A form is a few hundred bytes; 16 KiB leaves room for long notes and a captcha token. */
export const SUBMISSION_BODY_LIMIT = 16 * 1024;
/** How long a visitor waits for the first delivery attempt before being told the submission is stored. */
export const IMMEDIATE_ATTEMPT_TIMEOUT_MS = 3_000;

export interface MailDeskOptions {
  config: MailingConfig;
  /** Told of the outbox's queue, each delivery and each call to Brevo and the captcha service. */
  metrics?: GatewayMetrics;
  /** Given the outbox's database as a condition of the gateway's readiness. */
  readiness?: Readiness;
  /** The clock of the per-address limit. */
  now?: () => number;
}

/** A timer of a plugin that queues mail on its own (the job alerts' schedule): started and stopped with the worker. */
export interface MailSchedule {
  start(): void;
  /** Resolves when a round under way has finished. */
  stop(): Promise<void>;
}

interface MailDeskParts {
  config: MailingConfig;
  outbox: Outbox;
  worker: DeliveryWorker;
  mailbox: LocalMailbox | null;
  captcha: CaptchaVerifier | null;
  addressLimit: AddressMailLimit;
  log: FastifyBaseLogger;
  metrics?: GatewayMetrics;
}

/**
 * What every plugin that mails shares (ADR 171): the outbox and its database, the worker that delivers
 * from it (each plugin adds the composer of its own kinds of entries), the captcha check, the limit of
 * the mails an address gets before it confirmed, and the limits and error answers of the endpoints that
 * take submissions. The composition root opens one with `openMailDesk` and hands it to those plugins.
 */
export class MailDesk {
  readonly config: MailingConfig;
  readonly outbox: Outbox;
  /** Null: the mails go to Brevo. */
  readonly mailbox: LocalMailbox | null;
  /** Null: no captcha check (allowed outside production only). */
  readonly captcha: CaptchaVerifier | null;
  /** The submission endpoints' limits: body size and requests per client. */
  readonly routeOptions: RouteShorthandOptions;
  private readonly schedules: { name: string; schedule: MailSchedule }[] = [];
  private readonly immediateTimeoutMs: number;

  constructor(private readonly parts: MailDeskParts) {
    this.config = parts.config;
    this.outbox = parts.outbox;
    this.mailbox = parts.mailbox;
    this.captcha = parts.captcha;
    this.routeOptions = {
      bodyLimit: SUBMISSION_BODY_LIMIT,
      config: { rateLimit: { max: this.config.rateLimit.max, timeWindow: this.config.rateLimit.windowMs } },
    };
    this.immediateTimeoutMs = Math.min(IMMEDIATE_ATTEMPT_TIMEOUT_MS, this.config.providerTimeoutMs);
  }

  /** How the worker writes the mails of `kinds`: a plugin gives the composer of the entries it queues. */
  addComposer<Submission extends OutboxSubmission>(kinds: readonly Submission['kind'][], compose: ComposeMail<Submission>): void {
    this.parts.worker.addComposer(kinds, compose);
  }

  /** A timer that queues mail: started after the worker, stopped before it, so nothing it queues is left half done. */
  addSchedule(name: string, schedule: MailSchedule): void {
    this.schedules.push({ name, schedule });
  }

  /** One delivery attempt on a new entry while its visitor waits. */
  deliverNow(entryId: string): Promise<AttemptOutcome> {
    return this.parts.worker.deliverNow(entryId, this.immediateTimeoutMs);
  }

  /**
   * Within a plugin that takes submissions: its routes may carry `routeOptions`' rate limit, and what
   * fails before or in a handler is answered as a submission's problem.
   */
  async takeSubmissions(app: FastifyInstance): Promise<void> {
    await app.register(rateLimit, { global: false });
    app.setErrorHandler(answerError);
  }

  /** The captcha check of every form: a reply when it refused the submission, null when it passed (or there is no captcha). */
  async refuseByCaptcha(
    captchaToken: string | undefined,
    action: string,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<FastifyReply | null> {
    const { captcha } = this;
    if (!captcha) {
      return null;
    }
    if (!captchaToken) {
      return reply.code(400).send(invalidSubmission({ captchaToken: FIELD_MESSAGES.required }));
    }
    try {
      const assessment = await captcha.assess(captchaToken, action);
      if (assessment.score < captcha.minScore) {
        request.log.warn({ action, score: assessment.score, reason: assessment.reason }, 'captcha: submission refused');
        return reply.code(403).send({ message: 'The captcha check failed' } satisfies SubmissionProblem);
      }
      return null;
    } catch (error) {
      if (error instanceof CaptchaUnavailableError) {
        request.log.error({ err: error }, 'captcha: assessment unavailable, submission refused');
        return reply
          .code(503)
          .header('retry-after', '60')
          .send({ message: 'The captcha check is unavailable' } satisfies SubmissionProblem);
      }
      throw error;
    }
  }

  /**
   * Whether a form may mail an address that has not confirmed anything: once per address and form in the
   * limit's window. A mail left out is counted; the form answers as if it had been sent.
   */
  async mayMailAddress(form: AddressLimitedForm, address: string): Promise<boolean> {
    const allowed = await this.parts.addressLimit.take(form, address);
    if (!allowed) {
      this.parts.metrics?.addressLimited(form);
    }
    return allowed;
  }

  start(): void {
    this.parts.worker.start();
    for (const { schedule } of this.schedules) {
      schedule.start();
    }
  }

  /** The schedules, then the worker (every attempt recorded, its lease released), then the database. */
  async close(): Promise<void> {
    await Promise.all(this.schedules.map(({ schedule }) => schedule.stop()));
    await this.parts.worker.stop();
    const stopped = [...this.schedules.map(({ name }) => name), 'delivery worker'].join(' and ');
    this.parts.log.info(`shutdown: ${stopped} stopped, every attempt recorded and its lease released`);
    await this.outbox.close();
    this.parts.log.info('shutdown: outbox database closed');
  }
}

/**
 * Opens the outbox and what works on it, for the gateway `app`: the worker and the schedules start when
 * it is ready, and stop when it closes. Opened on the root before the plugins that mail are registered,
 * since Fastify closes in the reverse order: the desk closes after those plugins are done with it.
 */
export async function openMailDesk(app: FastifyInstance, { config, metrics, readiness, now }: MailDeskOptions): Promise<MailDesk> {
  const outbox = await Outbox.open(config.outbox);
  metrics?.watchOutbox(() => outbox.stats());
  readiness?.add('the outbox database does not answer', () => outbox.ping());
  const mailbox = config.brevo ? null : new LocalMailbox(config.mailboxDir);
  const transport = config.brevo ? new BrevoTransport(config.brevo, measuredFetch('brevo', metrics)) : (mailbox as LocalMailbox);
  const worker = new DeliveryWorker({ outbox, transport, config, log: app.log, metrics });
  const captcha = config.captcha ? new CaptchaVerifier(config.captcha, measuredFetch('captcha', metrics)) : null;
  const addressLimit = new AddressMailLimit(outbox.database, config.addressLimit.windowMs, now);
  const desk = new MailDesk({ config, outbox, worker, mailbox, captcha, addressLimit, log: app.log, metrics });

  if (!config.brevo) {
    app.log.warn(
      `mailing: no BREVO_API_KEY, messages go to the local mailbox in ${config.mailboxDir} (see /_dev/mailbox)`,
    );
  }
  if (!captcha) {
    app.log.warn('captcha: no CAPTCHA_SECRET, form submissions are not checked (allowed outside production only)');
  }
  app.addHook('onReady', async () => desk.start());
  app.addHook('onClose', () => desk.close());
  return desk;
}

/**
 * Client errors raised before a handler runs (malformed JSON 400, too large 413, wrong content type 415,
 * too many requests 429) keep their status; anything else is logged and answered without details.
 */
function answerError(this: FastifyInstance, error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply.code(status).send({ message: error.message } satisfies SubmissionProblem);
  }
  request.log.error({ err: error }, 'mailing: request failed');
  return reply.code(500).send({ message: 'Internal error' } satisfies SubmissionProblem);
}
