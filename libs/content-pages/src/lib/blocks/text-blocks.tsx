import { Heading, SimpleGrid, Text } from '@chakra-ui/react';
import type { BlockData } from '@jobpoint/cms-client';
import { HEADING_SIZES, headingTag, PageSection, RichText } from '@jobpoint/ui-kit';
import { hasText } from '../data/cms-data';
import type { BlockProps } from './block';
import { CmsImage } from './cms-image';

/** A page's title field: its h1 when it opens the page. */
export function TitleBlock({ data: title, id, tone, headingLevel }: BlockProps<string>) {
  const tag = headingTag(headingLevel);
  return (
    <PageSection id={id} tone={tone} pb="0">
      <Heading as={tag} size={HEADING_SIZES[tag]} overflowWrap="break-word" hyphens="auto">
        {title}
      </Heading>
    </PageSection>
  );
}

/** A subtitle or lead sentence under the page's title. */
export function SubtitleBlock({ data: subtitle, id, tone }: BlockProps<string>) {
  return (
    <PageSection id={id} tone={tone} py="4">
      <Text fontSize={{ base: 'lg', md: 'xl' }} maxW="prose">
        {subtitle}
      </Text>
    </PageSection>
  );
}

/** Editors' rich text (sanitised markdown), its headings below the page's title. */
export function RichTextBlock({ data: markdown, id, tone }: BlockProps<string>) {
  return (
    <PageSection id={id} tone={tone}>
      <RichText markdown={markdown} headingOffset={1} maxW="prose" />
    </PageSection>
  );
}

/** A gallery of images, two or three in a row. */
export function GalleryBlock({ data: images, id, tone }: BlockProps<BlockData<'field.gallery'>>) {
  return (
    <PageSection id={id} tone={tone}>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
        {images.map((image, index) => (
          <li key={image.id ?? index}>
            <CmsImage media={image} sizes="(min-width: 1024px) 33vw, (min-width: 480px) 50vw, 100vw" borderRadius="md" />
          </li>
        ))}
      </SimpleGrid>
    </PageSection>
  );
}

export const textHasContent = (text: string) => hasText(text);
export const galleryHasContent = (images: BlockData<'field.gallery'>) => images.length > 0;
