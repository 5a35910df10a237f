import { escapeHtml, zonedDateTime } from '@jobpoint/i18n';
import type { Job } from '@jobpoint/jobs-client';
import { paragraphs } from '../format/job-details';

/**
 * Google's employment types by the organisation's German work time names. Work times that say nothing
 * about the contract (Ausbildung, Schicht- und Wochenendarbeit) have none; a job with no type at all is
 * `OTHER`.
 */
const EMPLOYMENT_TYPES: Record<string, string> = {
  vollzeit: 'FULL_TIME',
  teilzeit: 'PART_TIME',
  minijob: 'PART_TIME',
  werkstudium: 'PART_TIME',
  praktikum: 'INTERN',
};

export function employmentTypes(
  job: Pick<Job, 'work_time_categories' | 'work_time_category_secondaries' | 'temporary'>,
): string[] {
  const types = [...(job.work_time_categories ?? []), ...(job.work_time_category_secondaries ?? [])].flatMap(
    (entry) => EMPLOYMENT_TYPES[entry.name.trim().toLowerCase()] ?? [],
  );
  if (job.temporary) types.push('TEMPORARY');
  return [...new Set(types.length > 0 ? types : ['OTHER'])];
}

function htmlDescription(job: Job, headings: { requirements: string; benefits: string }): string {
  const block = (text: string | null | undefined) =>
    paragraphs(text)
      .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
      .join('');
  return [
    block(job.description),
    job.required_skills ? `<h2>${escapeHtml(headings.requirements)}</h2>${block(job.required_skills)}` : '',
    job.offering ? `<h2>${escapeHtml(headings.benefits)}</h2>${block(job.offering)}` : '',
    block(job.additional_information),
  ].join('');
}

const COUNTRY = 'DE';
const DEFAULT_CITY = 'Berlin';

/**
 * The job's places: one Place object for one location, an array of them for several (as Google documents
 * for jobs at several sites). Every address names its country, which Google requires.
 */
function jobLocation(job: Job): Record<string, unknown> | Record<string, unknown>[] {
  const all = places(job);
  return all.length === 1 ? all[0] : all;
}

function places(job: Job): Record<string, unknown>[] {
  const { company } = job;
  const companyPlace = {
    '@type': 'Place',
    address: {
      '@type': 'PostalAddress',
      streetAddress: [company.street, company.street_number].filter(Boolean).join(' ') || undefined,
      postalCode: company.zip || undefined,
      addressLocality: company.city || DEFAULT_CITY,
      addressCountry: COUNTRY,
    },
  };
  if (job.zip_codes.length === 0) return [companyPlace];
  return job.zip_codes.map((entry) =>
    entry.zip === company.zip
      ? companyPlace
      : {
          '@type': 'Place',
          address: {
            '@type': 'PostalAddress',
            postalCode: entry.zip,
            addressLocality: DEFAULT_CITY,
            addressCountry: COUNTRY,
          },
        },
  );
}

export interface JobPostingOptions {
  /** The absolute URL of the job's page. */
  url?: string;
  /** Section headings inside the description, in the job's language. */
  headings: { requirements: string; benefits: string };
}

/**
 * schema.org `JobPosting` for a job, with Google's required fields (title, description, datePosted,
 * hiringOrganization, jobLocation) and its recommended ones where the job has them (validThrough,
 * employmentType, baseSalary, identifier, directApply).
 */
export function buildJobPosting(job: Job, { url, headings }: JobPostingOptions): Record<string, unknown> {
  const { company } = job;
  const posting: Record<string, unknown> = {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: htmlDescription(job, headings),
    identifier: { '@type': 'PropertyValue', name: company.full_name || company.name, value: String(job.id) },
    datePosted: job.created_at.slice(0, 10),
    employmentType: employmentTypes(job),
    hiringOrganization: {
      '@type': 'Organization',
      name: company.full_name || company.name,
      ...(company.website ? { sameAs: company.website } : {}),
      ...(company.logo_url ? { logo: company.logo_url } : {}),
    },
    jobLocation: jobLocation(job),
    inLanguage: job.language,
    directApply: job.application_types.includes('url') && Boolean(job.application_url),
  };
  if (url) posting['url'] = url;
  // A deadline is a calendar day in Berlin; the posting is valid through its end.
  if (job.application_deadline) posting['validThrough'] = zonedDateTime(job.application_deadline, '23:59:59');
  if (job.open_vacancies > 0) posting['totalJobOpenings'] = job.open_vacancies;
  if (job.payment_type === 'PAYMENT_SET' && job.payment !== null && job.payment_time_frame) {
    posting['baseSalary'] = {
      '@type': 'MonetaryAmount',
      currency: 'EUR',
      value: { '@type': 'QuantitativeValue', value: job.payment, unitText: job.payment_time_frame },
    };
  }
  // Fields the job leaves empty are dropped, not sent as undefined.
  return JSON.parse(JSON.stringify(posting)) as Record<string, unknown>;
}
