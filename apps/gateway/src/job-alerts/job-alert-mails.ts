import { escapeHtml, LOCALE_QUERY_PARAM, type Locale } from '@jobpoint/i18n';
import { JOB_BOARD_PATH } from '@jobpoint/jobs-client';
import { jobAlertHref } from '@jobpoint/site-routes';
import type { MailAddress, MailMessage } from '../mailing/compose-messages';
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

interface JobAlertTexts {
  confirmSubject: string;
  confirmIntro: string;
  confirmButton: string;
  notRequested: string;
  looksFor: string;
  frequency: Record<JobAlertFrequency, string>;
  alertSubject: (count: number) => string;
  alertIntro: string;
  more: string;
  manage: string;
  unsubscribe: string;
}

const TEXTS: Record<Locale, JobAlertTexts> = {
  de: {
    confirmSubject: 'Bitte bestätige deinen Job-Alarm',
    confirmIntro:
      'Du hast auf jobpoint berlin einen Job-Alarm bestellt. Bitte bestätige ihn mit diesem Link (er gilt 48 Stunden):',
    confirmButton: 'Job-Alarm bestätigen',
    notRequested:
      'Wenn du diesen Job-Alarm nicht bestellt hast, musst du nichts tun: Ohne Bestätigung schicken wir dir keine E-Mails und löschen deine Adresse nach 48 Stunden.',
    looksFor: 'Dein Job-Alarm sucht nach:',
    frequency: { daily: 'Häufigkeit: täglich', weekly: 'Häufigkeit: wöchentlich' },
    alertSubject: (count) => (count === 1 ? '1 neuer Job für deinen Job-Alarm' : `${count} neue Jobs für deinen Job-Alarm`),
    alertIntro: 'Diese Jobs zu deiner Suche sind seit unserer letzten E-Mail neu erschienen:',
    more: 'Weitere neue Jobs zu deiner Suche findest du auf der Website:',
    manage: 'Häufigkeit ändern oder Job-Alarm beenden:',
    unsubscribe: 'Job-Alarm mit einem Klick beenden:',
  },
  en: {
    confirmSubject: 'Please confirm your job alert',
    confirmIntro: 'You asked for a job alert on jobpoint berlin. Please confirm it with this link (valid for 48 hours):',
    confirmButton: 'Confirm job alert',
    notRequested:
      'If you did not ask for this job alert, there is nothing to do: without confirmation we send you no mail and delete your address after 48 hours.',
    looksFor: 'Your job alert looks for:',
    frequency: { daily: 'How often: daily', weekly: 'How often: weekly' },
    alertSubject: (count) => (count === 1 ? '1 new job for your job alert' : `${count} new jobs for your job alert`),
    alertIntro: 'These jobs matching your search have been published since our last mail:',
    more: 'You will find more new jobs matching your search on the website:',
    manage: 'Change how often or end the job alert:',
    unsubscribe: 'End the job alert with one click:',
  },
  tr: {
    confirmSubject: 'Lütfen iş alarmınızı onaylayın',
    confirmIntro:
      'jobpoint berlin sitesinde bir iş alarmı talep ettiniz. Lütfen bu bağlantıyla onaylayın (48 saat geçerlidir):',
    confirmButton: 'İş alarmını onayla',
    notRequested:
      'Bu iş alarmını siz talep etmediyseniz bir şey yapmanıza gerek yok: Onay olmadan size e-posta göndermeyiz ve adresinizi 48 saat sonra sileriz.',
    looksFor: 'İş alarmınız şunları arıyor:',
    frequency: { daily: 'Sıklık: günlük', weekly: 'Sıklık: haftalık' },
    alertSubject: (count) => `İş alarmınız için ${count} yeni ilan`,
    alertIntro: 'Son e-postamızdan bu yana aramanıza uyan şu ilanlar yayımlandı:',
    more: 'Aramanıza uyan diğer yeni ilanları web sitesinde bulabilirsiniz:',
    manage: 'Sıklığı değiştirin veya iş alarmını sonlandırın:',
    unsubscribe: 'İş alarmını tek tıkla sonlandırın:',
  },
  ar: {
    confirmSubject: 'يرجى تأكيد تنبيه الوظائف',
    confirmIntro: 'لقد طلبت تنبيه وظائف على موقع jobpoint berlin. يرجى تأكيده عبر هذا الرابط (صالح لمدة 48 ساعة):',
    confirmButton: 'تأكيد تنبيه الوظائف',
    notRequested:
      'إذا لم تطلب تنبيه الوظائف هذا فلا داعي لفعل أي شيء: بدون تأكيد لن نرسل إليك أي رسائل وسنحذف عنوانك بعد 48 ساعة.',
    looksFor: 'يبحث تنبيه الوظائف عن:',
    frequency: { daily: 'عدد المرات: يوميًا', weekly: 'عدد المرات: أسبوعيًا' },
    alertSubject: (count) => `وظائف جديدة لتنبيه الوظائف الخاص بك: ${count}`,
    alertIntro: 'نُشرت هذه الوظائف المطابقة لبحثك منذ رسالتنا الأخيرة:',
    more: 'ستجد مزيدًا من الوظائف الجديدة المطابقة لبحثك على الموقع:',
    manage: 'تغيير عدد المرات أو إنهاء تنبيه الوظائف:',
    unsubscribe: 'إنهاء تنبيه الوظائف بنقرة واحدة:',
  },
};

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
  const texts = TEXTS[alert.locale];
  const links = jobAlertLinks(alert, context.origin);
  const text = [
    texts.confirmIntro,
    links.confirm,
    '',
    texts.looksFor,
    ...context.description.map((line) => `- ${line}`),
    texts.frequency[alert.frequency],
    '',
    texts.notRequested,
  ].join('\n');
  const html = htmlDocument(
    alert.locale,
    `<p>${escapeHtml(texts.confirmIntro)}</p>` +
      `<p><a href="${escapeHtml(links.confirm)}">${escapeHtml(texts.confirmButton)}</a></p>` +
      searchHtml(texts, alert.frequency, context.description) +
      `<p>${escapeHtml(texts.notRequested)}</p>`,
  );
  return {
    type: 'mail',
    sender: context.sender,
    to: { email: alert.email },
    subject: texts.confirmSubject,
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
  const texts = TEXTS[alert.locale];
  const links = jobAlertLinks(alert, context.origin);
  const listed = jobs.slice(0, JOBS_PER_MAIL);
  const moreJobs = more || jobs.length > JOBS_PER_MAIL;
  const jobUrl = (job: AlertJob) => siteUrl(context.origin, job.path, alert.locale);
  const text = [
    texts.alertIntro,
    '',
    ...listed.flatMap((job) => [job.title, [job.company, job.place].filter(Boolean).join(' · '), jobUrl(job), '']),
    ...(moreJobs ? [texts.more, links.search, ''] : []),
    texts.looksFor,
    ...context.description.map((line) => `- ${line}`),
    texts.frequency[alert.frequency],
    '',
    texts.manage,
    links.manage,
    texts.unsubscribe,
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
    `<p>${escapeHtml(texts.alertIntro)}</p><ul>${jobItems}</ul>` +
      (moreJobs ? `<p><a href="${escapeHtml(links.search)}">${escapeHtml(linkText(texts.more))}</a></p>` : '') +
      searchHtml(texts, alert.frequency, context.description) +
      `<p><a href="${escapeHtml(links.manage)}">${escapeHtml(linkText(texts.manage))}</a><br>` +
      `<a href="${escapeHtml(links.unsubscribe)}">${escapeHtml(linkText(texts.unsubscribe))}</a></p>`,
  );
  return {
    type: 'mail',
    sender: context.sender,
    to: { email: alert.email },
    subject: texts.alertSubject(listed.length),
    text,
    html,
    tags: ['job-alert'],
    headers: {
      'List-Unsubscribe': `<${links.unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

function searchHtml(texts: JobAlertTexts, frequency: JobAlertFrequency, description: string[]): string {
  return (
    `<p>${escapeHtml(texts.looksFor)}</p><ul>${description.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` +
    `<p>${escapeHtml(texts.frequency[frequency])}</p>`
  );
}

/** The HTML part in the alert's language and direction. */
function htmlDocument(locale: Locale, body: string): string {
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  return `<!DOCTYPE html><html lang="${locale}" dir="${dir}"><head><meta charset="utf-8"></head><body dir="${dir}">${body}</body></html>`;
}

/** A text that introduces a link in the plain-text part, as the link's own text in HTML. */
function linkText(text: string): string {
  return text.replace(/:$/, '');
}
