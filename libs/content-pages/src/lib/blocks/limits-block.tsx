import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { useGetLocationsQuery, type BlockData, type CmsLocation } from '@jobpoint/cms-client';
import { HEADING_SIZES, headingTag, OfferCards } from '@jobpoint/ui-kit';
import { hasText, toButtonData, toImageData } from '../data/cms-data';
import { AddressDetails } from './address-details';
import type { BlockProps } from './block';
import { addressLines, sectionHasContent } from './block-has-content';
import { SectionBlock } from './header-block';
import { TitledSection } from './titled-section';

type Limits = BlockData<'beratung.limits'>;

const NO_LOCATIONS: CmsLocation[] = [];

/**
 * What the counselling does not cover and where to go instead: the page's header, the limits as
 * cards, and under the map title the locations to find on a map.
 */
export function LimitsBlock({ data: limits, id, tone, headingLevel, context }: BlockProps<Limits>) {
  const { data: locations = NO_LOCATIONS } = useGetLocationsQuery(context.locale);
  const header = limits.pageHeader && sectionHasContent(limits.pageHeader) ? limits.pageHeader : null;
  // Under a header, the limits' title is the header's sibling, never a second h1.
  const titleLevel = header ? Math.max(2, headingLevel) : headingLevel;
  const items = (limits.limits ?? []).map((item) => ({
    id: item.id,
    title: item.title,
    description: item.description,
    icon: toImageData(item.icon),
    button: toButtonData(item.button),
  }));
  const mapped = locations.filter((location) => location.address && addressLines(location.address).length > 0);
  return (
    <>
      {header && <SectionBlock data={header} id={`${id}-header`} tone={tone} headingLevel={headingLevel} context={context} />}
      <TitledSection id={id} tone={tone} title={limits.title} subtitle={limits.subtitle} headingLevel={titleLevel}>
        {(level) => {
          const mapTag = headingTag(level);
          return (
            <Stack gap="10">
              <OfferCards items={items} headingLevel={level} today={context.today} />
              {hasText(limits.mapTitle) && mapped.length > 0 && (
                <Stack gap="4">
                  <Heading as={mapTag} size={HEADING_SIZES[mapTag]}>
                    {limits.mapTitle}
                  </Heading>
                  <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="6">
                    {mapped.map((location) => (
                      <Stack as="li" key={location.id} gap="2">
                        <Heading as={headingTag(level + 1)} size={HEADING_SIZES.h4}>
                          {location.Titel}
                        </Heading>
                        {location.address && <AddressDetails address={location.address} name={location.Titel} />}
                      </Stack>
                    ))}
                  </SimpleGrid>
                </Stack>
              )}
            </Stack>
          );
        }}
      </TitledSection>
    </>
  );
}
