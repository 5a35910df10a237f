import { Badge, Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CmsButton, isCmsButtonShown, Timeline } from '@jobpoint/ui-kit';
import type { BlockData } from '@jobpoint/cms-client';
import { hasText, toButtonData, toImageData } from '../data/cms-data';
import { CONTENT_PAGE_NAMESPACE } from '../content-page-resources';
import type { BlockProps } from './block';
import { TitledSection } from './titled-section';

type TimelineSection = BlockData<'home.timeline-section'>;

/** The organisation's history by year, with its buttons. */
export function TimelineBlock({ data: timeline, id, tone, headingLevel, context }: BlockProps<TimelineSection>) {
  const { t } = useTranslation(CONTENT_PAGE_NAMESPACE);
  const { today } = context;
  const items = (timeline.items ?? []).map((item) => ({ ...item, image: toImageData(item.image) }));
  const buttons = [toButtonData(timeline.loginButton), toButtonData(timeline.policyButton)].filter((button) =>
    isCmsButtonShown(button, today),
  );
  return (
    <TitledSection id={id} tone={tone} title={timeline.title} headingLevel={headingLevel}>
      {(level) => (
        <Stack gap="8">
          {(timeline.startYear || hasText(timeline.description)) && (
            <Stack gap="3" maxW="prose">
              {timeline.startYear ? (
                <Badge alignSelf="start" size="lg" variant="solid">
                  {t('since', { year: timeline.startYear })}
                </Badge>
              ) : null}
              {hasText(timeline.description) && <Text whiteSpace="pre-line">{timeline.description}</Text>}
            </Stack>
          )}
          <Timeline items={items} headingLevel={level} />
          {buttons.length > 0 && (
            <Flex wrap="wrap" gap="3">
              {buttons.map((button, index) => (
                <CmsButton key={index} button={button} today={today} />
              ))}
            </Flex>
          )}
        </Stack>
      )}
    </TitledSection>
  );
}
