import { Box, Button, Flex, Heading, Image, Separator, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft, Download, ExternalLink, Mail, MapPin, Phone, Printer } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Locale } from '@jobpoint/i18n';
import { companyAddress, entryName, JOB_BOARD_PATH, type Job } from '@jobpoint/jobs-client';
import { mapsSearchUrl } from '@jobpoint/site-routes';
import { berlinDateOf, formatCalendarDate, LinkButton, PhoneLink, SiteLink, StaticRegion } from '@jobpoint/ui-kit';
import {
  contactEmail,
  contractText,
  jobPdfHref,
  needsJobLanguageNote,
  paragraphs,
  paymentText,
  workTimeEntries,
  type ApplyTarget,
  type JobDetailLabelTexts,
} from '../format/job-details';
import { JOB_BOARD_NAMESPACE } from '../i18n/job-board-resources';
import { JobCard } from './job-card';

/** What every section of a job's page reads: the job, the page's labels and language. */
export interface JobSectionProps {
  job: Job;
  labels: JobDetailLabelTexts;
  locale: Locale;
}

function Paragraphs({ text, lang }: { text: string | null | undefined; lang: string }) {
  return (
    <Stack gap="3" lang={lang} dir="auto">
      {paragraphs(text).map((paragraph, index) => (
        <Text key={index} whiteSpace="pre-line" overflowWrap="break-word">
          {paragraph}
        </Text>
      ))}
    </Stack>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack as="section" aria-labelledby={id} gap="3">
      <Heading as="h2" id={id} size="lg">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/**
 * A term and its value, as one row of a description list. A value in a language of its own (`lang`)
 * takes its direction from its text, so German facts read left to right on an Arabic page.
 */
function Row({ term, children, lang }: { term: string; children: ReactNode; lang?: string }) {
  return (
    <Box py="2" borderBottomWidth="1px" borderColor="border" display={{ base: 'block', md: 'grid' }} gridTemplateColumns="minmax(0, 2fr) minmax(0, 3fr)" gap="4">
      <Text as="dt" fontWeight="semibold">
        {term}
      </Text>
      <Box as="dd" overflowWrap="anywhere" lang={lang} dir={lang ? 'auto' : undefined}>
        {children}
      </Box>
    </Box>
  );
}

/** "Apply now" as a link to where the job takes applications; nothing for an application by post. */
export function ApplyButton({ apply, label }: { apply: ApplyTarget | null; label: string }) {
  if (!apply || apply.kind === 'post') return null;
  return (
    <LinkButton colorPalette="brand" size="lg" data-print="hide">
      <SiteLink href={apply.href} unstyled>
        {apply.kind === 'url' ? <ExternalLink aria-hidden="true" /> : apply.kind === 'email' ? <Mail aria-hidden="true" /> : <Phone aria-hidden="true" />}
        {label}
      </SiteLink>
    </LinkButton>
  );
}

/** Back to the list the visitor came from, with its search; the job board when they came from elsewhere. */
export function JobBackLink({ label }: { label: string }) {
  const navigate = useNavigate();
  const back = (event: MouseEvent<HTMLAnchorElement>) => {
    if (typeof window !== 'undefined' && (window.history.state as { idx?: number } | null)?.idx) {
      event.preventDefault();
      navigate(-1);
    }
  };
  return (
    <Box data-print="hide">
      <SiteLink href={JOB_BOARD_PATH} onClick={back} display="inline-flex" alignItems="center" gap="2" color="colorPalette.fg" minH="11">
        <ArrowLeft aria-hidden="true" style={{ width: '1em', height: '1em' }} />
        {label}
      </SiteLink>
    </Box>
  );
}

/**
 * The head of a job's page: the company's logo, the job title and the company, when it was published
 * and its number, and what a visitor does with it (apply, save, download, print).
 */
export function JobDetailHeader({ job, labels, locale, actions }: JobSectionProps & { actions: ReactNode }) {
  return (
    <Stack gap="4">
      {/* All but the actions takes no input: a hydrating page keeps its HTML and formats no date (ADR 175). */}
      <StaticRegion deps={[job, labels, locale]}>
        <JobDetailHeading job={job} labels={labels} locale={locale} />
      </StaticRegion>
      <Flex gap="3" wrap="wrap" data-print="hide">
        {actions}
      </Flex>
    </Stack>
  );
}

/** The head's logo, title, company, publication date and number, and the note on the job's language. */
function JobDetailHeading({ job, labels, locale }: JobSectionProps) {
  const { t } = useTranslation(JOB_BOARD_NAMESPACE);
  const { company } = job;
  const published = formatCalendarDate(berlinDateOf(job.created_at), locale);
  return (
    <>
      <Flex gap="4" align="flex-start">
        {company.logo_url && (
          <Image src={company.logo_url} alt="" htmlWidth={80} htmlHeight={80} boxSize="80px" objectFit="contain" flexShrink={0} display={{ base: 'none', sm: 'block' }} />
        )}
        <Stack gap="2" minW="0" lang={job.language} dir="auto">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} overflowWrap="anywhere" hyphens="auto">
            {job.title}
          </Heading>
          <Text fontSize="lg" fontWeight="medium">
            {company.full_name}
          </Text>
        </Stack>
      </Flex>
      <Text color="fg.muted">
        {labels.published} {published} · {t('detail.jobNumber')} {job.id}
      </Text>
      {needsJobLanguageNote(job, locale) && <Text fontSize="sm">{t('detail.jobLanguageNote')}</Text>}
    </>
  );
}

/** Downloading the job as a PDF and printing the page. */
export function JobDocumentActions({ job, labels, locale }: JobSectionProps) {
  const { t } = useTranslation(JOB_BOARD_NAMESPACE);
  return (
    <>
      {/* A document request, not an app route: a plain link, which also works before hydration. */}
      <LinkButton variant="outline" colorPalette="brand">
        <a href={jobPdfHref(job, locale)} type="application/pdf" download>
          <Download aria-hidden="true" />
          {labels.downloadJob}
        </a>
      </LinkButton>
      <Button variant="ghost" colorPalette="brand" onClick={() => window.print()} title={t('detail.downloadHint')}>
        <Printer aria-hidden="true" />
        {t('detail.print')}
      </Button>
    </>
  );
}

/** The job's own texts, in the job's language: description, requirements, benefits, more, the company. */
export function JobTextSections({ job, labels }: Omit<JobSectionProps, 'locale'>) {
  const jobLang = job.language;
  return (
    <Stack gap="8" gridColumn={{ lg: 'span 2' }}>
      <Section id="job-description" title={labels.description}>
        <Paragraphs text={job.description} lang={jobLang} />
      </Section>
      {job.required_skills && (
        <Section id="job-requirements" title={labels.requirements}>
          <Paragraphs text={job.required_skills} lang={jobLang} />
        </Section>
      )}
      {job.offering && (
        <Section id="job-benefits" title={labels.benefits}>
          <Paragraphs text={job.offering} lang={jobLang} />
        </Section>
      )}
      {job.additional_information && (
        <Section id="job-more-information" title={labels.moreInformation}>
          <Paragraphs text={job.additional_information} lang={jobLang} />
        </Section>
      )}
      {job.company.description && (
        <Section id="job-about-us" title={labels.aboutUs}>
          <Paragraphs text={job.company.description} lang={jobLang} />
        </Section>
      )}
    </Stack>
  );
}

/** The facts of the job: vacancies, category, working hours, pay, contract, requirements, deadline. */
export function JobFactsSection({ job, labels, locale }: JobSectionProps) {
  const { t } = useTranslation(JOB_BOARD_NAMESPACE);
  const category = entryName(job.job_category, locale);
  const qualifications = job.qualifications.map((entry) => entryName(entry, locale));
  const deadline = formatCalendarDate(job.application_deadline, locale);
  return (
    <Section id="job-information" title={labels.information}>
      <Box as="dl">
        <Row term={labels.openVacancies}>{job.open_vacancies}</Row>
        <Row term={t('detail.jobCategory')} lang={category.lang}>
          {category.text}
        </Row>
        <Row term={t('detail.workTime')}>
          {workTimeEntries(job, locale).map((entry) => (
            <Text key={entry.text} lang={entry.lang} dir="auto">
              {entry.text}
            </Text>
          ))}
          {job.work_time_information && (
            <Text lang={job.language} dir="auto">
              {job.work_time_information}
            </Text>
          )}
        </Row>
        <Row term={t('detail.payment')}>
          <Text>{paymentText(job, t, locale)}</Text>
          {job.payment_information && (
            <Text lang={job.language} dir="auto">
              {job.payment_information}
            </Text>
          )}
        </Row>
        <Row term={t('detail.contract')}>
          {contractText(job, t, locale).map((part) => (
            <Text key={part}>{part}</Text>
          ))}
        </Row>
        {qualifications.length > 0 && (
          <Row term={t('detail.qualifications')}>
            {qualifications.map((entry) => (
              <Text key={entry.text} lang={entry.lang} dir="auto">
                {entry.text}
              </Text>
            ))}
          </Row>
        )}
        <Row term={t('detail.germanLevel')}>{job.german_language_level || t('detail.germanLevelNone')}</Row>
        <Row term={t('detail.refugees')}>{job.accept_refugee_applications ? t('detail.yes') : t('detail.no')}</Row>
        <Row term={labels.applicationDeadline}>{deadline ?? t('detail.noDeadline')}</Row>
      </Box>
    </Section>
  );
}

/** The company: its name, its address with a route to it, its website. */
export function JobCompanySection({ job, labels }: Omit<JobSectionProps, 'locale'>) {
  const { t } = useTranslation(JOB_BOARD_NAMESPACE);
  const { company } = job;
  const address = companyAddress(company);
  return (
    <Section id="job-company" title={labels.company}>
      <Box as="dl">
        <Row term={labels.company}>{company.full_name}</Row>
        {address && (
          <Row term={labels.address}>
            <Text>{address}</Text>
            <SiteLink href={mapsSearchUrl(address)} display="inline-flex" alignItems="center" gap="1" color="colorPalette.fg" textDecoration="underline" data-print="hide">
              <MapPin aria-hidden="true" style={{ width: '1em', height: '1em' }} />
              {labels.calculateRoute}
            </SiteLink>
          </Row>
        )}
        {company.website && (
          <Row term={t('detail.website')}>
            <SiteLink href={company.website} color="colorPalette.fg" textDecoration="underline">
              {company.website.replace(/^https?:\/\//, '')}
            </SiteLink>
          </Row>
        )}
      </Box>
    </Section>
  );
}

/** How to apply: the ways the job takes, its application link, the contact person, and "apply now". */
export function JobApplySection({ job, labels, apply }: Omit<JobSectionProps, 'locale'> & { apply: ApplyTarget | null }) {
  const { t } = useTranslation(JOB_BOARD_NAMESPACE);
  const { contact } = job;
  return (
    <Section id="job-apply" title={labels.applyNow}>
      <Box as="dl">
        <Row term={labels.applicationType}>
          {job.application_types.map((type) => (
            <Text key={type}>{t(`applicationTypes.${type}`)}</Text>
          ))}
        </Row>
        {job.application_url && job.application_types.includes('url') && (
          <Row term={labels.applicationLink}>
            <SiteLink href={job.application_url} color="colorPalette.fg" textDecoration="underline" overflowWrap="anywhere">
              {job.application_url.replace(/^https?:\/\//, '')}
            </SiteLink>
          </Row>
        )}
        {contact && (
          <Row term={t('detail.contactPerson')}>
            <Text lang="de">{contact.salutation_string}</Text>
            <Text>{contact.full_name_with_gender || contact.full_name}</Text>
            {contact.position && <Text color="fg.muted">{contact.position}</Text>}
            {contact.phone && (
              <Text>
                {t('detail.phone')}:{' '}
                <PhoneLink number={contact.phone} color="colorPalette.fg" textDecoration="underline" />
              </Text>
            )}
            {contactEmail(contact) && (
              <Text overflowWrap="anywhere">
                {t('detail.email')}:{' '}
                <SiteLink href={`mailto:${contactEmail(contact)}`} color="colorPalette.fg" textDecoration="underline">
                  {contactEmail(contact)}
                </SiteLink>
              </Text>
            )}
          </Row>
        )}
      </Box>
      {apply?.kind === 'post' && <Text>{t('detail.applyByPost')}</Text>}
      <ApplyButton apply={apply} label={labels.applyNow} />
    </Section>
  );
}

/** "Similar jobs": other jobs of the job's category, as cards; nothing when there are none. */
export function SimilarJobsSection({ jobs, label, locale }: { jobs: Job[]; label: string; locale: Locale }) {
  if (jobs.length === 0) return null;
  return (
    <Box data-print="hide">
      <Separator mb="8" />
      <Section id="job-similar" title={label}>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="4">
          {jobs.map((other) => (
            <li key={other.id}>
              <JobCard job={other} locale={locale} headingLevel={3} />
            </li>
          ))}
        </SimpleGrid>
      </Section>
    </Box>
  );
}
