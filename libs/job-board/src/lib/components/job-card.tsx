import { Badge, Box, Flex, Heading, HStack, Image, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Building2, CalendarDays, Clock, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localDateString, type Locale } from '@jobpoint/i18n';
import { applicationDeadlinePassed, entryName, jobPath, jobPlace, type Job } from '@jobpoint/jobs-client';
import { berlinDateOf, formatCalendarDate, SiteLink, StaticRegion } from '@jobpoint/ui-kit';
import { JOB_BOARD_NAMESPACE } from '../i18n/job-board-resources';

const LOGO_SIZE = 56;

export interface JobCardProps {
  job: Job;
  locale: Locale;
  /** Label of the job's special event, when it is part of one. */
  specialEventLabel?: string | null;
  /** The bookmark toggle (from the bookmarks feature, composed by the app). */
  bookmark?: ReactNode;
  headingLevel?: 2 | 3;
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <HStack as="li" gap="2" align="flex-start" minW="0">
      <Box as="span" flexShrink={0} mt="0.5" color="fg.muted" aria-hidden="true" css={{ '& svg': { width: '1em', height: '1em' } }}>
        {icon}
      </Box>
      <Text as="span" minW="0" overflowWrap="anywhere">
        <VisuallyHidden>{label}: </VisuallyHidden>
        {children}
      </Text>
    </HStack>
  );
}

/** One job in a list: title linking to its page, company with logo, place, work time, date, bookmark. */
export function JobCard({ job, locale, specialEventLabel, bookmark, headingLevel = 2 }: JobCardProps) {
  return (
    <Box as="article" borderWidth="1px" borderColor="border" borderRadius="md" p={{ base: '4', md: '5' }} bg="bg" h="full">
      <Flex gap="4" align="flex-start">
        {/*
          All but the bookmark toggle takes no input: a hydrating list keeps its server HTML (ADR 046), and
          neither renders the card nor formats its dates (a phone's first date formatter is a long task).
        */}
        <StaticRegion deps={[job, locale, specialEventLabel, headingLevel]}>
          <JobCardContent job={job} locale={locale} specialEventLabel={specialEventLabel} headingLevel={headingLevel} />
        </StaticRegion>
        {bookmark && <Box flexShrink={0}>{bookmark}</Box>}
      </Flex>
    </Box>
  );
}

/** The card's logo, title, company, place, work time and date: the row's items before the bookmark. */
function JobCardContent({ job, locale, specialEventLabel, headingLevel }: Omit<JobCardProps, 'bookmark' | 'headingLevel'> & { headingLevel: 2 | 3 }) {
  const { t } = useTranslation(JOB_BOARD_NAMESPACE);
  const place = jobPlace(job);
  const workTimes = job.work_time_categories.map((entry) => entryName(entry, locale));
  const published = formatCalendarDate(berlinDateOf(job.created_at), locale);
  const expired = applicationDeadlinePassed(job, localDateString());
  return (
    <>
      {job.company.logo_url && (
        <Image
          src={job.company.logo_url}
          alt=""
          htmlWidth={LOGO_SIZE}
          htmlHeight={LOGO_SIZE}
          boxSize={`${LOGO_SIZE}px`}
          objectFit="contain"
          flexShrink={0}
          loading="lazy"
          decoding="async"
          display={{ base: 'none', sm: 'block' }}
        />
      )}
      <Stack gap="2" flex="1" minW="0">
        <Stack gap="1" lang={job.language}>
          {specialEventLabel && (
            <Badge colorPalette="brand" variant="solid" alignSelf="flex-start" lang={locale}>
              {specialEventLabel}
            </Badge>
          )}
          {expired && (
            <Badge colorPalette="gray" variant="subtle" alignSelf="flex-start" lang={locale}>
              {t('card.deadlinePassed')}
            </Badge>
          )}
          <Heading as={`h${headingLevel}`} size="md" overflowWrap="anywhere" hyphens="auto" dir="auto">
            {/* Inline, not the link's usual inline-flex, so a long German compound breaks inside the card. */}
            <SiteLink href={jobPath(job)} display="inline" color="colorPalette.fg" textDecoration="underline" textUnderlineOffset="3px">
              {job.title}
            </SiteLink>
          </Heading>
        </Stack>
        <Stack as="ul" listStyleType="none" gap="1" fontSize="sm">
          <Fact icon={<Building2 />} label={t('card.company')}>
            <bdi>{job.company.full_name}</bdi>
          </Fact>
          {place && (
            <Fact icon={<MapPin />} label={t('card.place')}>
              {/* German data: "13086 Weißensee" keeps its order on a right-to-left page. */}
              <bdi>{place}</bdi>
            </Fact>
          )}
          {workTimes.length > 0 && (
            <Fact icon={<Clock />} label={t('card.workTime')}>
              {workTimes.map((entry, index) => (
                <span key={entry.text} lang={entry.lang} dir="auto">
                  {index > 0 && ', '}
                  {entry.text}
                </span>
              ))}
            </Fact>
          )}
          {published && (
            <Fact icon={<CalendarDays />} label={t('card.published')}>
              {published}
            </Fact>
          )}
        </Stack>
      </Stack>
    </>
  );
}
