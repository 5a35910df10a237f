import type { Company, NamedEntry, ZipCodeEntry } from '../models/job';

/** The languages of the site; the jobs service names its entries in German (`name`) and English (`name_en`). */
type SiteLanguage = 'de' | 'en' | 'tr' | 'ar';

/**
 * The name of a filter entry for a page language, and the language it is written in: English for an
 * English page, German otherwise (the jobs service has no Turkish or Arabic names).
 */
export function entryName(entry: Pick<NamedEntry, 'name' | 'name_en'>, locale: SiteLanguage): { text: string; lang: 'de' | 'en' } {
  return locale === 'en' && entry.name_en ? { text: entry.name_en, lang: 'en' } : { text: entry.name, lang: 'de' };
}

/** The language job data is shown in for a page language: jobs exist in German and English only. */
export function jobDataLanguage(locale: SiteLanguage): 'de' | 'en' {
  return locale === 'en' ? 'en' : 'de';
}

/**
 * Where a job is: its postcodes with their localities ("10115 Mitte, 12043 Neukölln"), or the company's
 * postcode and city when the job names none. Empty when neither is known.
 */
export function jobPlace(job: {
  zip_codes?: Pick<ZipCodeEntry, 'zip' | 'place_name'>[] | null;
  company?: Pick<Company, 'zip' | 'city'> | null;
}): string {
  const zips = (job.zip_codes ?? []).map((entry) => [entry.zip, entry.place_name].filter(Boolean).join(' ')).filter(Boolean);
  if (zips.length > 0) return zips.join(', ');
  return [job.company?.zip, job.company?.city].filter(Boolean).join(' ');
}

/** The company's street address in one line ("Karl-Marx-Straße 12, 12043 Berlin"). */
export function companyAddress(company: Pick<Company, 'street' | 'street_number' | 'zip' | 'city'>): string {
  const street = [company.street, company.street_number].filter(Boolean).join(' ');
  const city = [company.zip, company.city].filter(Boolean).join(' ');
  return [street, city].filter(Boolean).join(', ');
}

/**
 * Whether the job's application deadline lies before `today` (YYYY-MM-DD, the site's local date). The
 * deadline day itself is still open; a job without a deadline never expires.
 */
export function applicationDeadlinePassed(job: { application_deadline: string | null }, today: string): boolean {
  return job.application_deadline !== null && job.application_deadline.slice(0, 10) < today;
}
