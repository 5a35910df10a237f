import { Box, Flex, Grid, Heading, HStack, Image, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { CalendarPlus, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaUrl, type EventDetail, type EventRating } from '@jobpoint/cms-client';
import type { Locale } from '@jobpoint/i18n';
import { mapsSearchUrl, ROUTES } from '@jobpoint/site-routes';
import {
  CmsButton,
  CodeOnApproach,
  formatDateRange,
  formatTimeRange,
  LinkButton,
  PageSection,
  type PageSectionTone,
  RichText,
  SectionHeading,
  SiteLink,
} from '@jobpoint/ui-kit';
import { addressParts } from '../format/event-facts';
import { calendarPath } from '../ics/calendar-path';
import { EVENTS_NAMESPACE } from '../i18n/events-resources';
import { RegistrationForm } from './registration-code';
import { useRegistrationTexts } from './registration-texts';

/** The anchor of the registration section, where the register button leads. */
const REGISTRATION_ANCHOR = 'anmeldung';

const REGISTRATION_TITLE_ID = 'event-registration';

/** What the sections of an event's page read: the event and the day of the render. */
export interface EventSectionProps {
  event: EventDetail;
  today: string;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Grid templateColumns={{ base: '1fr', sm: '10rem 1fr' }} gap={{ base: '0', sm: '4' }}>
      <Text as="dt" fontWeight="semibold">
        {label}
      </Text>
      <Box as="dd" minW="0" overflowWrap="anywhere">
        {children}
      </Box>
    </Grid>
  );
}

/** The event at a glance: when, what kind, in which language, where, and the way there. */
function EventFacts({ event, locale }: { event: EventDetail; locale: Locale }) {
  const { t } = useTranslation(EVENTS_NAMESPACE);
  const date = formatDateRange(event.Datum, event.endDate, locale);
  const time = formatTimeRange(event.startTime, event.endTime);
  const address = addressParts(event.address);
  return (
    <Stack as="dl" gap="2" aria-label={t('detail.facts')}>
      {date && (
        <Fact label={t('detail.date')}>
          <time dateTime={event.Datum}>{date}</time>
        </Fact>
      )}
      {time && (
        <Fact label={t('detail.time')}>
          <bdi dir="ltr">{time}</bdi>
        </Fact>
      )}
      {event.Veranstaltungsart && <Fact label={t('detail.kind')}>{t(`kind.${event.Veranstaltungsart}`)}</Fact>}
      {event.formatNames.length > 0 && <Fact label={t('detail.formats')}>{event.formatNames.join(', ')}</Fact>}
      {event.languageLabel && <Fact label={t('detail.language')}>{event.languageLabel}</Fact>}
      {(event.location?.trim() || event.locationTitle) && <Fact label={t('detail.location')}>{event.location?.trim() || event.locationTitle}</Fact>}
      {address.length > 0 && (
        <Fact label={t('detail.address')}>
          {/* A German address reads left to right on every page, as a block at the start of its value. */}
          <Box as="address" fontStyle="normal" dir="ltr" textAlign="start" w="fit-content">
            {address.map((line) => (
              <Text key={line}>{line}</Text>
            ))}
          </Box>
          <SiteLink href={mapsSearchUrl(address.join(', '))} color="colorPalette.fg" textDecoration="underline">
            {t('detail.route')}
          </SiteLink>
        </Fact>
      )}
    </Stack>
  );
}

/**
 * The head of an event's page: its kind and formats, title and description, the facts, the register
 * button while registration is open, 'Add to calendar', and its image beside them on wide screens.
 */
export function EventHeadSection({ event, today, locale, open }: EventSectionProps & { locale: Locale; open: boolean }) {
  const { t } = useTranslation(EVENTS_NAMESPACE);
  const slug = event.slug ?? '';
  const image = mediaUrl(event.image?.url);
  return (
    <PageSection tone="muted" labelledBy="event-title">
      <Grid templateColumns={{ base: '1fr', lg: image ? '3fr 2fr' : '1fr' }} gap="8" alignItems="start">
        <Stack gap="5" minW="0">
          {(event.Veranstaltungsart || event.formatNames.length > 0) && (
            <Text fontSize="sm" fontWeight="semibold" color="colorPalette.fg" textTransform="uppercase" letterSpacing="wide">
              {[event.Veranstaltungsart ? t(`kind.${event.Veranstaltungsart}`) : null, ...event.formatNames].filter(Boolean).join(' · ')}
            </Text>
          )}
          <SectionHeading id="event-title" level={1} title={event.title} subtitle={event.description} mb="0" />
          <EventFacts event={event} locale={locale} />
          <Flex gap="3" wrap="wrap">
            {open && event.registerButton && <CmsButton button={{ ...event.registerButton, url: `#${REGISTRATION_ANCHOR}` }} today={today} />}
            {slug && (
              <LinkButton variant="outline" colorPalette="brand" minH="10">
                <Link href={calendarPath(slug)} download unstyled>
                  <CalendarPlus aria-hidden="true" />
                  {t('detail.addToCalendar')}
                </Link>
              </LinkButton>
            )}
          </Flex>
        </Stack>
        {image && (
          <Image
            src={image}
            alt={event.image?.alternativeText ?? ''}
            width={event.image?.width ?? undefined}
            height={event.image?.height ?? undefined}
            w="full"
            h="auto"
            borderRadius="lg"
            fetchPriority="high"
          />
        )}
      </Grid>
    </PageSection>
  );
}

/** What the event is about, in the editors' words. */
export function EventAboutSection({ content, tone }: { content: string; tone: PageSectionTone }) {
  const { t } = useTranslation(EVENTS_NAMESPACE);
  return (
    <PageSection tone={tone} labelledBy="event-about">
      <Stack gap="4" maxW="3xl">
        <SectionHeading id="event-about" title={t('detail.about')} mb="0" />
        <RichText markdown={content} />
      </Stack>
    </PageSection>
  );
}

/** A fair's exhibition: its labels, the days the exhibitors attend, and the link to the exhibitors. */
export function EventExhibitionSection({
  event,
  exhibition,
  locale,
  tone,
}: {
  event: EventDetail;
  exhibition: NonNullable<EventDetail['exhibition']>;
  locale: Locale;
  tone: PageSectionTone;
}) {
  const { t } = useTranslation(EVENTS_NAMESPACE);
  const date = formatDateRange(event.Datum, event.endDate, locale);
  return (
    <PageSection tone={tone} labelledBy="event-exhibition">
      <Stack gap="3" maxW="3xl">
        <SectionHeading id="event-exhibition" title={exhibition.title?.trim() || t('detail.exhibition')} mb="0" />
        {exhibition.descriptionTitle && <Text fontWeight="semibold">{exhibition.descriptionTitle}</Text>}
        {date && (
          <Text>
            {exhibition.attendingDaysLabel?.trim() || t('detail.attendingDays')}: {date}
          </Text>
        )}
        <Box>
          <SiteLink href={ROUTES.fair} color="colorPalette.fg" textDecoration="underline">
            {exhibition.wallTextTitle?.trim() || t('detail.exhibitors')}
          </SiteLink>
        </Box>
      </Stack>
    </PageSection>
  );
}

function Stars({ stars, label }: { stars: number; label: string }) {
  const count = Math.max(0, Math.min(5, Math.round(stars)));
  return (
    <HStack gap="0.5" role="img" aria-label={label} color="colorPalette.solid">
      {Array.from({ length: 5 }, (_, index) => (
        <Star key={index} aria-hidden="true" size="18" fill={index < count ? 'currentColor' : 'none'} />
      ))}
    </HStack>
  );
}

/** What visitors of the event said, each with its stars. */
export function EventRatingsSection({ ratings, tone }: { ratings: EventRating[]; tone: PageSectionTone }) {
  const { t } = useTranslation(EVENTS_NAMESPACE);
  return (
    <PageSection tone={tone} labelledBy="event-ratings">
      <SectionHeading id="event-ratings" title={t('detail.ratings')} />
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="4">
        {ratings.map((rating, index) => (
          <Stack as="li" key={rating.id ?? index} gap="2" p="4" borderWidth="1px" borderColor="border" borderRadius="md" bg="bg">
            <Stars stars={rating.stars} label={t('detail.stars', { stars: rating.stars })} />
            {rating.title && (
              <Heading as="h3" size="md">
                {rating.title}
              </Heading>
            )}
            {rating.text && <Text>{rating.text}</Text>}
          </Stack>
        ))}
      </SimpleGrid>
    </PageSection>
  );
}

/** Further links of the event (those shown today) and its partners, in one band. */
export function EventLinksSection({ event, today, moreInfo, tone }: EventSectionProps & { moreInfo: boolean; tone: PageSectionTone }) {
  const { t } = useTranslation(EVENTS_NAMESPACE);
  return (
    <PageSection tone={tone}>
      <Stack gap="10">
        {moreInfo && (
          <Stack as="section" aria-labelledby="event-more" gap="4">
            <SectionHeading id="event-more" title={t('detail.moreInfo')} mb="0" />
            <Flex gap="3" wrap="wrap">
              {event.additionalInfos.map((button, index) => (
                <CmsButton key={button.id ?? index} button={button} today={today} />
              ))}
            </Flex>
          </Stack>
        )}
        {event.partners.length > 0 && (
          <Stack as="section" aria-labelledby="event-partners" gap="4">
            <SectionHeading id="event-partners" title={t('detail.partners')} mb="0" />
            <Flex as="ul" listStyleType="none" gap="6" wrap="wrap" align="center">
              {event.partners.map((partner, index) => {
                const logo = mediaUrl(partner.logo?.url);
                const label = logo ? <Image src={logo} alt={partner.name} maxH="16" maxW="40" objectFit="contain" /> : partner.name;
                return (
                  <li key={partner.id ?? index}>
                    {partner.url ? <SiteLink href={partner.url}>{label}</SiteLink> : label}
                  </li>
                );
              })}
            </Flex>
          </Stack>
        )}
      </Stack>
    </PageSection>
  );
}

/** The registration's title and text, and its form once the form's code is there. */
export function EventRegistrationSection({ event, locale, tone }: { event: EventDetail; locale: Locale; tone: PageSectionTone }) {
  const { t } = useTranslation(EVENTS_NAMESPACE);
  const form = useRegistrationTexts(locale)?.eventRegistration;
  return (
    <PageSection tone={tone} id={REGISTRATION_ANCHOR} labelledBy={REGISTRATION_TITLE_ID} scrollMarginTop="150px">
      <Stack gap="6" maxW="2xl">
        <SectionHeading id={REGISTRATION_TITLE_ID} title={form?.title?.trim() || t('form.title')} subtitle={form?.subtitle} mb="0" />
        {form?.description && <RichText markdown={form.description} />}
        <CodeOnApproach load={RegistrationForm.load}>
          {(carried) => <RegistrationForm.Component event={event} locale={locale} titleId={REGISTRATION_TITLE_ID} carried={carried} />}
        </CodeOnApproach>
      </Stack>
    </PageSection>
  );
}

/** The way back to every event. */
export function AllEventsSection({ tone }: { tone: PageSectionTone }) {
  const { t } = useTranslation(EVENTS_NAMESPACE);
  return (
    <PageSection tone={tone} py={{ base: '6', md: '8' }}>
      <SiteLink href={ROUTES.events} color="colorPalette.fg" textDecoration="underline">
        {t('detail.allEvents')}
      </SiteLink>
    </PageSection>
  );
}
