import { Box, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useGetFairEventsQuery, type FairEvent } from '@jobpoint/cms-client';
import { localeDirection } from '@jobpoint/i18n';
import { fairEventsArgs } from '../data/fair-exhibitors';
import { CONTENT_PAGE_NAMESPACE } from '../content-page-resources';
import type { BlockProps } from './block';
import { EventCardList } from './event-card';
import { TitledSection } from './titled-section';

const NO_FAIRS: FairEvent[] = [];

/** The next fair dates (loaded with the page), each card linking to its event page. */
export function FairEventsBlock({ id, tone, headingLevel, title, context }: BlockProps<null>) {
  const { t } = useTranslation(CONTENT_PAGE_NAMESPACE);
  const { locale, today } = context;
  // A failed list reads like no fair planned.
  const { data: fairs = NO_FAIRS } = useGetFairEventsQuery(fairEventsArgs(locale, today));
  return (
    <TitledSection id={id} tone={tone} title={title || t('fair.eventsTitle')} headingLevel={headingLevel}>
      {(level) => (
        // The events are in the page's language even where the page's own text fell back to German.
        <Box lang={locale} dir={localeDirection(locale)}>
          {fairs.length > 0 ? <EventCardList events={fairs} locale={locale} headingLevel={level} /> : <Text>{t('fair.noFairs')}</Text>}
        </Box>
      )}
    </TitledSection>
  );
}
