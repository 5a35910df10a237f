import { Box, Button, Flex, Grid, Heading, HStack, Image, Link, LocaleProvider, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { CalendarPlus, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaUrl, useGetEventQuery, type EventDetail, type EventRating } from '@jobpoint/cms-client';
import { localeDirection, type Locale } from '@jobpoint/i18n';
import { mapsSearchUrl, pagePath, ROUTES } from '@jobpoint/site-routes';
import {
  CmsButton,
  CodeOnApproach,
  formatDateRange,
  formatTimeRange,
  isCmsButtonShown,
  JsonLdScript,
  PageSection,
  type PageSectionTone,
  RichText,
  SectionHeading,
  SiteLink,
} from '@jobpoint/ui-kit';
import { addressParts } from '../format/event-facts';
import { calendarPath } from '../ics/calendar-path';
import { EVENTS_NAMESPACE } from '../i18n/events-resources';
import { buildEventJsonLd } from '../json-ld/event-json-ld';
import { RegistrationForm, registrationOpen } from './registration-code';
import { useRegistrationTexts } from './registration-texts';

/** Who holds the events, for the structured data. */
const ORGANIZER_NAME = 'jobpoint berlin';

export interface EventPageData {
  slug: string;
  locale: Locale;
  today: string;
  /** The site's origin as the request reached it, for the structured data's absolute URLs. */
  origin: string;
}

/** The anchor of the registration section, where the register button leads. */
export const REGISTRATION_ANCHOR = 'anmeldung';

const REGISTRATION_TITLE_ID = 'event-registration';

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

/** The registration's title and text, and its form once the form's code is there. */
function RegistrationSection({ event, locale }: { event: EventDetail; locale: Locale }) {
  const { t } = useTranslation(EVENTS_NAMESPACE);
  const form = useRegistrationTexts(locale)?.eventRegistration;
  return (
    <Stack gap="6" maxW="2xl">
      <SectionHeading id={REGISTRATION_TITLE_ID} title={form?.title?.trim() || t('form.title')} subtitle={form?.subtitle} mb="0" />
      {form?.description && <RichText markdown={form.description} />}
      <CodeOnApproach load={RegistrationForm.load}>
        {(carried) => <RegistrationForm.Component event={event} locale={locale} titleId={REGISTRATION_TITLE_ID} carried={carried} />}
      </CodeOnApproach>
    </Stack>
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

function Ratings({ ratings }: { ratings: EventRating[] }) {
  const { t } = useTranslation(EVENTS_NAMESPACE);
  return (
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
  );
}

/** The event's page content, in the language it came in. */
function EventContent({ event, today, locale, origin }: { event: EventDetail; today: string; locale: Locale; origin: string }) {
  const { t } = useTranslation(EVENTS_NAMESPACE);
  const slug = event.slug ?? '';
  const date = formatDateRange(event.Datum, event.endDate, locale);
  const time = formatTimeRange(event.startTime, event.endTime);
  const address = addressParts(event.address);
  const open = registrationOpen(event, today);
  const image = mediaUrl(event.image?.url);
  const pageUrl = `${origin}${pagePath('event', { slug })}`;
  const exhibition = event.exhibition;
  const moreInfo = event.additionalInfos.some((button) => isCmsButtonShown(button, today));
  // The bands after the first alternate, whichever of them the event has.
  const shown = [Boolean(event.content), Boolean(exhibition), event.ratings.length > 0, moreInfo || event.partners.length > 0, open];
  const tone = (index: number): PageSectionTone => (shown.slice(0, index).filter(Boolean).length % 2 === 0 ? 'plain' : 'muted');
  return (
    <>
      <PageSection tone="muted" labelledBy="event-title">
        <Grid templateColumns={{ base: '1fr', lg: image ? '3fr 2fr' : '1fr' }} gap="8" alignItems="start">
          <Stack gap="5" minW="0">
            {(event.Veranstaltungsart || event.formatNames.length > 0) && (
              <Text fontSize="sm" fontWeight="semibold" color="colorPalette.fg" textTransform="uppercase" letterSpacing="wide">
                {[event.Veranstaltungsart ? t(`kind.${event.Veranstaltungsart}`) : null, ...event.formatNames].filter(Boolean).join(' · ')}
              </Text>
            )}
            <SectionHeading id="event-title" level={1} title={event.title} subtitle={event.description} mb="0" />
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
            <Flex gap="3" wrap="wrap">
              {open && event.registerButton && <CmsButton button={{ ...event.registerButton, url: `#${REGISTRATION_ANCHOR}` }} today={today} />}
              {slug && (
                <Button asChild variant="outline" colorPalette="brand" minH="10">
                  <Link href={calendarPath(slug)} download unstyled>
                    <CalendarPlus aria-hidden="true" />
                    {t('detail.addToCalendar')}
                  </Link>
                </Button>
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

      {event.content && (
        <PageSection tone={tone(0)} labelledBy="event-about">
          <Stack gap="4" maxW="3xl">
            <SectionHeading id="event-about" title={t('detail.about')} mb="0" />
            <RichText markdown={event.content} />
          </Stack>
        </PageSection>
      )}

      {exhibition && (
        <PageSection tone={tone(1)} labelledBy="event-exhibition">
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
      )}

      {event.ratings.length > 0 && (
        <PageSection tone={tone(2)} labelledBy="event-ratings">
          <SectionHeading id="event-ratings" title={t('detail.ratings')} />
          <Ratings ratings={event.ratings} />
        </PageSection>
      )}

      {(moreInfo || event.partners.length > 0) && (
        <PageSection tone={tone(3)}>
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
      )}

      {open && (
        <PageSection tone={tone(4)} id={REGISTRATION_ANCHOR} labelledBy={REGISTRATION_TITLE_ID} scrollMarginTop="150px">
          <RegistrationSection event={event} locale={locale} />
        </PageSection>
      )}

      <PageSection tone={tone(5)} py={{ base: '6', md: '8' }}>
        <SiteLink href={ROUTES.events} color="colorPalette.fg" textDecoration="underline">
          {t('detail.allEvents')}
        </SiteLink>
      </PageSection>

      <JsonLdScript data={buildEventJsonLd(event, { url: pageUrl, origin, organizerName: ORGANIZER_NAME, pageLocale: locale })} />
    </>
  );
}

/**
 * An event: when and where, what it is about, ratings, further links and partners, the fair's labels,
 * 'Add to calendar' (the gateway's `.ics` file) and the registration form while registration is open.
 */
export function EventDetailPage({ data: { slug, locale, today, origin } }: { data: EventPageData }) {
  const { data } = useGetEventQuery({ slug, locale });
  if (!data) return null;
  const content = <EventContent event={data.content} today={today} locale={locale} origin={origin} />;
  return data.locale === locale ? (
    content
  ) : (
    <LocaleProvider locale={data.locale}>
      <div lang={data.locale} dir={localeDirection(data.locale)}>
        {content}
      </div>
    </LocaleProvider>
  );
}
