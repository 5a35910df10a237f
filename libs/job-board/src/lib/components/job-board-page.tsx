import { Box, Container, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { JOB_BOARD_FILTERS, useGetJobBoardPageQuery } from '@jobpoint/cms-client';
import {
  DEFAULT_JOB_SEARCH,
  JOB_BOARD_PATH,
  toPagedResult,
  useGetJobsQuery,
  useGetPublicViewConstantsQuery,
  type Job,
  type JobSearch,
} from '@jobpoint/jobs-client';
import { useLocale } from '@jobpoint/store';
import { LinkButton, ResultsUnavailable, RichText, SiteLink } from '@jobpoint/ui-kit';
import { JobAlert } from '../alert/job-alert';
import { JOB_BOARD_NAMESPACE } from '../i18n/job-board-resources';
import { hasActiveFilters, jobBoardHref, withoutFilters } from '../search/search-state';
import { specialEventLabels } from '../search/special-events';
import { resultCountText } from '../text/result-count';
import { JobCard } from './job-card';
import { JobPager } from './job-pager';
import { JobSearchForm } from './job-search-form';

export interface JobBoardPageProps {
  /** The URL's search, as the page's loader read it (`searchStateFromQuery`). */
  search: JobSearch;
  /** The bookmark toggle of a job card (the bookmarks feature, composed by the app). */
  renderBookmark?: (job: Job) => ReactNode;
}

const RESULTS_HEADING_ID = 'job-board-results';

/**
 * /job-boerse: search, filters, ordering and paging of the jobs, all kept in the URL, and a job alert for
 * the search (with results and without).
 */
export function JobBoardPage({ search, renderBookmark }: JobBoardPageProps) {
  const { t } = useTranslation(JOB_BOARD_NAMESPACE);
  const locale = useLocale();
  const navigation = useNavigation();
  const { data: content } = useGetJobBoardPageQuery({ locale });
  const { data: constants } = useGetPublicViewConstantsQuery();
  const jobs = useGetJobsQuery(search);
  const loading = navigation.state === 'loading' && navigation.location.pathname === JOB_BOARD_PATH;

  const specialEvents = specialEventLabels(content?.searchConfig, t);
  const eventLabel = (job: Job) => specialEvents.find((event) => event.number === job.special_event)?.label ?? null;
  const paging = jobs.data ? toPagedResult(jobs.data) : null;
  const header = content?.headerSection;

  return (
    <Container maxW="6xl" px={{ base: '4', md: '8' }} py={{ base: '8', md: '12' }}>
      <Stack gap={{ base: '6', md: '8' }}>
        <Stack gap="3">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} overflowWrap="break-word">
            {header?.title || t('title')}
          </Heading>
          {header?.subtitle && (
            <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
              {header.subtitle}
            </Text>
          )}
          <RichText markdown={header?.description} headingOffset={1} />
        </Stack>

        <Box bg="surface.muted" borderRadius="md" p={{ base: '4', md: '6' }}>
          <JobSearchForm
            key={jobBoardHref(search)}
            search={search}
            locale={locale}
            constants={constants}
            filters={content?.searchConfig?.filters ?? JOB_BOARD_FILTERS}
            specialEvents={specialEvents}
            placeholder={content?.searchPlaceholder}
            filterTitle={content?.filterTitle}
            resetText={content?.resetFiltersText}
          />
        </Box>

        <Stack as="section" aria-labelledby={RESULTS_HEADING_ID} gap="5" aria-busy={loading || jobs.isFetching}>
          <Heading as="h2" id={RESULTS_HEADING_ID} size="lg" aria-live="polite">
            {paging ? resultCountText(paging.total, content?.resultsText, locale, t) : t('results.list')}
          </Heading>

          {jobs.data && <JobAlert search={search} constants={constants} specialEvents={specialEvents} locale={locale} />}

          {!jobs.data && jobs.isError && <ResultsUnavailable title={t('results.unavailable')} hint={t('results.unavailableHint')} />}

          {!jobs.data && jobs.isLoading && <Text>{t('results.loading')}</Text>}

          {jobs.data && jobs.data.data.length === 0 && (
            <Stack gap="3" align="flex-start" borderWidth="1px" borderColor="border" borderRadius="md" p={{ base: '4', md: '6' }}>
              {content?.noResultsText?.trim() ? (
                <Text fontWeight="semibold">{content.noResultsText}</Text>
              ) : (
                <>
                  <Text fontWeight="semibold">{t('results.empty')}</Text>
                  <Text>{t('results.emptyHint')}</Text>
                </>
              )}
              <Flex gap="3" wrap="wrap">
                {hasActiveFilters(search) && (
                  <LinkButton colorPalette="brand">
                    <SiteLink href={jobBoardHref(withoutFilters(search))} unstyled>
                      {content?.resetFiltersText || t('filters.reset')}
                    </SiteLink>
                  </LinkButton>
                )}
                <LinkButton colorPalette="brand" variant="outline">
                  <SiteLink href={jobBoardHref(DEFAULT_JOB_SEARCH)} unstyled>
                    {t('filters.showAll')}
                  </SiteLink>
                </LinkButton>
              </Flex>
            </Stack>
          )}

          {jobs.data && jobs.data.data.length > 0 && (
            <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, lg: 2 }} gap="4" opacity={loading ? 0.6 : 1}>
              {jobs.data.data.map((job) => (
                <li key={job.id}>
                  <JobCard job={job} locale={locale} specialEventLabel={eventLabel(job)} bookmark={renderBookmark?.(job)} headingLevel={3} />
                </li>
              ))}
            </SimpleGrid>
          )}

          {paging && <JobPager search={search} pageCount={paging.pageCount} />}
        </Stack>
      </Stack>
    </Container>
  );
}
