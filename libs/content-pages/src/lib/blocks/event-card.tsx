import { Box, Card, Flex, Heading, Icon, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { CalendarDays, Clock, Languages, MapPin } from 'lucide-react';
import { useId, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventSummary } from '@jobpoint/cms-client';
import type { Locale } from '@jobpoint/i18n';
import { eventPath } from '@jobpoint/site-routes';
import { formatDateRange, formatTimeRange, HEADING_SIZES, headingTag, SiteLink } from '@jobpoint/ui-kit';
import { HOME_NAMESPACE } from '../home-resources';
import { CmsImage } from './cms-image';

function Fact({ icon, label, children }: { icon: ComponentType; label: string; children: ReactNode }) {
  return (
    <Flex as="div" gap="2" align="start">
      <Box as="dt" display="flex" alignItems="center" pt="0.5">
        <Icon as={icon} aria-hidden="true" boxSize="4" color="colorPalette.fg" />
        <Box as="span" srOnly>
          {label}
        </Box>
      </Box>
      <Box as="dd" minW="0">
        {children}
      </Box>
    </Flex>
  );
}

export interface EventCardProps {
  event: EventSummary;
  locale: Locale;
  headingLevel: number;
}

/**
 * One upcoming event: date, time, place and language, its kind and formats. The title links to the
 * event page; the link covers the whole card, so the card is one target and one tab stop.
 */
export function EventCard({ event, locale, headingLevel }: EventCardProps) {
  const { t } = useTranslation(HOME_NAMESPACE);
  const titleId = useId();
  const tag = headingTag(headingLevel);
  const href = eventPath(event);
  const date = formatDateRange(event.Datum, event.endDate, locale);
  const time = formatTimeRange(event.startTime, event.endTime);
  const tags = [
    event.Veranstaltungsart ? t(`eventKind.${event.Veranstaltungsart}`) : null,
    ...event.formatNames,
  ].filter((tagText): tagText is string => Boolean(tagText));
  return (
    <Card.Root as="article" aria-labelledby={titleId} position="relative" overflow="hidden" h="full" variant="outline">
      <CmsImage
        media={event.image}
        sizes="(min-width: 1200px) 370px, (min-width: 768px) 50vw, 100vw"
        aspectRatio="3 / 2"
        objectFit="cover"
        w="full"
      />
      <Card.Body gap="3">
        {tags.length > 0 && (
          <Text
            fontSize="sm"
            fontWeight="semibold"
            color="colorPalette.fg"
            textTransform="uppercase"
            letterSpacing="wide"
          >
            {tags.join(' · ')}
          </Text>
        )}
        <Heading as={tag} id={titleId} size={HEADING_SIZES[tag]} overflowWrap="break-word" hyphens="auto">
          {href ? (
            <SiteLink
              href={href}
              // Inline, so the heading's hyphenation and breaking reach a long German word in the title.
              display="inline"
              color="inherit"
              _after={{ content: '""', position: 'absolute', inset: 0 }}
              _focusVisible={{
                outline: 'none',
                _after: { outline: '3px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '-3px' },
              }}
            >
              {event.title}
            </SiteLink>
          ) : (
            event.title
          )}
        </Heading>
        <Stack as="dl" gap="1.5" fontSize="sm">
          {date && (
            <Fact icon={CalendarDays} label={t('date')}>
              <time dateTime={event.Datum}>{date}</time>
            </Fact>
          )}
          {time && (
            <Fact icon={Clock} label={t('time')}>
              {t('timeValue', { time })}
            </Fact>
          )}
          {event.locationTitle && (
            <Fact icon={MapPin} label={t('place')}>
              {event.locationTitle}
            </Fact>
          )}
          {event.languageName && (
            <Fact icon={Languages} label={t('language')}>
              {event.languageName}
            </Fact>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** Event cards side by side from tablet width, as a list. */
export function EventCardList({ events, locale, headingLevel }: { events: EventSummary[]; locale: Locale; headingLevel: number }) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="6">
      {events.map((event) => (
        <li key={event.id}>
          <EventCard event={event} locale={locale} headingLevel={headingLevel} />
        </li>
      ))}
    </SimpleGrid>
  );
}
