import { Flex, Grid, Heading, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { CmsButton, HEADING_SIZES, isCmsButtonShown, PageSection, RichText } from '@jobpoint/ui-kit';
import { hasText, toButtonData } from '../data/cms-data';
import { CmsImage } from './cms-image';
import type { HomeBlock, HomeBlockProps } from './home-block';

function HeaderSection({ page, today, tone }: HomeBlockProps) {
  const section = page.headerSection;
  const buttons = (section?.buttons ?? []).map(toButtonData).filter((button) => isCmsButtonShown(button, today));
  const title = section?.title?.trim();
  return (
    <PageSection id="header" tone={tone} pt={{ base: '8', md: '12' }}>
      <Grid
        templateColumns={{
          base: 'minmax(0, 1fr)',
          md: section?.image ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)',
        }}
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
              <h1>{page.seo?.metaTitle}</h1>
            </VisuallyHidden>
          )}
          {hasText(section?.subtitle) && (
            <Text fontSize={{ base: 'lg', md: 'xl' }} fontWeight="medium">
              {section.subtitle}
            </Text>
          )}
          <RichText markdown={section?.description} headingOffset={1} fontSize={{ base: 'md', md: 'lg' }} />
          {buttons.length > 0 && (
            <Flex wrap="wrap" gap="3" pt="2">
              {buttons.map((button, index) => (
                <CmsButton key={index} button={button} today={today} size="lg" />
              ))}
            </Flex>
          )}
        </Stack>
        {/* The header image is the largest element of the first screen: it loads first. */}
        <CmsImage media={section?.image} sizes="(min-width: 768px) 50vw, 100vw" priority borderRadius="lg" />
      </Grid>
    </PageSection>
  );
}

/** Always rendered: it carries the page's h1. */
export const headerBlock: HomeBlock = {
  id: 'header',
  hasContent: () => true,
  Component: HeaderSection,
};
