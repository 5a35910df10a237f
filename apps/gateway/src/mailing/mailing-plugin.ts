import rateLimit from '@fastify/rate-limit';
import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  captchaVerificationSchema,
  companyRegistrationSchema,
  eventRegistrationSchema,
  FIELD_MESSAGES,
  fieldErrors,
  newsletterSubscriptionSchema,
  type SubmissionProblem,
  type SubmissionReceipt,
} from '@jobpoint/mailing-client';
import { AddressMailLimit, type AddressLimitedForm } from './address-mail-limit';
import { BrevoTransport } from './brevo-client';
import { CaptchaUnavailableError, CaptchaVerifier } from './captcha-verifier';
import { recipientsOf, type StoredSubmission } from './compose-messages';
import { DeliveryWorker } from './delivery-worker';
import { registerDevMailboxRoutes } from './dev-mailbox-route';
import { LocalMailbox } from './local-mailbox';
import type { MailingConfig } from './mailing-config';
import { Outbox, type NewDelivery } from './outbox';
import type { Readiness } from '../lib/readiness';
import type { GatewayMetrics } from '../metrics/gateway-metrics';
import { measuredFetch } from '../metrics/measured-fetch';
import { JobAlertMailer } from '../job-alerts/job-alert-mailer';
import { registerJobAlertRoutes } from '../job-alerts/job-alert-routes';
import type { PrivatePageRenderer } from '../pages/pages-plugin';
import { invalidSubmission } from './submission-problem';
import { JobAlertScheduler } from '../job-alerts/job-alert-scheduler';
import { JobAlertStore } from '../job-alerts/job-alert-store';
import { describeAlertSearch } from '../job-alerts/describe-alert-search';
import { JobsLookup } from '../job-alerts/jobs-lookup';

export interface MailingPluginOptions {
  config: MailingConfig;
  /** Told of the outbox's queue, each delivery and each call to Brevo and the captcha service. */
  metrics?: GatewayMetrics;
  /** Given the outbox's database as a condition of the gateway's readiness. */
  readiness?: Readiness;
  /**
   * The job alerts' parts outside the mailing: the jobs service (through its circuit) and the site's pages.
   * Left out (tests of the forms), the gateway has no job alerts.
   */
  jobAlerts?: { jobsServiceUrl: string; jobsFetch: typeof fetch; renderPage: PrivatePageRenderer };
  /** The clock of the per-address limit. */
  now?: () => number;
}

/** A form is a few hundred bytes; 16 KiB leaves room for long notes and a captcha token. */
export const SUBMISSION_BODY_LIMIT = 16 * 1024;
/** How long a visitor waits for the first delivery attempt before being told the submission is stored. */
export const IMMEDIATE_ATTEMPT_TIMEOUT_MS = 3_000;

type SubmissionSchema =
  typeof newsletterSubscriptionSchema | typeof eventRegistrationSchema | typeof companyRegistrationSchema;

/**
 * The site's form endpoints: validate, check the captcha, store in the outbox, try one delivery while the
 * visitor waits, and answer. Everything stored is delivered later if that first attempt does not finish.
 * With `jobAlerts`, also the job alerts (ADR 151): their endpoints, their schedule, and their mails in the
 * same outbox.
 */
export const mailingPlugin: FastifyPluginAsync<MailingPluginOptions> = async (app, { config, metrics, readiness, jobAlerts, now }) => {
  const outbox = await Outbox.open(config.outbox);
  const addressLimit = new AddressMailLimit(outbox.database, config.addressLimit.windowMs, now);
  metrics?.watchOutbox(() => outbox.stats());
  readiness?.add('the outbox database does not answer', () => outbox.ping());
  const mailbox = config.brevo ? null : new LocalMailbox(config.mailboxDir);
  const transport = config.brevo ? new BrevoTransport(config.brevo, measuredFetch('brevo', metrics)) : (mailbox as LocalMailbox);
  const alertStore = new JobAlertStore(outbox.database);
  const jobs = jobAlerts ? new JobsLookup(jobAlerts.jobsServiceUrl, jobAlerts.jobsFetch) : null;
  const mailer = jobs
    ? new JobAlertMailer({
        store: alertStore,
        jobs,
        describe: (search, locale) => describeAlertSearch(search, locale, jobs),
        origin: config.siteOrigin,
        sender: config.sender,
        metrics,
      })
    : undefined;
  const worker = new DeliveryWorker({ outbox, transport, config, log: app.log, metrics, jobAlerts: mailer });
  const schedule = mailer ? new JobAlertScheduler({ store: alertStore, intervalMs: config.jobAlertScheduleMs, log: app.log }) : null;
  if (mailer) {
    metrics?.watchJobAlerts(() => alertStore.counts());
  }
  const captcha = config.captcha ? new CaptchaVerifier(config.captcha, measuredFetch('captcha', metrics)) : null;

  if (!config.brevo) {
    app.log.warn(
      `mailing: no BREVO_API_KEY, messages go to the local mailbox in ${config.mailboxDir} (see /_dev/mailbox)`,
    );
  }
  if (!captcha) {
    app.log.warn('captcha: no CAPTCHA_SECRET, form submissions are not checked (allowed outside production only)');
  }

  app.addHook('onReady', async () => {
    worker.start();
    schedule?.start();
  });
  app.addHook('onClose', async () => {
    await schedule?.stop();
    await worker.stop();
    app.log.info('shutdown: job alert schedule and delivery worker stopped, every attempt recorded and its lease released');
    await outbox.close();
    app.log.info('shutdown: outbox database closed');
  });

  await app.register(rateLimit, { global: false });
  app.setErrorHandler(answerError);

  const routeOptions = {
    bodyLimit: SUBMISSION_BODY_LIMIT,
    config: { rateLimit: { max: config.rateLimit.max, timeWindow: config.rateLimit.windowMs } },
  };
  const immediateTimeoutMs = Math.min(IMMEDIATE_ATTEMPT_TIMEOUT_MS, config.providerTimeoutMs);

  /** The captcha check of every form: a reply when it refused the submission, null when it passed (or there is no captcha). */
  async function refuseByCaptcha(
    captchaToken: string | undefined,
    action: string,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<FastifyReply | null> {
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
  async function mayMailAddress(form: AddressLimitedForm, address: string): Promise<boolean> {
    const allowed = await addressLimit.take(form, address);
    if (!allowed) {
      metrics?.addressLimited(form);
    }
    return allowed;
  }

  /** A submission's deliveries without those to the typed address that the limit leaves out; the organisation always gets its notice. */
  async function deliveriesWithinLimit(form: StoredSubmission['kind'], deliveries: NewDelivery[]): Promise<NewDelivery[]> {
    const kept: NewDelivery[] = [];
    for (const delivery of deliveries) {
      if (delivery.recipient === 'organisation' || (await mayMailAddress(form, delivery.address))) {
        kept.push(delivery);
      }
    }
    return kept;
  }

  async function acceptSubmission(
    kind: StoredSubmission['kind'],
    schema: SubmissionSchema,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const parsed = schema.safeParse(request.body);
    if (!parsed.success) {
      return reply.code(400).send(invalidSubmission(fieldErrors(parsed.error as z.ZodError)));
    }
    const { captchaToken, ...payload } = parsed.data;
    if (kind === 'newsletter' && !config.allowedListIds.includes((payload as { listId: number }).listId)) {
      return reply.code(400).send(invalidSubmission({ listId: 'is not a list of this site' }));
    }
    const refused = await refuseByCaptcha(captchaToken, kind, request, reply);
    if (refused) {
      return refused;
    }

    const submission = { kind, payload } as StoredSubmission;
    const deliveries = await deliveriesWithinLimit(kind, recipientsOf(submission, config));
    if (deliveries.length === 0) {
      // The address got this form's mail a moment ago: nothing is stored, and the answer is that of a
      // mail sent at once, so it does not tell whether the address had one.
      return reply.code(201).send({ id: randomUUID(), status: 'delivered' } satisfies SubmissionReceipt);
    }
    const entry = await outbox.add(kind, payload, deliveries);
    const outcome = await worker.deliverNow(entry.id, immediateTimeoutMs);
    if (outcome === 'delivered') {
      return reply.code(201).send({ id: entry.id, status: 'delivered' } satisfies SubmissionReceipt);
    }
    if (outcome === 'rejected') {
      const reasons = (await outbox.deliveries(entry.id))
        .filter((delivery) => delivery.status === 'rejected')
        .map((delivery) => delivery.lastError)
        .join('; ');
      return reply
        .code(422)
        .send({ message: `The mail provider refused the submission: ${reasons}` } satisfies SubmissionProblem);
    }
    return reply.code(202).send({ id: entry.id, status: 'accepted' } satisfies SubmissionReceipt);
  }

  app.post('/api/brevo/contacts', routeOptions, (request, reply) =>
    acceptSubmission('newsletter', newsletterSubscriptionSchema, request, reply),
  );
  app.post('/api/brevo/event', routeOptions, (request, reply) =>
    acceptSubmission('event', eventRegistrationSchema, request, reply),
  );
  app.post('/api/brevo/company', routeOptions, (request, reply) =>
    acceptSubmission('company', companyRegistrationSchema, request, reply),
  );

  if (jobs && jobAlerts) {
    registerJobAlertRoutes(app, {
      store: alertStore,
      jobs,
      routeOptions,
      bodyLimit: SUBMISSION_BODY_LIMIT,
      refuseByCaptcha,
      deliverNow: (entryId) => worker.deliverNow(entryId, immediateTimeoutMs),
      mayMailAddress: (address) => mayMailAddress('job-alert', address),
      renderPage: jobAlerts.renderPage,
      metrics,
    });
  }

  app.post('/api/captcha/verify', routeOptions, async (request, reply) => {
    const parsed = captchaVerificationSchema.safeParse(request.body);
    if (!parsed.success) {
      return reply.code(400).send(invalidSubmission(fieldErrors(parsed.error)));
    }
    if (!captcha) {
      request.log.warn('captcha: not configured, verification skipped');
      return { score: 1 };
    }
    try {
      const { score } = await captcha.assess(parsed.data.payload);
      return { score };
    } catch (error) {
      if (error instanceof CaptchaUnavailableError) {
        request.log.error({ err: error }, 'captcha: assessment unavailable');
        return reply.code(503).header('retry-after', '60').send({ message: 'The captcha check is unavailable' });
      }
      throw error;
    }
  });

  if (mailbox) {
    registerDevMailboxRoutes(app, mailbox);
  }
};

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
