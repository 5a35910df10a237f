import { Card, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  useGetLocationBlockQuery,
  useGetLocationsQuery,
  type CmsLocation,
} from '@jobpoint/cms-client';
import { localeDirection } from '@jobpoint/i18n';
import { CmsButton, HEADING_SIZES, headingTag, isCmsButtonShown, RichText } from '@jobpoint/ui-kit';
import { hasText, toButtonData } from '../data/cms-data';
import type { BlockProps } from './block';
import { CmsImage } from './cms-image';
import { ContentLanguage } from './content-language';
import { TitledSection } from './titled-section';

const NO_LOCATIONS: CmsLocation[] = [];

/**
 * The shop page's overview of the locations: the editors' introduction, then each location with a
 * photo of it and a button to its events of the quarter.
 */
export function LocationBlock({ id, tone, headingLevel, context }: BlockProps<null>) {
  const { data: intro } = useGetLocationBlockQuery(context.locale);
  const { data: locations = NO_LOCATIONS } = useGetLocationsQuery(context.locale);
  if (!intro && locations.length === 0) {
    return null;
  }
  const content = intro?.content;
  const button = toButtonData(content?.button);
  return (
    <ContentLanguage locale={intro?.locale ?? context.locale} pageLocale={context.locale}>
      <TitledSection
        id={id}
        tone={tone}
        title={content?.title}
        subtitle={content?.subtitle}
        headingLevel={headingLevel}
      >
        {(level) => {
          const tag = headingTag(level);
          return (
            <Stack gap="8">
              <RichText markdown={content?.description} headingOffset={level - 1} maxW="prose" />
              {locations.length > 0 && (
                // The locations come in the page's language even where the introduction fell back to German.
                <SimpleGrid
                  as="ul"
                  listStyleType="none"
                  columns={{ base: 1, md: 2, lg: 4 }}
                  gap="6"
                  lang={context.locale}
                  dir={localeDirection(context.locale)}
                >
                  {locations.map((location) => (
                    <Flex as="li" key={location.id}>
                      <Card.Root flex="1" variant="outline" overflow="hidden">
                        <CmsImage
                          media={location.shopImages[0] ?? location.images[0]}
                          sizes="(min-width: 1024px) 25vw, (min-width: 768px) 50vw, 100vw"
                        />
                        <Card.Body gap="2">
                          <Heading as={tag} size={HEADING_SIZES[tag]} overflowWrap="break-word">
                            {location.Titel}
                          </Heading>
                          {hasText(location.district) && <Text color="fg.muted">{location.district}</Text>}
                          {hasText(location.quarterlyEventsTitle) && <Text>{location.quarterlyEventsTitle}</Text>}
                        </Card.Body>
                        {isCmsButtonShown(toButtonData(location.quarterlyEventsButton), context.today) && (
                          <Card.Footer>
                            <CmsButton
                              button={toButtonData(location.quarterlyEventsButton)}
                              today={context.today}
                              variant="outline"
                            />
                          </Card.Footer>
                        )}
                      </Card.Root>
                    </Flex>
                  ))}
                </SimpleGrid>
              )}
              {isCmsButtonShown(button, context.today) && (
                <Flex>
                  <CmsButton button={button} today={context.today} />
                </Flex>
              )}
            </Stack>
          );
        }}
      </TitledSection>
    </ContentLanguage>
  );
}
