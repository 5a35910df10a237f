import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { BlockData } from '@jobpoint/cms-client';
import { hasText } from '../data/cms-data';
import type { BlockProps } from './block';
import { TitledSection } from './titled-section';

type Fact = BlockData<'shared.fact'>;

/**
 * Key figures under the page's title for them, each its value in large type above what it counts. Read
 * in order: "900+ partner companies". One a row on phones: two would break the long German labels.
 */
export function FactListBlock({ data: facts, id, tone, headingLevel, title }: BlockProps<Fact[]>) {
  return (
    <TitledSection id={id} tone={tone} title={title} headingLevel={headingLevel}>
      {() => (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 4 }} gap="6">
          {facts.map((fact, index) => (
            <Stack
              as="li"
              key={fact.id ?? index}
              gap="1"
              borderInlineStartWidth="4px"
              borderColor="colorPalette.solid"
              ps="4"
            >
              <Text fontSize={{ base: '3xl', md: '4xl' }} fontWeight="bold" color="colorPalette.fg" lineHeight="short">
                <bdi>{fact.value}</bdi>
              </Text>
              {hasText(fact.label) && (
                <Text fontSize="lg" overflowWrap="break-word" hyphens="auto">
                  {fact.label}
                </Text>
              )}
            </Stack>
          ))}
        </SimpleGrid>
      )}
    </TitledSection>
  );
}
