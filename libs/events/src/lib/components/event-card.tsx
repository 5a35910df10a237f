import { Box, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Clock, Languages, MapPin, type LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventSummary } from '@jobpoint/cms-client';
import type { Locale } from '@jobpoint/i18n';
import { eventPath } from '@jobpoint/site-routes';
import { formatCalendarDate, formatDateRange, formatTimeRange, HEADING_SIZES, headingTag, SiteLink } from '@jobpoint/ui-kit';
import { isMultiDay } from '../format/event-facts';
import { EVENTS_NAMESPACE } from '../i18n/events-resources';

/** The calendar leaf: day and month of the start, so a list reads like a calendar. */
function DateLeaf({ date, locale }: { date: string; locale: Locale }) {
  return (
    <Stack
      aria-hidden="true"
      gap="0"
      align="center"
      justify="center"
      minW="16"
      h="16"
      borderRadius="md"
      bg="colorPalette.solid"
      color="colorPalette.contrast"
      flexShrink={0}
    >
      <Text fontSize="2xl" fontWeight="bold" lineHeight="1">
        {formatCalendarDate(date, locale, { day: 'numeric' })}
      </Text>
      <Text fontSize="xs" textTransform="uppercase" lineHeight="1.4">
        {formatCalendarDate(date, locale, { month: 'short' })}
      </Text>
    </Stack>
  );
}

/** One line of a card: an icon for the eye, its label for screen readers, the value. */
function CardFact({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <HStack gap="1.5">
      <Icon aria-hidden="true" size="14" />
      <span>
        <Box as="span" srOnly>
          {label}:{' '}
        </Box>
        {children}
      </span>
    </HStack>
  );
}

export interface EventCardProps {
  event: EventSummary;
  locale: Locale;
  headingLevel: number;
}

/**
 * One event of a list: a calendar leaf, its kind and formats, the title linking to its page (the link
 * covers the card, one tab stop), and date, time, place and language in a line each.
 */
export function EventCard({ event, locale, headingLevel }: EventCardProps) {
  const { t } = useTranslation(EVENTS_NAMESPACE);
  const titleId = useId();
  const tag = headingTag(headingLevel);
  const href = eventPath(event);
  const time = formatTimeRange(event.startTime, event.endTime);
  const tags = [event.Veranstaltungsart ? t(`kind.${event.Veranstaltungsart}`) : null, ...event.formatNames].filter(Boolean);
  return (
    <Flex
      as="article"
      aria-labelledby={titleId}
      position="relative"
      gap="4"
      p="4"
      h="full"
      borderWidth="1px"
      borderColor="border"
      borderRadius="lg"
      bg="bg"
      _hover={{ borderColor: 'colorPalette.solid' }}
    >
      <DateLeaf date={event.Datum} locale={locale} />
      <Stack gap="2" minW="0" flex="1">
        {tags.length > 0 && (
          <Text fontSize="xs" fontWeight="semibold" color="colorPalette.fg" textTransform="uppercase" letterSpacing="wide">
            {tags.join(' · ')}
          </Text>
        )}
        <Heading as={tag} id={titleId} size={HEADING_SIZES.h4} overflowWrap="break-word" hyphens="auto">
          {href ? (
            <SiteLink
              href={href}
              display="inline"
              color="inherit"
              _after={{ content: '""', position: 'absolute', inset: 0 }}
              _focusVisible={{ outline: 'none', _after: { outline: '3px solid', outlineColor: 'colorPalette.focusRing', borderRadius: 'lg' } }}
            >
              {event.title}
            </SiteLink>
          ) : (
            event.title
          )}
        </Heading>
        <Box fontSize="sm" color="fg.muted">
          {isMultiDay(event) ? (
            <Text>{formatDateRange(event.Datum, event.endDate, locale)}</Text>
          ) : (
            <Text srOnly>{formatCalendarDate(event.Datum, locale)}</Text>
          )}
          {time && (
            <CardFact icon={Clock} label={t('card.time')}>
              <bdi dir="ltr">{t('card.timeValue', { time })}</bdi>
            </CardFact>
          )}
          {event.locationTitle && (
            <CardFact icon={MapPin} label={t('card.place')}>
              {event.locationTitle}
            </CardFact>
          )}
          {event.languageLabel && (
            <CardFact icon={Languages} label={t('card.language')}>
              {event.languageLabel}
            </CardFact>
          )}
        </Box>
      </Stack>
    </Flex>
  );
}

/** Event cards as a list, two or three side by side on wider screens. */
export function EventCards({ events, locale, headingLevel }: { events: EventSummary[]; locale: Locale; headingLevel: number }) {
  return (
    <Box as="ul" listStyleType="none" display="grid" gridTemplateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }} gap="4">
      {events.map((event) => (
        <li key={event.id}>
          <EventCard event={event} locale={locale} headingLevel={headingLevel} />
        </li>
      ))}
    </Box>
  );
}
