import { Box, Button, Container, Flex, Heading, Image, Separator, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft, Download, ExternalLink, Mail, MapPin, Phone, Printer } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useGetJobDetailLabelsQuery } from '@jobpoint/cms-client';
import type { Locale } from '@jobpoint/i18n';
import {
  companyAddress,
  entryName,
  JOB_BOARD_PATH,
  jobPath,
  useGetJobQuery,
  useGetJobsByCategoryQuery,
  type Job,
} from '@jobpoint/jobs-client';
import { mapsSearchUrl } from '@jobpoint/site-routes';
import { useLocale } from '@jobpoint/store';
import { berlinDateOf, formatCalendarDate, JsonLdScript, PhoneLink, SiteLink } from '@jobpoint/ui-kit';
import {
  applyTarget,
  contactEmail,
  contractText,
  jobPdfHref,
  mergeJobDetailLabels,
  needsJobLanguageNote,
  paragraphs,
  paymentText,
  workTimeEntries,
  type JobDetailLabelTexts,
} from '../format/job-details';
import { JOB_BOARD_NAMESPACE, jobBoardResources } from '../i18n/job-board-resources';
import { buildJobPosting } from '../json-ld/job-posting';
import { JobCard } from './job-card';
import { JobPrintStyles } from './print-styles';

/** "Similar jobs": a few of the newest jobs of the same category. */
export const SIMILAR_JOBS_LIMIT = 3;

export interface JobDetailPageProps {
  /** The job's id, as the page's loader read it from the path (`loadJobDetail`). */
  jobId: number;
  /** The bookmark toggle with the page's "save" label (the bookmarks feature, composed by the app). */
  renderBookmark?: (job: Job, label: string) => ReactNode;
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

function JobDetail({ job, labels, locale, renderBookmark }: { job: Job; labels: JobDetailLabelTexts; locale: Locale; renderBookmark: JobDetailPageProps['renderBookmark'] }) {
  const { t } = useTranslation(JOB_BOARD_NAMESPACE);
  const navigate = useNavigate();
  const payment = paymentText(job, t, locale);
  const contract = contractText(job, t, locale);
  const similar = useGetJobsByCategoryQuery(job.job_category_id);
  const similarJobs = (similar.data?.data ?? []).filter((other) => other.id !== job.id).slice(0, SIMILAR_JOBS_LIMIT);
  const { company, contact } = job;
  const address = companyAddress(company);
  const published = formatCalendarDate(berlinDateOf(job.created_at), locale);
  const deadline = formatCalendarDate(job.application_deadline, locale);
  const apply = applyTarget(job, t('detail.emailSubject', { title: job.title, id: job.id }));
  const jobLang = job.language;
  const category = entryName(job.job_category, locale);
  const workTimes = workTimeEntries(job, locale);
  const qualifications = job.qualifications.map((entry) => entryName(entry, locale));
  // The job's texts in the language of the job itself (spec: jobs exist in German and English only).
  const jobTextHeadings = jobBoardResources[jobLang].labels;

  const back = (event: MouseEvent<HTMLAnchorElement>) => {
    // Coming from the list, go back to it with its search; otherwise the link opens the job board.
    if (typeof window !== 'undefined' && (window.history.state as { idx?: number } | null)?.idx) {
      event.preventDefault();
      navigate(-1);
    }
  };

  const applyButton = apply && apply.kind !== 'post' && (
    <Button asChild colorPalette="brand" size="lg" data-print="hide">
      <SiteLink href={apply.href} unstyled>
        {apply.kind === 'url' ? <ExternalLink aria-hidden="true" /> : apply.kind === 'email' ? <Mail aria-hidden="true" /> : <Phone aria-hidden="true" />}
        {labels.applyNow}
      </SiteLink>
    </Button>
  );

  return (
    <Container maxW="5xl" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }} data-print="job">
      <JobPrintStyles />
      <JsonLdScript data={buildJobPosting(job, { headings: jobTextHeadings })} />
      <Stack gap={{ base: '6', md: '8' }}>
        <Box data-print="hide">
          <SiteLink href={JOB_BOARD_PATH} onClick={back} display="inline-flex" alignItems="center" gap="2" color="colorPalette.fg" minH="11">
            <ArrowLeft aria-hidden="true" style={{ width: '1em', height: '1em' }} />
            {labels.back}
          </SiteLink>
        </Box>

        <Stack gap="4">
          <Flex gap="4" align="flex-start">
            {company.logo_url && (
              <Image src={company.logo_url} alt="" htmlWidth={80} htmlHeight={80} boxSize="80px" objectFit="contain" flexShrink={0} display={{ base: 'none', sm: 'block' }} />
            )}
            <Stack gap="2" minW="0" lang={jobLang} dir="auto">
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
          <Flex gap="3" wrap="wrap" data-print="hide">
            {applyButton}
            {renderBookmark?.(job, labels.save)}
            {/* A document request, not an app route: a plain link, which also works before hydration. */}
            <Button asChild variant="outline" colorPalette="brand">
              <a href={jobPdfHref(job, locale)} type="application/pdf" download>
                <Download aria-hidden="true" />
                {labels.downloadJob}
              </a>
            </Button>
            <Button variant="ghost" colorPalette="brand" onClick={() => window.print()} title={t('detail.downloadHint')}>
              <Printer aria-hidden="true" />
              {t('detail.print')}
            </Button>
          </Flex>
        </Stack>

        <SimpleGrid columns={{ base: 1, lg: 3 }} gap={{ base: '8', lg: '10' }} alignItems="start">
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
            {company.description && (
              <Section id="job-about-us" title={labels.aboutUs}>
                <Paragraphs text={company.description} lang={jobLang} />
              </Section>
            )}
          </Stack>

          <Stack gap="8">
            <Section id="job-information" title={labels.information}>
              <Box as="dl">
                <Row term={labels.openVacancies}>{job.open_vacancies}</Row>
                <Row term={t('detail.jobCategory')} lang={category.lang}>
                  {category.text}
                </Row>
                <Row term={t('detail.workTime')}>
                  {workTimes.map((entry) => (
                    <Text key={entry.text} lang={entry.lang} dir="auto">
                      {entry.text}
                    </Text>
                  ))}
                  {job.work_time_information && (
                    <Text lang={jobLang} dir="auto">
                      {job.work_time_information}
                    </Text>
                  )}
                </Row>
                <Row term={t('detail.payment')}>
                  <Text>{payment}</Text>
                  {job.payment_information && (
                    <Text lang={jobLang} dir="auto">
                      {job.payment_information}
                    </Text>
                  )}
                </Row>
                <Row term={t('detail.contract')}>
                  {contract.map((part) => (
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
              {applyButton}
            </Section>
          </Stack>
        </SimpleGrid>

        {similarJobs.length > 0 && (
          <Box data-print="hide">
            <Separator mb="8" />
            <Section id="job-similar" title={labels.similarJobs}>
              <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="4">
                {similarJobs.map((other) => (
                  <li key={other.id}>
                    <JobCard job={other} locale={locale} headingLevel={3} />
                  </li>
                ))}
              </SimpleGrid>
            </Section>
          </Box>
        )}
        <Text display="none" data-print="only" fontSize="sm">
          {t('detail.printSource', { url: jobPath(job) })}
        </Text>
      </Stack>
    </Container>
  );
}

/** /job-boerse/{slug}-{id}: everything about one job, with every label of the job detail page in the page language. */
export function JobDetailPage({ jobId, renderBookmark }: JobDetailPageProps) {
  const { t } = useTranslation(JOB_BOARD_NAMESPACE);
  const locale = useLocale();
  const { data: job } = useGetJobQuery(jobId);
  const { data: cmsLabels } = useGetJobDetailLabelsQuery({ locale });
  const labels = mergeJobDetailLabels(cmsLabels, t('labels', { returnObjects: true }) as JobDetailLabelTexts);
  if (!job) return null;
  return <JobDetail job={job} labels={labels} locale={locale} renderBookmark={renderBookmark} />;
}
