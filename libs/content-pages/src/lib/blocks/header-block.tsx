import { Flex, Grid, Heading, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { BlockData } from '@jobpoint/cms-client';
import { CmsButton, HEADING_SIZES, isCmsButtonShown, PageSection, RichText } from '@jobpoint/ui-kit';
import { hasText, toButtonData } from '../data/cms-data';
import type { BlockProps } from './block';
import { CmsImage } from './cms-image';
import { MediaSection } from './media-section';

type Section = BlockData<'shared.section'>;

/** The page's header: the first block, with the page's h1 and its image loaded first. */
function HeaderSection({ data: section, id, tone, context }: BlockProps<Section>) {
  const buttons = section.buttons.map(toButtonData).filter((button) => isCmsButtonShown(button, context.today));
  const title = section.title?.trim();
  return (
    <PageSection id={id} tone={tone} pt={{ base: '8', md: '12' }}>
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', md: section.image ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)' }}
        gap={{ base: '6', md: '12' }}
        alignItems="center"
      >
        <Stack gap="4">
          {title ? (
            <Heading as="h1" size={HEADING_SIZES.h1} overflowWrap="break-word" hyphens="auto">
              {title}
            </Heading>
          ) : (
            // Every page keeps one h1, even when the editors left the header title empty.
            <VisuallyHidden asChild>
              <h1>{context.pageTitle}</h1>
            </VisuallyHidden>
          )}
          {hasText(section.subtitle) && (
            <Text fontSize={{ base: 'lg', md: 'xl' }} fontWeight="medium">
              {section.subtitle}
            </Text>
          )}
          <RichText markdown={section.description} headingOffset={1} fontSize={{ base: 'md', md: 'lg' }} />
          {buttons.length > 0 && (
            <Flex wrap="wrap" gap="3" pt="2">
              {buttons.map((button, index) => (
                <CmsButton key={index} button={button} today={context.today} size="lg" />
              ))}
            </Flex>
          )}
        </Stack>
        {/* The header image is the largest element of the first screen: it loads first. */}
        <CmsImage media={section.image} sizes="(min-width: 768px) 50vw, 100vw" priority borderRadius="lg" />
      </Grid>
    </PageSection>
  );
}

/** A section of text with image and buttons; as a page's first block, its header. */
export function SectionBlock(props: BlockProps<Section>) {
  const { data: section, id, tone, headingLevel, context } = props;
  if (headingLevel === 1) {
    return <HeaderSection {...props} />;
  }
  return (
    <MediaSection
      id={id}
      tone={tone}
      title={section.title}
      subtitle={section.subtitle}
      description={section.description}
      image={section.image}
      buttons={section.buttons.map(toButtonData)}
      today={context.today}
    />
  );
}
