import { Box, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { CmsButton, formatCalendarDate, HEADING_SIZES, headingTag, RichText } from '@jobpoint/ui-kit';
import type { BlockData } from '@jobpoint/cms-client';
import { hasText, toButtonData } from '../data/cms-data';
import type { BlockProps } from './block';
import { TitledSection } from './titled-section';

type JobDating = BlockData<'home.job-dating'>;

/** The job-dating dates with their button. */
export function JobDatingBlock({ data: jobDating, id, tone, headingLevel, context }: BlockProps<JobDating>) {
  const { locale, today } = context;
  const entries = jobDating.entries ?? [];
  return (
    <TitledSection id={id} tone={tone} title={jobDating.title} headingLevel={headingLevel}>
      {(level) => {
        const tag = headingTag(level);
        return (
          <Stack gap="6">
            <RichText markdown={jobDating.description} headingOffset={level - 1} maxW="prose" />
            {entries.length > 0 && (
              <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="4">
                {entries.map((entry, index) => {
                  const date = formatCalendarDate(entry.date, locale);
                  return (
                    <Box
                      as="li"
                      key={entry.id ?? index}
                      borderInlineStartWidth="4px"
                      borderColor="colorPalette.solid"
                      bg="bg"
                      p="4"
                    >
                      <Stack gap="1">
                        {date && entry.date && (
                          <Text fontWeight="semibold" color="colorPalette.fg">
                            <time dateTime={entry.date}>{date}</time>
                          </Text>
                        )}
                        <Heading as={tag} size={HEADING_SIZES[tag]} overflowWrap="break-word" hyphens="auto">
                          {entry.title}
                        </Heading>
                        {hasText(entry.description) && <Text whiteSpace="pre-line">{entry.description}</Text>}
                      </Stack>
                    </Box>
                  );
                })}
              </SimpleGrid>
            )}
            <Flex>
              <CmsButton button={toButtonData(jobDating.button)} today={today} />
            </Flex>
          </Stack>
        );
      }}
    </TitledSection>
  );
}
