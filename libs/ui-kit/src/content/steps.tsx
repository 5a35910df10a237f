import { Box, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { HEADING_SIZES, headingTag } from './heading-level';
import { ResponsiveImage, type ImageData } from './responsive-image';

export interface StepItem {
  id?: number | string | null;
  title: string;
  description?: string | null;
  image?: ImageData | null;
}

export interface StepsProps {
  steps: StepItem[];
  headingLevel?: number;
}

/** Numbered steps of a procedure; the list is ordered, so screen readers announce the numbers too. */
export function Steps({ steps, headingLevel = 3 }: StepsProps) {
  if (steps.length === 0) {
    return null;
  }
  const tag = headingTag(headingLevel);
  return (
    <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, md: 2, lg: Math.min(steps.length, 4) }} gap="6">
      {steps.map((step, index) => (
        <Box as="li" key={step.id ?? index}>
          <Stack gap="3">
            <Flex
              aria-hidden="true"
              align="center"
              justify="center"
              boxSize="10"
              borderRadius="full"
              bg="colorPalette.solid"
              color="colorPalette.contrast"
              fontWeight="bold"
            >
              {index + 1}
            </Flex>
            {step.image && (
              <ResponsiveImage image={step.image} sizes="(min-width: 768px) 300px, 90vw" borderRadius="md" />
            )}
            <Heading as={tag} size={HEADING_SIZES[tag]} overflowWrap="break-word" hyphens="auto">
              {step.title}
            </Heading>
            {step.description && <Text whiteSpace="pre-line">{step.description}</Text>}
          </Stack>
        </Box>
      ))}
    </SimpleGrid>
  );
}
