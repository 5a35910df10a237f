import { Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@jobpoint/site-routes';
import { CmsButton, isCmsButtonShown } from '@jobpoint/ui-kit';
import { hasText, toButtonData } from '../data/cms-data';
import { HOME_NAMESPACE } from '../home-resources';
import { EventCard } from './event-card';
import type { HomeBlock, HomeBlockProps } from './home-block';
import { TitledSection } from './titled-section';

function EventsSection({ page, events, locale, today, tone }: HomeBlockProps) {
  const { t } = useTranslation(HOME_NAMESPACE);
  const section = page.eventSection;
  const cmsButton = toButtonData(section?.button);
  // The events list is always reachable from here, with the CMS's button or with the default one.
  const button = isCmsButtonShown(cmsButton, today)
    ? cmsButton
    : { text: t('allEvents'), url: ROUTES.events, type: 'outline' as const };
  return (
    <TitledSection
      id="events"
      tone={tone}
      title={hasText(section?.title) ? section.title : t('eventsTitle')}
      subtitle={section?.subtitle}
    >
      {(level) => (
        <Stack gap="8">
          {events.length > 0 ? (
            <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="6">
              {events.map((event) => (
                <li key={event.id}>
                  <EventCard event={event} locale={locale} headingLevel={level} />
                </li>
              ))}
            </SimpleGrid>
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

/** Shown when the editors added the event section; the next events come with it. */
export const eventsBlock: HomeBlock = {
  id: 'events',
  hasContent: ({ page }) => Boolean(page.eventSection),
  Component: EventsSection,
};
