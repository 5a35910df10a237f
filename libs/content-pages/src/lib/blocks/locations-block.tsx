import { Box, Flex, Grid, Heading, Icon, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useGetLocationsQuery, type CmsLocation } from '@jobpoint/cms-client';
import { HEADING_SIZES, headingTag, RichText, safeHref, SiteLink } from '@jobpoint/ui-kit';
import { hasText } from '../data/cms-data';
import { CONTENT_PAGE_NAMESPACE } from '../content-page-resources';
import { AddressDetails } from './address-details';
import type { BlockProps } from './block';
import { CmsImage } from './cms-image';
import { OpeningTimesList } from './opening-times-block';
import { TitledSection } from './titled-section';

const NO_LOCATIONS: CmsLocation[] = [];

function LocationCard({ location, headingLevel }: { location: CmsLocation; headingLevel: number }) {
  const { t } = useTranslation(CONTENT_PAGE_NAMESPACE);
  const tag = headingTag(headingLevel);
  const subTag = headingTag(headingLevel + 1);
  const chatHref = safeHref(location.chatContact);
  // The location's own phone and e-mail are the ones to use; the address repeats them at most.
  const address = {
    ...location.address,
    phone: location.phone ?? location.address?.phone,
    email: location.email ?? location.address?.email,
  };
  const bullets = location.bulletPoints.filter((bullet) => hasText(bullet.text));
  const infos = location.locationInfos.filter((info) => hasText(info.title) || hasText(info.text));
  return (
    <Grid
      templateColumns={{
        base: 'minmax(0, 1fr)',
        md: location.images.length > 0 ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)',
      }}
      gap={{ base: '6', md: '10' }}
      borderTopWidth="1px"
      borderColor="border"
      pt="8"
    >
      <Stack gap="5" minW="0">
        <Stack gap="1">
          <Heading as={tag} size={HEADING_SIZES[tag]} overflowWrap="break-word">
            {location.Titel}
          </Heading>
          {hasText(location.district) && <Text color="fg.muted">{location.district}</Text>}
        </Stack>
        <RichText markdown={location.description} headingOffset={headingLevel} />
        <AddressDetails address={address} name={location.Titel} />
        {chatHref && (
          <Flex gap="2" align="center">
            <Icon as={MessageCircle} aria-hidden="true" color="colorPalette.fg" boxSize="4" flexShrink="0" />
            <SiteLink href={chatHref} color="colorPalette.fg" textDecoration="underline">
              {t('chatOnWhatsApp')}
            </SiteLink>
          </Flex>
        )}
        {bullets.length > 0 && (
          <Stack as="ul" listStyleType="disc" ps="5" gap="1">
            {bullets.map((bullet, index) => (
              <li key={bullet.id ?? index}>{bullet.text}</li>
            ))}
          </Stack>
        )}
        {location.openingTimes.length > 0 && (
          <Stack gap="2">
            <Heading as={subTag} size={HEADING_SIZES.h4}>
              {t('openingTimes')}
            </Heading>
            <OpeningTimesList times={location.openingTimes} />
          </Stack>
        )}
        {infos.length > 0 && (
          <Stack gap="2">
            <Heading as={subTag} size={HEADING_SIZES.h4}>
              {t('moreAboutLocation')}
            </Heading>
            <Stack as="dl" gap="2">
              {infos.map((info, index) => (
                <Box key={info.id ?? index}>
                  <Text as="dt" fontWeight="semibold">
                    {info.title}
                  </Text>
                  <Text as="dd">{info.text}</Text>
                </Box>
              ))}
            </Stack>
          </Stack>
        )}
      </Stack>
      {location.images.length > 0 && (
        <SimpleGrid columns={location.images.length > 1 ? 2 : 1} gap="3" alignContent="start">
          {location.images.map((image, index) => (
            <Box key={image.id ?? index} gridColumn={index === 0 ? '1 / -1' : undefined}>
              <CmsImage media={image} sizes="(min-width: 768px) 40vw, 100vw" borderRadius="md" />
            </Box>
          ))}
        </SimpleGrid>
      )}
    </Grid>
  );
}

/** Every location with how to reach it, when it is open and what it offers. */
export function LocationsBlock({ id, tone, headingLevel, context }: BlockProps<null>) {
  const { t } = useTranslation(CONTENT_PAGE_NAMESPACE);
  const { data: locations = NO_LOCATIONS } = useGetLocationsQuery(context.locale);
  if (locations.length === 0) {
    return null;
  }
  return (
    <TitledSection id={id} tone={tone} title={t('locationsTitle')} headingLevel={headingLevel}>
      {(level) => (
        <Stack as="ul" listStyleType="none" gap="10">
          {locations.map((location) => (
            <li key={location.id}>
              <LocationCard location={location} headingLevel={level} />
            </li>
          ))}
        </Stack>
      )}
    </TitledSection>
  );
}
