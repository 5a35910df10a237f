import { Heading, SimpleGrid, Text } from '@chakra-ui/react';
import type { BlockData } from '@jobpoint/cms-client';
import { HEADING_SIZES, headingTag, PageSection, RichText } from '@jobpoint/ui-kit';
import type { BlockProps } from './block';
import { CmsImage } from './cms-image';
import { TitledSection } from './titled-section';

/** A page's title field on its own, where no block after it takes it as its heading. */
export function TitleBlock({ data: title, id, tone, headingLevel }: BlockProps<string>) {
  const tag = headingTag(headingLevel);
  return (
    <PageSection id={id} tone={tone}>
      <Heading as={tag} size={HEADING_SIZES[tag]} overflowWrap="break-word" hyphens="auto">
        {title}
      </Heading>
    </PageSection>
  );
}

/** A subtitle or lead sentence, under the page's title when the title heads it. */
export function SubtitleBlock({ data: subtitle, id, tone, headingLevel, title }: BlockProps<string>) {
  return (
    <TitledSection id={id} tone={tone} title={title} headingLevel={headingLevel}>
      {() => (
        <Text fontSize={{ base: 'lg', md: 'xl' }} maxW="prose">
          {subtitle}
        </Text>
      )}
    </TitledSection>
  );
}

/** Editors' rich text (sanitised markdown) under its title, its headings below the title or the page's. */
export function RichTextBlock({ data: markdown, id, tone, headingLevel, title }: BlockProps<string>) {
  return (
    <TitledSection id={id} tone={tone} title={title} headingLevel={headingLevel}>
      {(itemLevel) => <RichText markdown={markdown} headingOffset={title ? itemLevel - 1 : 1} maxW="prose" />}
    </TitledSection>
  );
}

/** A gallery of images: one a row on phones, two on tablets, three from desktop width. */
export function GalleryBlock({ data: images, id, tone }: BlockProps<BlockData<'field.gallery'>>) {
  return (
    <PageSection id={id} tone={tone}>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="4">
        {images.map((image, index) => (
          <li key={image.id ?? index}>
            <CmsImage
              media={image}
              sizes="(min-width: 1200px) 33vw, (min-width: 768px) 50vw, 100vw"
              borderRadius="md"
            />
          </li>
        ))}
      </SimpleGrid>
    </PageSection>
  );
}
