import { Container, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetJobDetailLabelsQuery } from '@jobpoint/cms-client';
import { jobPath, useGetJobQuery, useGetJobsByCategoryQuery, type Job } from '@jobpoint/jobs-client';
import { useLocale } from '@jobpoint/store';
import { JsonLdScript, StaticRegion } from '@jobpoint/ui-kit';
import { applyTarget, mergeJobDetailLabels, type JobDetailLabelTexts } from '../format/job-details';
import { JOB_BOARD_NAMESPACE, jobBoardResources } from '../i18n/job-board-resources';
import { buildJobPosting } from '../json-ld/job-posting';
import {
  ApplyButton,
  JobApplySection,
  JobBackLink,
  JobCompanySection,
  JobDetailHeader,
  JobDocumentActions,
  JobFactsSection,
  JobTextSections,
  SimilarJobsSection,
  type JobSectionProps,
} from './job-detail-sections';
import { JobPrintStyles } from './print-styles';

/** "Similar jobs": a few of the newest jobs of the same category. */
const SIMILAR_JOBS_LIMIT = 3;

export interface JobDetailPageProps {
  /** The job's id, as the page's loader read it from the path (`loadJobDetail`). */
  jobId: number;
  /** The bookmark toggle with the page's "save" label (the bookmarks feature, composed by the app). */
  renderBookmark?: (job: Job, label: string) => ReactNode;
}

/** A job's page: its head, its texts beside its facts, the company and how to apply, then similar jobs. */
function JobDetail({ job, labels, locale, renderBookmark }: JobSectionProps & { renderBookmark: JobDetailPageProps['renderBookmark'] }) {
  const { t } = useTranslation(JOB_BOARD_NAMESPACE);
  const similar = useGetJobsByCategoryQuery(job.job_category_id);
  const similarJobs = (similar.data?.data ?? []).filter((other) => other.id !== job.id).slice(0, SIMILAR_JOBS_LIMIT);
  const apply = applyTarget(job, t('detail.emailSubject', { title: job.title, id: job.id }));
  // The job's texts in the language of the job itself (spec: jobs exist in German and English only).
  const jobTextHeadings = jobBoardResources[job.language].labels;
  return (
    <Container maxW="5xl" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }} data-print="job">
      <JobPrintStyles />
      <JsonLdScript data={buildJobPosting(job, { headings: jobTextHeadings })} />
      <Stack gap={{ base: '6', md: '8' }}>
        <JobBackLink label={labels.back} />
        <JobDetailHeader
          job={job}
          labels={labels}
          locale={locale}
          actions={
            <>
              <ApplyButton apply={apply} label={labels.applyNow} />
              {renderBookmark?.(job, labels.save)}
              <JobDocumentActions job={job} labels={labels} locale={locale} />
            </>
          }
        />
        {/* The job's texts, facts, company and ways to apply take no input: a hydrating page keeps their server HTML. */}
        <StaticRegion deps={[job, labels, locale]}>
          <SimpleGrid columns={{ base: 1, lg: 3 }} gap={{ base: '8', lg: '10' }} alignItems="start">
            <JobTextSections job={job} labels={labels} />
            <Stack gap="8">
              <JobFactsSection job={job} labels={labels} locale={locale} />
              <JobCompanySection job={job} labels={labels} />
              <JobApplySection job={job} labels={labels} apply={apply} />
            </Stack>
          </SimpleGrid>
        </StaticRegion>
        <SimilarJobsSection jobs={similarJobs} label={labels.similarJobs} locale={locale} />
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
  // The same object while the CMS's labels and the language stay: the page's static region compares it.
  const labels = useMemo(() => mergeJobDetailLabels(cmsLabels, t('labels', { returnObjects: true }) as JobDetailLabelTexts), [cmsLabels, t]);
  if (!job) return null;
  return <JobDetail job={job} labels={labels} locale={locale} renderBookmark={renderBookmark} />;
}
