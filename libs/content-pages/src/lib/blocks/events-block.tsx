import { Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useGetLatestEventsQuery, type BlockData, type EventSummary } from '@jobpoint/cms-client';
import { ROUTES } from '@jobpoint/site-routes';
import { CmsButton, isCmsButtonShown } from '@jobpoint/ui-kit';
import { hasText, toButtonData } from '../data/cms-data';
import { CONTENT_PAGE_NAMESPACE } from '../content-page-resources';
import { EventCardList } from './event-card';
import { latestEventsArgs } from '../data/latest-events';
import type { BlockProps } from './block';
import { TitledSection } from './titled-section';

const NO_EVENTS: EventSummary[] = [];

type EventSection = BlockData<'home.event-section'>;

/** The next events (loaded with the page), with a button to all events. */
export function EventsBlock({ data: section, id, tone, headingLevel, context }: BlockProps<EventSection>) {
  const { t } = useTranslation(CONTENT_PAGE_NAMESPACE);
  const { locale, today } = context;
  // A failed list shows the page without events.
  const { data: events = NO_EVENTS } = useGetLatestEventsQuery(latestEventsArgs(locale, today));
  const cmsButton = toButtonData(section.button);
  // The events list is always reachable from here, with the CMS's button or with the default one.
  const button = isCmsButtonShown(cmsButton, today)
    ? cmsButton
    : { text: t('allEvents'), url: ROUTES.events, type: 'outline' as const };
  return (
    <TitledSection
      id={id}
      tone={tone}
      title={hasText(section.title) ? section.title : t('eventsTitle')}
      subtitle={section.subtitle}
      headingLevel={headingLevel}
    >
      {(level) => (
        <Stack gap="8">
          {events.length > 0 ? (
            <EventCardList events={events} locale={locale} headingLevel={level} />
          ) : (
            <Text>{t('noEvents')}</Text>
          )}
          <Flex>
            <CmsButton button={button} today={today} />
          </Flex>
        </Stack>
      )}
    </TitledSection>
  );
}

