import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import type { Address } from '@jobpoint/cms-client';
import { HEADING_SIZES, headingTag, PageSection } from '@jobpoint/ui-kit';
import { AddressDetails } from './address-details';
import type { BlockProps } from './block';

/** The organisation's addresses side by side, each named by its location. */
export function AddressListBlock({ data: addresses, id, tone, headingLevel }: BlockProps<Address[]>) {
  // The list has no title of its own: the locations' names are headings at the block's level.
  const tag = headingTag(headingLevel);
  return (
    <PageSection id={id} tone={tone}>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="8">
        {addresses.map((address, index) => (
          <Stack as="li" key={index} gap="3">
            {address.name?.trim() && (
              <Heading as={tag} size={HEADING_SIZES.h3} overflowWrap="break-word">
                {address.name}
              </Heading>
            )}
            <AddressDetails address={address} />
          </Stack>
        ))}
      </SimpleGrid>
    </PageSection>
  );
}
