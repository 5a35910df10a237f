import { Heading, Stack, Text, type StackProps } from '@chakra-ui/react';
import { HEADING_SIZES, headingTag } from './heading-level';

export interface SectionHeadingProps extends Omit<StackProps, 'title' | 'id'> {
  title: string | null | undefined;
  subtitle?: string | null;
  /** 2 for a page section; 1 only for the page's own title. */
  level?: number;
  /** For `aria-labelledby` of the section it names. */
  id?: string;
}

/** A section title with its optional subtitle; nothing at all when there is neither. */
export function SectionHeading({ title, subtitle, level = 2, id, ...stackProps }: SectionHeadingProps) {
  const heading = title?.trim();
  const sub = subtitle?.trim();
  if (!heading && !sub) {
    return null;
  }
  const tag = headingTag(level);
  return (
    <Stack gap="2" mb="6" {...stackProps}>
      {heading && (
        <Heading as={tag} id={id} size={HEADING_SIZES[tag]} overflowWrap="break-word" hyphens="auto">
          {heading}
        </Heading>
      )}
      {sub && (
        <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
          {sub}
        </Text>
      )}
    </Stack>
  );
}
