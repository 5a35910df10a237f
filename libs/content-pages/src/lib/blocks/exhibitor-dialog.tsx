import { Box, Button, CloseButton, Dialog, Flex, Heading, Image, List, Portal, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Exhibition } from '@jobpoint/cms-client';
import type { Locale } from '@jobpoint/i18n';
import { jobDataLanguage, jobPath, type ExhibitionCompany } from '@jobpoint/jobs-client';
import { formatCalendarDate, safeHref, SiteLink } from '@jobpoint/ui-kit';
import { addDays, dayNumber, isCalendarDate } from '../data/calendar';
import { hasText } from '../data/cms-data';
import { CONTENT_PAGE_NAMESPACE } from '../content-page-resources';
import { DetailList, type Detail } from './detail-list';

const LOGO_SIZE = 96;

/** A fair day (1-based) as its date when the fair's dates cover it, else as "Tag 2". */
export function attendingDayLabels(
  days: readonly number[],
  fair: { Datum: string; endDate?: string | null },
  locale: Locale,
  dayLabel: (day: number) => string,
): string[] {
  const last = isCalendarDate(fair.endDate) ? fair.endDate : fair.Datum;
  return [...days]
    .sort((a, b) => a - b)
    .map((day) => {
      const date = isCalendarDate(fair.Datum) ? addDays(fair.Datum, day - 1) : null;
      return date && isCalendarDate(last) && dayNumber(date) <= dayNumber(last)
        ? (formatCalendarDate(date, locale, { weekday: 'long', day: 'numeric', month: 'long' }) ?? dayLabel(day))
        : dayLabel(day);
    });
}

export interface ExhibitorDialogProps {
  company: ExhibitionCompany | null;
  sectorName: string | null;
  exhibition: Exhibition;
  fair: { Datum: string; endDate?: string | null };
  locale: Locale;
  onClose: () => void;
}

/** One exhibitor's details: where and when to meet it at the fair, what it says, and its open jobs. */
export function ExhibitorDialog({ company, sectorName, exhibition, fair, locale, onClose }: ExhibitorDialogProps) {
  const { t } = useTranslation(CONTENT_PAGE_NAMESPACE);
  const jobLanguage = jobDataLanguage(locale);
  const jobsInLanguage = company?.jobs.filter((job) => job.language === jobLanguage) ?? [];
  // A company with jobs in the other language only still shows them.
  const jobs = jobsInLanguage.length > 0 ? jobsInLanguage : (company?.jobs ?? []);
  const website = company && hasText(company.website) ? safeHref(company.website) : null;
  const days = company ? attendingDayLabels(company.attending_days, fair, locale, (day) => t('fair.day', { day })) : [];
  const details: Detail[] = [
    ...(sectorName ? [{ key: 'sector', label: t('fair.sector'), value: sectorName }] : []),
    ...(hasText(company?.booth) ? [{ key: 'booth', label: t('fair.booth'), value: company.booth }] : []),
    ...(days.length > 0
      ? [{ key: 'days', label: exhibition.attendingDaysLabel || t('fair.attendingDays'), value: days.join(', ') }]
      : []),
    ...(website
      ? [
          {
            key: 'website',
            label: t('fair.website'),
            value: (
              <SiteLink href={website} color="colorPalette.fg" textDecoration="underline" overflowWrap="anywhere">
                <bdi dir="ltr">{website.replace(/^https?:\/\//, '')}</bdi>
              </SiteLink>
            ),
          },
        ]
      : []),
  ];
  return (
    <Dialog.Root open={company !== null} onOpenChange={(event) => !event.open && onClose()} size={{ base: 'full', md: 'lg' }} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {company && (
              <>
                <Dialog.Header>
                  <Flex gap="4" align="center" minW="0">
                    {company.logo_url && (
                      <Image src={company.logo_url} alt="" htmlWidth={LOGO_SIZE} htmlHeight={LOGO_SIZE} boxSize="64px" objectFit="contain" flexShrink={0} />
                    )}
                    <Dialog.Title overflowWrap="break-word" minW="0">
                      {company.full_name}
                    </Dialog.Title>
                  </Flex>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="6">
                    <DetailList details={details} />
                    {hasText(company.wall_text) && (
                      <Box as="section">
                        <Heading as="h3" size="md" mb="2">
                          {t('fair.wallText')}
                        </Heading>
                        <Text lang="de" fontSize="lg" fontStyle="italic">
                          {company.wall_text}
                        </Text>
                      </Box>
                    )}
                    {hasText(company.description) && (
                      <Box as="section">
                        <Heading as="h3" size="md" mb="2">
                          {t('fair.description')}
                        </Heading>
                        <Text lang="de">{company.description}</Text>
                      </Box>
                    )}
                    {jobs.length > 0 && (
                      <Box as="section">
                        <Heading as="h3" size="md" mb="2">
                          {exhibition.jobsTitle || t('fair.jobs')}
                        </Heading>
                        <List.Root gap="2" ps="5" listStyleType="disc">
                          {jobs.map((job) => (
                            <List.Item key={job.id} lang={job.language}>
                              <SiteLink href={jobPath(job)} color="colorPalette.fg" textDecoration="underline" overflowWrap="break-word" dir="auto">
                                {job.title}
                              </SiteLink>
                            </List.Item>
                          ))}
                        </List.Root>
                      </Box>
                    )}
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <Dialog.ActionTrigger asChild>
                    <Button variant="outline" colorPalette="brand">
                      {t('fair.close')}
                    </Button>
                  </Dialog.ActionTrigger>
                </Dialog.Footer>
                <Dialog.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label={t('fair.close')} />
                </Dialog.CloseTrigger>
              </>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
