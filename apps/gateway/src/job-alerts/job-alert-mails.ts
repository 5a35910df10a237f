import { escapeHtml, LOCALE_QUERY_PARAM, mailTranslator, type Locale, type MailTranslate } from '@jobpoint/i18n';
import { JOB_BOARD_PATH } from '@jobpoint/jobs-client';
import { jobAlertHref } from '@jobpoint/site-routes';
import { htmlDocument, type MailAddress, type MailMessage } from '../mailing/compose-messages';
import { UNCONFIRMED_ALERT_LIFETIME_MS } from './job-alert-schedule.mjs';
import type { JobAlert, JobAlertFrequency } from './job-alert-store';

/** A new job as an alert's mail lists it. */
export interface AlertJob {
  title: string;
  company: string;
  place: string;
  /** The job's path on the site, `/job-boerse/{slug}-{id}`. */
  path: string;
}

/** At most this many jobs in one mail; the rest are a link to the search. */
export const JOBS_PER_MAIL = 20;

/** How long a confirmation link lasts, as its mail says it: in hours. */
const CONFIRMATION_HOURS = UNCONFIRMED_ALERT_LIFETIME_MS / 3_600_000;

export interface JobAlertMailContext {
  /** The site's origin, for the links. */
  origin: string;
  sender: MailAddress;
  /** The alert's search in words, in its language (one line per part). */
  description: string[];
}

/** A page of the site in the alert's language. */
function siteUrl(origin: string, path: string, locale: Locale): string {
  const url = new URL(path, origin);
  url.searchParams.set(LOCALE_QUERY_PARAM, locale);
  return url.toString();
}

export function jobAlertLinks(alert: Pick<JobAlert, 'token' | 'locale' | 'search'>, origin: string) {
  const page = (key: Parameters<typeof jobAlertHref>[0]) => new URL(jobAlertHref(key, alert.token, alert.locale), origin).toString();
  return {
    confirm: page('jobAlertConfirm'),
    manage: page('jobAlertManage'),
    unsubscribe: page('jobAlertEnd'),
    search: siteUrl(origin, `${JOB_BOARD_PATH}${alert.search ? `?${alert.search}` : ''}`, alert.locale),
  };
}

/** The double opt-in mail: nothing else is sent to the address until its link is followed. */
export function jobAlertConfirmationMail(alert: JobAlert, context: JobAlertMailContext): MailMessage {
  const t = mailTranslator(alert.locale);
  const hours = CONFIRMATION_HOURS;
  const links = jobAlertLinks(alert, context.origin);
  const text = [
    t('jobAlert.confirmation.intro', { hours }),
    links.confirm,
    '',
    ...searchText(t, alert.frequency, context.description),
    '',
    t('jobAlert.confirmation.notRequested', { hours }),
  ].join('\n');
  const html = htmlDocument(
    alert.locale,
    `<p>${escapeHtml(t('jobAlert.confirmation.intro', { hours }))}</p>` +
      `<p><a href="${escapeHtml(links.confirm)}">${escapeHtml(t('jobAlert.confirmation.button'))}</a></p>` +
      searchHtml(t, alert.frequency, context.description) +
      `<p>${escapeHtml(t('jobAlert.confirmation.notRequested', { hours }))}</p>`,
  );
  return {
    type: 'mail',
    sender: context.sender,
    to: { email: alert.email },
    subject: t('jobAlert.confirmation.subject'),
    text,
    html,
    tags: ['job-alert-confirmation'],
  };
}

/**
 * An alert's mail with its new jobs (newest first, at most JOBS_PER_MAIL; `more` when there were more),
 * the links to change or end it, and the one-click unsubscribe of RFC 8058 for the mail program.
 */
export function jobAlertMail(alert: JobAlert, jobs: AlertJob[], more: boolean, context: JobAlertMailContext): MailMessage {
  const t = mailTranslator(alert.locale);
  const links = jobAlertLinks(alert, context.origin);
  const listed = jobs.slice(0, JOBS_PER_MAIL);
  const moreJobs = more || jobs.length > JOBS_PER_MAIL;
  const jobUrl = (job: AlertJob) => siteUrl(context.origin, job.path, alert.locale);
  const text = [
    t('jobAlert.intro'),
    '',
    ...listed.flatMap((job) => [job.title, [job.company, job.place].filter(Boolean).join(' · '), jobUrl(job), '']),
    ...(moreJobs ? [t('jobAlert.more'), links.search, ''] : []),
    ...searchText(t, alert.frequency, context.description),
    '',
    t('jobAlert.manage'),
    links.manage,
    t('jobAlert.unsubscribe'),
    links.unsubscribe,
  ].join('\n');
  const jobItems = listed
    .map(
      (job) =>
        `<li><a href="${escapeHtml(jobUrl(job))}">${escapeHtml(job.title)}</a><br>` +
        `${escapeHtml([job.company, job.place].filter(Boolean).join(' · '))}</li>`,
    )
    .join('');
  const html = htmlDocument(
    alert.locale,
    `<p>${escapeHtml(t('jobAlert.intro'))}</p><ul>${jobItems}</ul>` +
      (moreJobs ? `<p><a href="${escapeHtml(links.search)}">${escapeHtml(linkText(t('jobAlert.more')))}</a></p>` : '') +
      searchHtml(t, alert.frequency, context.description) +
      `<p><a href="${escapeHtml(links.manage)}">${escapeHtml(linkText(t('jobAlert.manage')))}</a><br>` +
      `<a href="${escapeHtml(links.unsubscribe)}">${escapeHtml(linkText(t('jobAlert.unsubscribe')))}</a></p>`,
  );
  return {
    type: 'mail',
    sender: context.sender,
    to: { email: alert.email },
    subject: t('jobAlert.subject', { count: listed.length }),
    text,
    html,
    tags: ['job-alert'],
    headers: {
      'List-Unsubscribe': `<${links.unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** What the alert looks for, one line per part, and how often it sends. */
function searchText(t: MailTranslate, frequency: JobAlertFrequency, description: string[]): string[] {
  return [t('jobAlert.looksFor'), ...description.map((line) => `- ${line}`), t(`jobAlert.frequency.${frequency}`)];
}

function searchHtml(t: MailTranslate, frequency: JobAlertFrequency, description: string[]): string {
  return (
    `<p>${escapeHtml(t('jobAlert.looksFor'))}</p><ul>${description.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` +
    `<p>${escapeHtml(t(`jobAlert.frequency.${frequency}`))}</p>`
  );
}

/** A text that introduces a link in the plain-text part, as the link's own text in HTML. */
function linkText(text: string): string {
  return text.replace(/:$/, '');
}
