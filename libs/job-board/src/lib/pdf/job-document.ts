import { localDateString, localeDirection, type Locale } from '@jobpoint/i18n';
import { companyAddress, entryName, jobPlace, type Job } from '@jobpoint/jobs-client';
import { berlinDateOf, formatCalendarDate } from '@jobpoint/ui-kit';
import {
  contactEmail,
  contractText,
  isWebUrl,
  needsJobLanguageNote,
  paragraphs,
  paymentText,
  workTimeEntries,
  type JobBoardTranslate,
  type JobDetailLabelTexts,
} from '../format/job-details';
import type { DirectedText } from './pdf-writer';

export interface JobDocumentValue extends DirectedText {
  /** A web address the value links to. */
  link?: string;
}

/** A term and its values, as one row of the document's tables. */
export interface JobDocumentRow {
  term: string;
  values: JobDocumentValue[];
}

export interface JobDocument {
  locale: Locale;
  title: DirectedText;
  company: DirectedText;
  /** Place, publication date and job number, and the note that the job is in German only. */
  meta: DirectedText[];
  /** Information, company, how to apply: only rows with a value. */
  tables: { heading: string; rows: JobDocumentRow[] }[];
  /** Description, requirements, benefits, more information, about us: only those the job has. */
  sections: { heading: string; paragraphs: DirectedText[] }[];
  /** Where the job is on the site, and when the document was made. */
  source: string;
  createdOn: string;
  jobUrl: string;
}

export interface JobDocumentInput {
  job: Job;
  locale: Locale;
  t: JobBoardTranslate;
  labels: JobDetailLabelTexts;
  /** The job's public address on the site. */
  jobUrl: string;
  createdAt: Date;
}

/**
 * What the job document says, in the page's language: the labels and the texts built from them in the
 * page's direction, the job's own texts (German or English) in the job's. Empty fields give no row.
 */
export function buildJobDocument({ job, locale, t, labels, jobUrl, createdAt }: JobDocumentInput): JobDocument {
  const page = (text: string): DirectedText => ({ text, dir: localeDirection(locale) });
  const own = (text: string, lang: Locale = job.language): DirectedText => ({ text, dir: localeDirection(lang) });
  const row = (term: string, values: (JobDocumentValue | null | false | undefined | '')[]): JobDocumentRow | null => {
    const filled = values.filter((value): value is JobDocumentValue => Boolean(value && value.text.trim()));
    return filled.length > 0 ? { term, values: filled } : null;
  };
  const rows = (...list: (JobDocumentRow | null)[]) => list.filter((entry): entry is JobDocumentRow => entry !== null);

  const { company, contact } = job;
  const address = companyAddress(company);
  const published = formatCalendarDate(berlinDateOf(job.created_at), locale);
  const deadline = formatCalendarDate(job.application_deadline, locale);
  const place = jobPlace(job);
  const types = job.application_types ?? [];
  const email = contact ? contactEmail(contact) : types.includes('email') ? company.email : '';
  const phone = contact?.phone || (types.includes('phone') ? company.phone : '');

  const information = rows(
    job.open_vacancies > 0 ? row(labels.openVacancies, [page(String(job.open_vacancies))]) : null,
    job.job_category ? row(t('detail.jobCategory'), [entryName(job.job_category, locale)].map((entry) => own(entry.text, entry.lang))) : null,
    row(t('detail.workTime'), [...workTimeEntries(job, locale).map((entry) => own(entry.text, entry.lang)), own(job.work_time_information ?? '')]),
    row(t('detail.payment'), [page(paymentText(job, t, locale)), own(job.payment_information ?? '')]),
    row(t('detail.contract'), contractText(job, t, locale).map(page)),
    row(t('detail.qualifications'), (job.qualifications ?? []).map((entry) => entryName(entry, locale)).map((entry) => own(entry.text, entry.lang))),
    row(t('detail.germanLevel'), [page(job.german_language_level || t('detail.germanLevelNone'))]),
    row(t('detail.refugees'), [page(job.accept_refugee_applications ? t('detail.yes') : t('detail.no'))]),
    row(labels.applicationDeadline, [page(deadline ?? t('detail.noDeadline'))]),
  );
  const companyRows = rows(
    row(labels.company, [own(company.full_name)]),
    row(labels.address, [own(address)]),
    isWebUrl(company.website) ? row(t('detail.website'), [{ ...own(company.website.replace(/^https?:\/\//, '')), link: company.website }]) : null,
  );
  const applyRows = rows(
    row(labels.applicationType, types.map((type) => page(t(`applicationTypes.${type}`)))),
    types.includes('url') && isWebUrl(job.application_url)
      ? row(labels.applicationLink, [{ ...own(job.application_url.trim()), link: job.application_url.trim() }])
      : null,
    contact ? row(t('detail.contactPerson'), [own(contact.salutation_string, 'de'), own(contact.full_name_with_gender || contact.full_name), own(contact.position ?? '')]) : null,
    row(t('detail.email'), [own(email ?? '')]),
    row(t('detail.phone'), [own(phone ?? '')]),
    types.includes('post') ? row(t('applicationTypes.post'), [page(t('detail.applyByPost')), own(address)]) : null,
  );

  const sections = [
    { heading: labels.description, text: job.description },
    { heading: labels.requirements, text: job.required_skills },
    { heading: labels.benefits, text: job.offering },
    { heading: labels.moreInformation, text: job.additional_information },
    { heading: labels.aboutUs, text: company.description },
  ]
    .map(({ heading, text }) => ({ heading, paragraphs: paragraphs(text).map((paragraph) => own(paragraph)) }))
    .filter((section) => section.paragraphs.length > 0);

  return {
    locale,
    title: own(job.title),
    company: own(company.full_name),
    meta: [
      ...(place ? [page(`${t('card.place')}: ${place}`)] : []),
      page([published && `${labels.published} ${published}`, `${t('detail.jobNumber')} ${job.id}`].filter(Boolean).join(' · ')),
      ...(needsJobLanguageNote(job, locale) ? [page(t('detail.jobLanguageNote'))] : []),
    ],
    tables: [
      { heading: labels.information, rows: information },
      { heading: labels.company, rows: companyRows },
      { heading: labels.applyNow, rows: applyRows },
    ].filter((table) => table.rows.length > 0),
    sections,
    source: t('detail.printSource', { url: jobUrl }),
    createdOn: t('pdf.createdOn', { date: formatCalendarDate(localDateString(createdAt), locale) }),
    jobUrl,
  };
}
