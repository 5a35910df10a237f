import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { HEADING_SIZES, headingTag } from './heading-level';
import { ResponsiveImage, type ImageData } from './responsive-image';

export interface TimelineItem {
  id?: number | string | null;
  year: number;
  title: string;
  description?: string | null;
  image?: ImageData | null;
}

export interface TimelineProps {
  items: TimelineItem[];
  headingLevel?: number;
}

/** Milestones in order of their year along a line on the inline-start side (it mirrors in Arabic). */
export function Timeline({ items, headingLevel = 3 }: TimelineProps) {
  if (items.length === 0) {
    return null;
  }
  const tag = headingTag(headingLevel);
  const ordered = [...items].sort((a, b) => a.year - b.year);
  return (
    <Box as="ol" listStyleType="none" borderInlineStartWidth="2px" borderColor="colorPalette.solid" ps="6">
      {ordered.map((item, index) => (
        <Box as="li" key={item.id ?? index} position="relative" pb="8" _last={{ pb: 0 }}>
          <Box
            aria-hidden="true"
            position="absolute"
            insetInlineStart="-31px"
            top="1"
            boxSize="3"
            borderRadius="full"
            bg="colorPalette.solid"
          />
          <Stack gap="2">
            {item.year > 0 && (
              <Text fontWeight="bold" color="colorPalette.fg" fontSize="lg">
                {item.year}
              </Text>
            )}
            <Heading as={tag} size={HEADING_SIZES[tag]} overflowWrap="break-word" hyphens="auto">
              {item.title}
            </Heading>
            {item.description && <Text whiteSpace="pre-line">{item.description}</Text>}
            {item.image && (
              <ResponsiveImage
                image={item.image}
                sizes="(min-width: 768px) 384px, 90vw"
                maxW={{ base: 'full', md: 'sm' }}
                borderRadius="md"
              />
            )}
          </Stack>
        </Box>
      ))}
    </Box>
  );
}
