import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  captchaVerificationSchema,
  companyRegistrationSchema,
  eventRegistrationSchema,
  fieldErrors,
  newsletterSubscriptionSchema,
  type SubmissionProblem,
  type SubmissionReceipt,
} from '@jobpoint/mailing-client';
import { CaptchaUnavailableError } from './captcha-verifier';
import { FORM_KINDS, formMailComposer, recipientsOf, type StoredSubmission } from './compose-messages';
import { registerDevMailboxRoutes } from './dev-mailbox-route';
import type { MailDesk } from './mail-desk';
import type { NewDelivery } from './outbox';
import { invalidSubmission } from './submission-problem';

export interface MailingPluginOptions {
  /** The outbox and what works on it, shared with the other plugins that mail (`openMailDesk`). */
  desk: MailDesk;
}

type SubmissionSchema =
  typeof newsletterSubscriptionSchema | typeof eventRegistrationSchema | typeof companyRegistrationSchema;

/**
 * The site's form endpoints: validate, check the captcha, store in the outbox, try one delivery while the
 * visitor waits, and answer. Everything stored is delivered later if that first attempt does not finish.
 */
export const mailingPlugin: FastifyPluginAsync<MailingPluginOptions> = async (app, { desk }) => {
  const { config, outbox, captcha } = desk;
  desk.addComposer(FORM_KINDS, formMailComposer(config));
  await desk.takeSubmissions(app);

  /** A submission's deliveries without those to the typed address that the limit leaves out; the organisation always gets its notice. */
  async function deliveriesWithinLimit(form: StoredSubmission['kind'], deliveries: NewDelivery[]): Promise<NewDelivery[]> {
    const kept: NewDelivery[] = [];
    for (const delivery of deliveries) {
      if (delivery.recipient === 'organisation' || (await desk.mayMailAddress(form, delivery.address))) {
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
    const refused = await desk.refuseByCaptcha(captchaToken, kind, request, reply);
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
    const outcome = await desk.deliverNow(entry.id);
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

  app.post('/api/brevo/contacts', desk.routeOptions, (request, reply) =>
    acceptSubmission('newsletter', newsletterSubscriptionSchema, request, reply),
  );
  app.post('/api/brevo/event', desk.routeOptions, (request, reply) =>
    acceptSubmission('event', eventRegistrationSchema, request, reply),
  );
  app.post('/api/brevo/company', desk.routeOptions, (request, reply) =>
    acceptSubmission('company', companyRegistrationSchema, request, reply),
  );

  app.post('/api/captcha/verify', desk.routeOptions, async (request, reply) => {
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

  if (desk.mailbox) {
    registerDevMailboxRoutes(app, desk.mailbox);
  }
};
