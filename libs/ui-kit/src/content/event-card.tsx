import { Box, Card, Flex, Heading, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { CalendarDays, Clock, Languages, MapPin, type LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { Locale } from '@jobpoint/i18n';
import { eventPath } from '@jobpoint/site-routes';
import { SiteLink } from '../link';
import { formatCalendarDate, formatDateRange, formatTimeRange } from './format-date';
import { HEADING_SIZES, headingTag } from './heading-level';

/** The fields of an event that a card shows (the CMS's event summary has them all). */
export interface EventCardEvent {
  slug?: string | null;
  title: string;
  /** First day, `YYYY-MM-DD`. */
  Datum: string;
  endDate?: string | null;
  startTime?: string | null;
  endTime?: string | null;
  locationTitle?: string | null;
  /** The event's language as the page's readers call it (`languageLabelOf`): the same on every card. */
  languageLabel?: string | null;
  formatNames: string[];
}

/** The card's words in the page language, from the feature that shows it. */
export interface EventCardTexts {
  /** The event's kind ("Vor Ort"), when it has one. */
  kind: string | null;
  timeLabel: string;
  placeLabel: string;
  languageLabel: string;
  /** A time range as the page says it ("10:00–16:00 Uhr"). */
  timeValue: (time: string) => string;
}

export type EventCardProps = {
  event: EventCardEvent;
  texts: EventCardTexts;
  locale: Locale;
  headingLevel: number;
} & (
  | {
      /** The content pages' event blocks: the event's picture above, its facts as a list with icons. */
      layout: 'picture';
      picture: ReactNode;
      /** The date's label for screen readers, beside its calendar icon. */
      dateLabel: string;
    }
  | {
      /** The events pages: a calendar leaf beside the title, the facts in a line each below it. */
      layout: 'calendar';
    }
);

/** The title, linking to the event's page; the link covers the whole card, so the card is one target and one tab stop. */
function CardTitle({ id, event, level, layout }: { id: string; event: EventCardEvent; level: number; layout: EventCardProps['layout'] }) {
  const tag = headingTag(level);
  const href = eventPath(event);
  return (
    // `anywhere`, not `break-word`: only it lets a long German word ("Vorstellungsgespräche") count as
    // breakable when the list's column is sized, so the card fits a 320 px phone where the browser has no
    // hyphenation for the language.
    <Heading as={tag} id={id} size={layout === 'picture' ? HEADING_SIZES[tag] : HEADING_SIZES.h4} overflowWrap="anywhere" hyphens="auto">
      {href ? (
        <SiteLink
          href={href}
          // Inline, so the heading's hyphenation and breaking reach a long German word in the title (the
          // link's own `break-word` would count the word as unbreakable again).
          display="inline"
          overflowWrap="inherit"
          color="inherit"
          _after={{ content: '""', position: 'absolute', inset: 0 }}
          _focusVisible={
            layout === 'picture'
              ? { outline: 'none', _after: { outline: '3px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '-3px' } }
              : { outline: 'none', _after: { outline: '3px solid', outlineColor: 'colorPalette.focusRing', borderRadius: 'lg' } }
          }
        >
          {event.title}
        </SiteLink>
      ) : (
        event.title
      )}
    </Heading>
  );
}

/** The kind and formats above the title ("VOR ORT · SHOP A JOB"). */
function CardTags({ tags, fontSize }: { tags: string[]; fontSize: 'sm' | 'xs' }) {
  if (tags.length === 0) return null;
  return (
    <Text fontSize={fontSize} fontWeight="semibold" color="colorPalette.fg" textTransform="uppercase" letterSpacing="wide">
      {tags.join(' · ')}
    </Text>
  );
}

/** A fact of the picture card: an icon as its term (its label for screen readers), the value beside it. */
function ListFact({ icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
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

/** A line of the calendar card: an icon for the eye, its label for screen readers, the value. */
function LineFact({ icon: LineIcon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <HStack gap="1.5">
      <LineIcon aria-hidden="true" size="14" />
      <span>
        <Box as="span" srOnly>
          {label}:{' '}
        </Box>
        {children}
      </span>
    </HStack>
  );
}

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

/**
 * One event in a list: its kind and formats, its title linking to its page, and when, where and in which
 * language it takes place; with its picture above (content pages) or a calendar leaf beside (events pages).
 */
export function EventCard(props: EventCardProps) {
  const { event, texts, locale, headingLevel, layout } = props;
  const titleId = useId();
  const time = formatTimeRange(event.startTime, event.endTime);
  const tags = [texts.kind, ...event.formatNames].filter((tagText): tagText is string => Boolean(tagText));
  const title = <CardTitle id={titleId} event={event} level={headingLevel} layout={layout} />;

  if (props.layout === 'picture') {
    const date = formatDateRange(event.Datum, event.endDate, locale);
    return (
      <Card.Root as="article" aria-labelledby={titleId} position="relative" overflow="hidden" h="full" variant="outline">
        {props.picture}
        <Card.Body gap="3">
          <CardTags tags={tags} fontSize="sm" />
          {title}
          <Stack as="dl" gap="1.5" fontSize="sm">
            {date && (
              <ListFact icon={CalendarDays} label={props.dateLabel}>
                <time dateTime={event.Datum}>{date}</time>
              </ListFact>
            )}
            {time && (
              <ListFact icon={Clock} label={texts.timeLabel}>
                {texts.timeValue(time)}
              </ListFact>
            )}
            {event.locationTitle && (
              <ListFact icon={MapPin} label={texts.placeLabel}>
                {event.locationTitle}
              </ListFact>
            )}
            {event.languageLabel && (
              <ListFact icon={Languages} label={texts.languageLabel}>
                {event.languageLabel}
              </ListFact>
            )}
          </Stack>
        </Card.Body>
      </Card.Root>
    );
  }

  const multiDay = Boolean(event.endDate && event.endDate > event.Datum);
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
        <CardTags tags={tags} fontSize="xs" />
        {title}
        <Box fontSize="sm" color="fg.muted">
          {multiDay ? <Text>{formatDateRange(event.Datum, event.endDate, locale)}</Text> : <Text srOnly>{formatCalendarDate(event.Datum, locale)}</Text>}
          {time && (
            <LineFact icon={Clock} label={texts.timeLabel}>
              <bdi dir="ltr">{texts.timeValue(time)}</bdi>
            </LineFact>
          )}
          {event.locationTitle && (
            <LineFact icon={MapPin} label={texts.placeLabel}>
              {event.locationTitle}
            </LineFact>
          )}
          {event.languageLabel && (
            <LineFact icon={Languages} label={texts.languageLabel}>
              {event.languageLabel}
            </LineFact>
          )}
        </Box>
      </Stack>
    </Flex>
  );
}
