import { Grid, Text } from '@chakra-ui/react';
import type { BlockData } from '@jobpoint/cms-client';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSection, SectionHeading } from '@jobpoint/ui-kit';
import { CONTENT_PAGE_NAMESPACE } from '../content-page-resources';
import type { BlockProps } from './block';

type OpeningTime = BlockData<'shared.opening-time'>;

/** Days and their hours as a description list, the days in one column. */
export function OpeningTimesList({ times }: { times: OpeningTime[] }) {
  return (
    <Grid as="dl" templateColumns="auto minmax(0, 1fr)" columnGap="6" rowGap="1">
      {times.map((time, index) => (
        <Text as="div" display="contents" key={time.id ?? index}>
          <Text as="dt" fontWeight="semibold">
            {time.day}
          </Text>
          <Text as="dd">{time.time}</Text>
        </Text>
      ))}
    </Grid>
  );
}

/** A page's opening hours under their title. */
export function OpeningTimesBlock({ data: times, id, tone, headingLevel }: BlockProps<OpeningTime[]>) {
  const { t } = useTranslation(CONTENT_PAGE_NAMESPACE);
  const headingId = useId();
  return (
    <PageSection id={id} tone={tone} labelledBy={headingId}>
      <SectionHeading id={headingId} title={t('openingTimes')} level={headingLevel} />
      <OpeningTimesList times={times} />
    </PageSection>
  );
}
