import type { JobSearch } from '@jobpoint/jobs-client';
import { searchStateFromQuery } from '@jobpoint/job-board/search';
import type { Locale } from '@jobpoint/i18n';
import type { MailAddress, MailMessage } from '../mailing/compose-messages';
import type { GatewayMetrics } from '../metrics/gateway-metrics';
import { jobAlertConfirmationMail, jobAlertMail } from './job-alert-mails';
import type { JobAlertStore } from './job-alert-store';
import type { JobsLookup } from './jobs-lookup';

/** The payloads of a job alert's outbox entries: they name the alert; its data stays in one place. */
export type JobAlertSubmission =
  | { kind: 'job-alert-confirmation'; payload: { alertId: string } }
  | { kind: 'job-alert'; payload: { alertId: string; since: number; until: number } };

/** A job alert's search in words, in a language. */
export type SearchDescriber = (search: JobSearch, locale: Locale) => Promise<string[]>;

export interface JobAlertMailerOptions {
  store: JobAlertStore;
  jobs: JobsLookup;
  describe: SearchDescriber;
  /** The site's origin, for the mails' links. */
  origin: string;
  sender: MailAddress;
  metrics?: GatewayMetrics;
  now?: () => number;
}

/**
 * Writes a job alert's mails when the outbox delivers them: the confirmation, and a run's mail with the
 * jobs the jobs service has for the alert's search. Nothing when the alert has ended meanwhile, when
 * a run found no new job, or (never expected) when a run's alert is not confirmed.
 */
export class JobAlertMailer {
  constructor(private readonly options: JobAlertMailerOptions) {}

  async compose(submission: JobAlertSubmission): Promise<{ message: MailMessage; jobs: number } | null> {
    const { store, jobs, describe, origin, sender } = this.options;
    const alert = await store.byId(submission.payload.alertId);
    if (!alert) {
      return null;
    }
    const state = searchStateFromQuery(new URLSearchParams(alert.search));
    const context = async () => ({ origin, sender, description: await describe(state, alert.locale) });
    if (submission.kind === 'job-alert-confirmation') {
      return alert.confirmedAt === null ? { message: jobAlertConfirmationMail(alert, await context()), jobs: 0 } : null;
    }
    if (alert.confirmedAt === null) {
      return null;
    }
    // The search is put in words only for a mail that goes out: most runs find nothing new.
    const found = await jobs.newJobs(state, submission.payload.since, submission.payload.until);
    return found.jobs.length === 0
      ? null
      : { message: jobAlertMail(alert, found.jobs, found.more, await context()), jobs: found.jobs.length };
  }

  /** The provider took a mail of an alert. */
  async sent(submission: JobAlertSubmission, jobs: number): Promise<void> {
    if (submission.kind === 'job-alert') {
      await this.options.store.markMailed(submission.payload.alertId, (this.options.now ?? Date.now)());
    }
    this.options.metrics?.jobAlertMailSent(submission.kind, jobs);
  }
}
