import type { JobDetailLabels } from '@jobpoint/cms-client';
import type { Locale } from '@jobpoint/i18n';
import { entryName, jobPath, type ContactPerson, type Job } from '@jobpoint/jobs-client';
import { mailtoHref, telHref } from '@jobpoint/site-routes';
import { formatCalendarDate } from '@jobpoint/ui-kit';
import { jobBoardResources, type JobDetailLabelKey } from '../i18n/job-board-resources';

/** The job board's UI strings (namespace `jobBoard`) in one language, as i18next's `t` gives them. */
export type JobBoardTranslate = (key: string, options?: Record<string, unknown>) => string;

/** Every label of the job detail page, filled in. */
export type JobDetailLabelTexts = Record<JobDetailLabelKey, string>;

/** The CMS labels where the editors filled them in, the UI strings otherwise. */
export function mergeJobDetailLabels(cms: JobDetailLabels | null | undefined, fallback: JobDetailLabelTexts): JobDetailLabelTexts {
  const labels = { ...fallback };
  for (const key of Object.keys(fallback) as JobDetailLabelKey[]) {
    const value = cms?.[key]?.trim();
    if (value) labels[key] = value;
  }
  return labels;
}

/** Intl locales for amounts; Arabic keeps Latin digits like the rest of the site's numbers. */
const NUMBER_LOCALES: Record<Locale, string> = { de: 'de-DE', en: 'en-GB', tr: 'tr-TR', ar: 'ar-u-nu-latn' };

/** An amount in euros for the reader ("15,50 €", "€15.50"). */
export function formatEuro(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(NUMBER_LOCALES[locale], {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** Paragraphs of a plain-text job field (the jobs service separates them with blank lines). */
export function paragraphs(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** A page description for search engines: the job's first words, at most `limit` characters. */
export function summary(text: string | null | undefined, limit = 160): string {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  if (flat.length <= limit) return flat;
  const cut = flat.slice(0, limit - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > limit / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

export type ApplyTarget =
  | { kind: 'url'; href: string }
  | { kind: 'email'; href: string; address: string }
  | { kind: 'phone'; href: string; number: string }
  | { kind: 'post' };

/** Whether a job's address is a web page (http or https), as opposed to nothing or anything unsafe to link. */
export function isWebUrl(url: string | null | undefined): url is string {
  return Boolean(url && /^https?:\/\//i.test(url.trim()));
}

/**
 * Where "apply now" leads, by the job's application types in the order the job lists them: the
 * application URL, a prepared e-mail to the contact's application address, a phone call, or the postal
 * address (shown on the page). Null when the job offers no way the page can serve.
 */
export function applyTarget(job: Pick<Job, 'application_types' | 'application_url' | 'contact' | 'company' | 'title' | 'id'>, emailSubject: string): ApplyTarget | null {
  for (const type of job.application_types) {
    if (type === 'url' && isWebUrl(job.application_url)) {
      return { kind: 'url', href: job.application_url.trim() };
    }
    if (type === 'email') {
      const address = job.contact?.application_email || job.contact?.email || job.company?.email;
      if (address) {
        return { kind: 'email', address, href: `${mailtoHref(address)}?subject=${encodeURIComponent(emailSubject)}` };
      }
    }
    if (type === 'phone') {
      const number = job.contact?.phone || job.company?.phone;
      if (number) return { kind: 'phone', number, href: telHref(number) };
    }
    if (type === 'post') return { kind: 'post' };
  }
  return null;
}

/** What the job pays: the amount per time frame, or paid by agreement or by the collective agreement. */
export function paymentText(job: Pick<Job, 'payment_type' | 'payment' | 'payment_time_frame'>, t: JobBoardTranslate, locale: Locale): string {
  if (job.payment_type === 'PAYMENT_SET' && job.payment !== null) {
    const amount = formatEuro(job.payment, locale);
    return job.payment_time_frame ? t('payment.amount', { amount, timeFrame: t(`timeFrames.${job.payment_time_frame}`) }) : amount;
  }
  return t(`payment.${job.payment_type === 'PAYMENT_BY_TARIFF' ? 'PAYMENT_BY_TARIFF' : 'PAYMENT_BY_AGREEMENT'}`);
}

/** The contract in parts: permanent or fixed-term (for how long), then its start and end dates. */
export function contractText(
  job: Pick<Job, 'temporary' | 'contract_limited_for' | 'contract_limited_for_unit' | 'contract_start_date' | 'contract_end_date'>,
  t: JobBoardTranslate,
  locale: Locale,
): string[] {
  const parts: string[] = [];
  if (!job.temporary) {
    parts.push(t('contract.permanent'));
  } else if (job.contract_limited_for && job.contract_limited_for_unit) {
    parts.push(t(job.contract_limited_for_unit === 'YEAR' ? 'contract.years' : 'contract.months', { count: job.contract_limited_for }));
  } else {
    parts.push(t('contract.temporary'));
  }
  const start = formatCalendarDate(job.contract_start_date, locale);
  const end = formatCalendarDate(job.contract_end_date, locale);
  if (start) parts.push(t('contract.start', { date: start }));
  if (end) parts.push(t('contract.end', { date: end }));
  return parts;
}

/** The job's working hours (main and secondary categories) by name, in the language shown for the page. */
export function workTimeEntries(job: Pick<Job, 'work_time_categories' | 'work_time_category_secondaries'>, locale: Locale) {
  return [...(job.work_time_categories ?? []), ...(job.work_time_category_secondaries ?? [])].map((entry) => entryName(entry, locale));
}

/** Where applications by e-mail go: the contact's application address, else their own. */
export function contactEmail(contact: Pick<ContactPerson, 'application_email' | 'email'>): string {
  return contact.application_email || contact.email;
}

/** Whether readers of a Turkish or Arabic page are told that the job exists in German only. */
export function needsJobLanguageNote(job: Pick<Job, 'language'>, locale: Locale): boolean {
  return job.language === 'de' && (locale === 'tr' || locale === 'ar');
}

/** The job as a PDF document: below the job's page, in the page's language. */
export function jobPdfHref(job: { id: number; title: string }, locale: Locale): string {
  return `${jobPath(job)}/pdf?locale=${locale}`;
}

/** The districts a job is in, each once ("Mitte, Neukölln"), or the company's city when the job names none. */
export function jobDistricts(job: Pick<Job, 'zip_codes' | 'company'>): string {
  const districts = new Set((job.zip_codes ?? []).map((entry) => entry.place_name).filter(Boolean));
  return districts.size > 0 ? [...districts].join(', ') : job.company.city;
}

/**
 * A job page's `<title>`: the job title, the company, its districts and the job number in the page
 * language. Companies post the same title, one company even twice in one district, so the number is
 * what keeps two job pages of one language apart in search results and browser tabs.
 */
export function jobPageTitle(job: Pick<Job, 'id' | 'title' | 'company' | 'zip_codes'>, locale: Locale): string {
  const where = [job.company.full_name, jobDistricts(job)].filter(Boolean).join(', ');
  return `${job.title} – ${where} · ${jobBoardResources[locale].detail.jobNumber} ${job.id}`;
}
