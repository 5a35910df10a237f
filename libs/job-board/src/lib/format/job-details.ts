import type { Job } from '@jobpoint/jobs-client';
import { mailtoHref, telHref } from '@jobpoint/site-routes';
import type { Locale } from '@jobpoint/i18n';

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

function isWebUrl(url: string | null | undefined): url is string {
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
