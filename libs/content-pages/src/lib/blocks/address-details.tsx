import { Flex, Icon, Stack, Text } from '@chakra-ui/react';
import { Mail, MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Address } from '@jobpoint/cms-client';
import { mailtoHref, mapsSearchUrl } from '@jobpoint/site-routes';
import { PhoneLink, SiteLink } from '@jobpoint/ui-kit';
import { addressLines } from './block-has-content';
import { CONTENT_PAGE_NAMESPACE } from '../content-page-resources';

const linkStyle = { color: 'colorPalette.fg', textDecoration: 'underline' } as const;

/**
 * A postal address with its phone and e-mail links and a maps search for it. German addresses keep
 * their own reading order in Arabic (each line is isolated), and digits of phone numbers read left to right.
 */
export function AddressDetails({ address, name }: { address: Address; name?: string | null }) {
  const { t } = useTranslation(CONTENT_PAGE_NAMESPACE);
  const lines = addressLines(address);
  const phone = address.phone?.trim();
  const email = address.email?.trim();
  const place = name?.trim() || address.name?.trim() || lines.join(', ');
  return (
    <Stack gap="2">
      {lines.length > 0 && (
        <Text as="address" fontStyle="normal">
          {lines.map((line, index) => (
            <Text as="span" display="block" key={index}>
              <bdi>{line}</bdi>
            </Text>
          ))}
        </Text>
      )}
      {phone && (
        <Flex gap="2" align="center">
          <Icon as={Phone} aria-hidden="true" color="colorPalette.fg" boxSize="4" flexShrink="0" />
          <PhoneLink number={phone} {...linkStyle} />
        </Flex>
      )}
      {email && (
        <Flex gap="2" align="center" minW="0">
          <Icon as={Mail} aria-hidden="true" color="colorPalette.fg" boxSize="4" flexShrink="0" />
          <SiteLink href={mailtoHref(email)} overflowWrap="anywhere" {...linkStyle}>
            {email}
          </SiteLink>
        </Flex>
      )}
      {lines.length > 0 && (
        <Flex gap="2" align="center">
          <Icon as={MapPin} aria-hidden="true" color="colorPalette.fg" boxSize="4" flexShrink="0" />
          <SiteLink href={mapsSearchUrl(lines.join(', '))} {...linkStyle}>
            {t('showOnMap', { place })}
          </SiteLink>
        </Flex>
      )}
    </Stack>
  );
}
