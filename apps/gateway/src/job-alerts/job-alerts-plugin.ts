import type { FastifyPluginAsync } from 'fastify';
import { SUBMISSION_BODY_LIMIT, type MailDesk } from '../mailing/mail-desk';
import type { GatewayMetrics } from '../metrics/gateway-metrics';
import type { PrivatePageRenderer } from '../pages/pages-plugin';
import { describeAlertSearch } from './describe-alert-search';
import { JobAlertMailer, type JobAlertSubmission } from './job-alert-mailer';
import { registerJobAlertRoutes } from './job-alert-routes';
import { JobAlertScheduler } from './job-alert-scheduler';
import { JobAlertStore } from './job-alert-store';
import { JobsLookup } from './jobs-lookup';

export interface JobAlertsPluginOptions {
  /** The outbox and what works on it, shared with the forms (`openMailDesk`): the alerts live in its database. */
  desk: MailDesk;
  jobsServiceUrl: string;
  /** The jobs service's fetch, through its circuit. */
  jobsFetch: typeof fetch;
  /** The job alerts' pages, rendered per request. */
  renderPage: PrivatePageRenderer;
  /** Told of the alerts, their confirmations and their mails. */
  metrics?: GatewayMetrics;
}

const JOB_ALERT_KINDS = ['job-alert-confirmation', 'job-alert'] as const satisfies readonly JobAlertSubmission['kind'][];

/**
 * The job alerts (ADR 151): their endpoints and pages' actions, the schedule that queues their runs, and
 * their mails, written when the outbox delivers them.
 */
export const jobAlertsPlugin: FastifyPluginAsync<JobAlertsPluginOptions> = async (app, { desk, jobsServiceUrl, jobsFetch, renderPage, metrics }) => {
  const { config } = desk;
  const store = new JobAlertStore(desk.outbox.database);
  const jobs = new JobsLookup(jobsServiceUrl, jobsFetch);
  const mailer = new JobAlertMailer({
    store,
    jobs,
    describe: (search, locale) => describeAlertSearch(search, locale, jobs),
    origin: config.siteOrigin,
    sender: config.sender,
    metrics,
  });
  desk.addComposer<JobAlertSubmission>(JOB_ALERT_KINDS, async (submission) => {
    const composed = await mailer.compose(submission);
    return composed && { message: composed.message, sent: () => mailer.sent(submission, composed.jobs) };
  });
  desk.addSchedule('job alert schedule', new JobAlertScheduler({ store, intervalMs: config.jobAlertScheduleMs, log: app.log }));
  metrics?.watchJobAlerts(() => store.counts());

  await desk.takeSubmissions(app);
  registerJobAlertRoutes(app, {
    store,
    jobs,
    routeOptions: desk.routeOptions,
    bodyLimit: SUBMISSION_BODY_LIMIT,
    refuseByCaptcha: (token, action, request, reply) => desk.refuseByCaptcha(token, action, request, reply),
    deliverNow: (entryId) => desk.deliverNow(entryId),
    mayMailAddress: (address) => desk.mayMailAddress('job-alert', address),
    renderPage,
    metrics,
  });
};
