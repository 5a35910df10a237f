import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { BlockData } from '@jobpoint/cms-client';
import { PageSection } from '@jobpoint/ui-kit';
import { hasText } from '../data/cms-data';
import type { BlockProps } from './block';

type Fact = BlockData<'shared.fact'>;

/** Key figures, each its value in large type above what it counts. Read in order: "900+ partner companies". */
export function FactListBlock({ data: facts, id, tone }: BlockProps<Fact[]>) {
  return (
    <PageSection id={id} tone={tone}>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
        {facts.map((fact, index) => (
          <Stack as="li" key={fact.id ?? index} gap="1" borderInlineStartWidth="4px" borderColor="colorPalette.solid" ps="4">
            <Text fontSize={{ base: '3xl', md: '4xl' }} fontWeight="bold" color="colorPalette.fg" lineHeight="short">
              <bdi>{fact.value}</bdi>
            </Text>
            {hasText(fact.label) && <Text fontSize="lg">{fact.label}</Text>}
          </Stack>
        ))}
      </SimpleGrid>
    </PageSection>
  );
}

export const factHasContent = (fact: Fact) => hasText(fact.value);
