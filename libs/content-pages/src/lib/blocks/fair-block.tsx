import { Box, Card, Flex, Heading, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useGetFairBlockQuery, useGetFairFiltersQuery, type FairFilter } from '@jobpoint/cms-client';
import { localeDirection } from '@jobpoint/i18n';
import { HEADING_SIZES, headingTag } from '@jobpoint/ui-kit';
import { hasText } from '../data/cms-data';
import { CONTENT_PAGE_NAMESPACE } from '../content-page-resources';
import type { BlockProps } from './block';
import { TitledSection } from './titled-section';

const NO_FILTERS: FairFilter[] = [];

/** Where the fair takes place, what to know about each place, and the sectors it shows. */
export function FairBlock({ id, tone, headingLevel, context }: BlockProps<null>) {
  const { t } = useTranslation(CONTENT_PAGE_NAMESPACE);
  const { locale } = context;
  const { data: block } = useGetFairBlockQuery(locale);
  const { data: filters = NO_FILTERS } = useGetFairFiltersQuery(locale);
  const content = block?.content;
  const contentLocale = block?.locale ?? locale;
  const locations = content?.locations ?? [];
  return (
    <TitledSection
      id={id}
      tone={tone}
      title={hasText(content?.title) ? content.title : t('fair.locationsTitle')}
      headingLevel={headingLevel}
    >
      {(level) => {
        const tag = headingTag(level);
        return (
          <Stack gap="8">
            {(hasText(content?.hint) || locations.length > 0) && (
              // Marked with its own language when the editors have not translated the block.
              <Stack gap="6" lang={contentLocale} dir={localeDirection(contentLocale)}>
                {hasText(content?.hint) && <Text fontSize="lg">{content.hint}</Text>}
                {locations.length > 0 && (
                  <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="6">
                    {locations.map((location, index) => (
                      <li key={location.id ?? index}>
                        <Card.Root variant="outline" h="full">
                          <Card.Body gap="3">
                            <Heading as={tag} size={HEADING_SIZES[tag]} overflowWrap="break-word">
                              {location.name}
                            </Heading>
                            {location.info.length > 0 && (
                              <List.Root gap="1" ps="5" listStyleType="disc">
                                {location.info.map((line) => (
                                  <List.Item key={line}>{line}</List.Item>
                                ))}
                              </List.Root>
                            )}
                          </Card.Body>
                        </Card.Root>
                      </li>
                    ))}
                  </SimpleGrid>
                )}
              </Stack>
            )}
            {filters.length > 0 && (
              <Box>
                <Heading as={tag} size={HEADING_SIZES[tag]} mb="3">
                  {t('fair.sectorsTitle')}
                </Heading>
                <Flex as="ul" listStyleType="none" wrap="wrap" gap="2">
                  {filters.map((filter) => (
                    <Box
                      as="li"
                      key={filter.id}
                      px="3"
                      py="1"
                      borderRadius="full"
                      borderWidth="1px"
                      borderColor="colorPalette.fg"
                      color="colorPalette.fg"
                      bg="bg"
                      fontWeight="semibold"
                    >
                      {filter.name}
                    </Box>
                  ))}
                </Flex>
              </Box>
            )}
          </Stack>
        );
      }}
    </TitledSection>
  );
}
