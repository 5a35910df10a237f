import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { LOCALE_QUERY_PARAM } from '@jobpoint/i18n';
import { fieldErrors, JOB_ALERT_FREQUENCIES, jobAlertSubscriptionSchema, type SubmissionProblem } from '@jobpoint/mailing-client';
import { JOB_ALERT_FREQUENCY_FIELD, JOB_ALERT_PARAMS, ROUTES } from '@jobpoint/site-routes';
import type { GatewayMetrics } from '../metrics/gateway-metrics';
import { requestUrl } from '../lib/request-url';
import { redirectWithinSite } from '../lib/site-redirect';
import { invalidSubmission } from '../mailing/submission-problem';
import type { PrivatePageRenderer } from '../pages/pages-plugin';
import type { JobAlertFrequency, JobAlertStore } from './job-alert-store';
import { checkAlertSearch } from './job-alert-search';
import type { JobsLookup } from './jobs-lookup';

export interface JobAlertRoutesOptions {
  store: JobAlertStore;
  jobs: JobsLookup;
  /** The mailing routes' limits (body size, rate), for the subscription. */
  routeOptions: RouteShorthandOptions;
  /** The body size limit of the pages' actions, which are not rate-limited: a mail provider sends many people's one-click unsubscribes from few addresses. */
  bodyLimit: number;
  /** The captcha check of the site's forms: a reply when it refused the submission, null when it passed. */
  refuseByCaptcha: (token: string | undefined, action: string, request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | null>;
  /** Tries the confirmation mail while the visitor waits. */
  deliverNow: (entryId: string) => Promise<unknown>;
  /** Whether the address may get a confirmation mail now (the per-address limit of the mails before confirmation). */
  mayMailAddress: (address: string) => Promise<boolean>;
  renderPage: PrivatePageRenderer;
  metrics?: GatewayMetrics;
}

const FREQUENCIES = new Set<string>(JOB_ALERT_FREQUENCIES);

function tokenOf(request: FastifyRequest): string {
  return requestUrl(request).searchParams.get(JOB_ALERT_PARAMS.token) ?? '';
}

/** A form the browser sent itself, or the one-click POST of a mail program (RFC 8058): `name=value` pairs. */
function formBody(body: unknown): URLSearchParams {
  return new URLSearchParams(typeof body === 'string' ? body : '');
}

/**
 * The job alerts' endpoints: the subscription (answered alike whether or not the address is known), the
 * alert a link's token names (for its pages), and the pages' actions: confirming on the link's GET,
 * changing the frequency, and ending the alert by POST (the mail program's one-click unsubscribe or the
 * page's button).
 */
export function registerJobAlertRoutes(app: FastifyInstance, options: JobAlertRoutesOptions): void {
  const { store, jobs, routeOptions, bodyLimit, refuseByCaptcha, deliverNow, mayMailAddress, renderPage, metrics } = options;

  // The pages' forms and mail programs post `name=value` pairs; RFC 8058 allows either form encoding.
  app.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data'], { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  app.post('/api/job-alerts', routeOptions, async (request, reply) => {
    const parsed = jobAlertSubscriptionSchema.safeParse(request.body);
    if (!parsed.success) {
      return reply.code(400).send(invalidSubmission(fieldErrors(parsed.error)));
    }
    const { captchaToken, email, search: query, frequency, locale } = parsed.data;
    let constants;
    try {
      constants = await jobs.publicViewConstants();
    } catch (error) {
      request.log.error({ err: error }, 'job alerts: the filter lists are unavailable, subscription refused');
      return reply
        .code(503)
        .header('retry-after', '60')
        .send({ message: 'The jobs service is unavailable' } satisfies SubmissionProblem);
    }
    const search = checkAlertSearch(query, constants);
    if (!search.ok) {
      return reply.code(400).send(invalidSubmission({ search: search.message }));
    }
    const refused = await refuseByCaptcha(captchaToken, 'job_alert', request, reply);
    if (refused) {
      return refused;
    }
    // An address that got a confirmation mail a moment ago gets no second alert to confirm, and the
    // answer is the same, so it does not tell whether the address had one.
    if (await mayMailAddress(email)) {
      const { confirmationEntryId } = await store.create({ email, search: search.search, locale, frequency });
      await deliverNow(confirmationEntryId);
    }
    return reply.code(202).send({ status: 'accepted' });
  });

  app.get<{ Params: { token: string } }>('/api/job-alerts/:token', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const alert = await store.byToken(request.params.token);
    if (!alert) {
      return reply.code(404).send({ message: 'No such job alert' } satisfies SubmissionProblem);
    }
    return { search: alert.search, frequency: alert.frequency, locale: alert.locale, confirmed: alert.confirmedAt !== null };
  });

  app.get(ROUTES.jobAlertConfirm, async (request, reply) => {
    const result = await store.confirm(tokenOf(request));
    if (result?.confirmedNow) {
      metrics?.jobAlertConfirmed();
    }
    return renderPage(request, reply);
  });

  app.post(ROUTES.jobAlertManage, { bodyLimit }, async (request, reply) => {
    const url = requestUrl(request);
    const frequency = formBody(request.body).get(JOB_ALERT_FREQUENCY_FIELD) ?? '';
    if (FREQUENCIES.has(frequency) && (await store.setFrequency(tokenOf(request), frequency as JobAlertFrequency))) {
      url.searchParams.set(JOB_ALERT_PARAMS.saved, '1');
      return redirectWithinSite(reply, `${url.pathname}${url.search}`, 303);
    }
    return renderPage(request, reply);
  });

  app.post(ROUTES.jobAlertEnd, { bodyLimit }, async (request, reply) => {
    await store.remove(tokenOf(request));
    const ended = new URLSearchParams({ [JOB_ALERT_PARAMS.ended]: '1' });
    const locale = requestUrl(request).searchParams.get(LOCALE_QUERY_PARAM);
    if (locale) {
      ended.set(LOCALE_QUERY_PARAM, locale);
    }
    return renderPage(request, reply, `${ROUTES.jobAlertEnd}?${ended}`);
  });
}
