import { Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { EventSummary } from '@jobpoint/cms-client';
import type { Locale } from '@jobpoint/i18n';
import { EventCard } from '@jobpoint/ui-kit';
import { EVENTS_NAMESPACE } from '../i18n/events-resources';

export interface CalendarEventCardProps {
  event: EventSummary;
  locale: Locale;
  headingLevel: number;
}

/** An event of the events pages: the event card with its calendar leaf, in the events' words. */
export function CalendarEventCard({ event, locale, headingLevel }: CalendarEventCardProps) {
  const { t } = useTranslation(EVENTS_NAMESPACE);
  const texts = {
    kind: event.Veranstaltungsart ? t(`kind.${event.Veranstaltungsart}`) : null,
    timeLabel: t('card.time'),
    placeLabel: t('card.place'),
    languageLabel: t('card.language'),
    timeValue: (time: string) => t('card.timeValue', { time }),
  };
  return <EventCard layout="calendar" event={event} texts={texts} locale={locale} headingLevel={headingLevel} />;
}

/** Event cards as a list, two or three side by side on wider screens. */
export function EventCards({ events, locale, headingLevel }: { events: EventSummary[]; locale: Locale; headingLevel: number }) {
  return (
    <Box as="ul" listStyleType="none" display="grid" gridTemplateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }} gap="4">
      {events.map((event) => (
        <li key={event.id}>
          <CalendarEventCard event={event} locale={locale} headingLevel={headingLevel} />
        </li>
      ))}
    </Box>
  );
}
