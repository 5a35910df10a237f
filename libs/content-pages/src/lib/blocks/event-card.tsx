import { SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { EventSummary } from '@jobpoint/cms-client';
import type { Locale } from '@jobpoint/i18n';
import { EventCard } from '@jobpoint/ui-kit';
import { CONTENT_PAGE_NAMESPACE } from '../content-page-resources';
import { CmsImage } from './cms-image';

/** Event cards with their pictures, side by side from tablet width, as a list. */
export function EventCardList({ events, locale, headingLevel }: { events: EventSummary[]; locale: Locale; headingLevel: number }) {
  const { t } = useTranslation(CONTENT_PAGE_NAMESPACE);
  const texts = (event: EventSummary) => ({
    kind: event.Veranstaltungsart ? t(`eventKind.${event.Veranstaltungsart}`) : null,
    timeLabel: t('time'),
    placeLabel: t('place'),
    languageLabel: t('language'),
    timeValue: (time: string) => t('timeValue', { time }),
  });
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="6">
      {events.map((event) => (
        <li key={event.id}>
          <EventCard
            layout="picture"
            event={event}
            texts={texts(event)}
            locale={locale}
            headingLevel={headingLevel}
            dateLabel={t('date')}
            picture={
              <CmsImage
                media={event.image}
                sizes="(min-width: 1200px) 370px, (min-width: 768px) 50vw, 100vw"
                aspectRatio="3 / 2"
                objectFit="cover"
                w="full"
              />
            }
          />
        </li>
      ))}
    </SimpleGrid>
  );
}
