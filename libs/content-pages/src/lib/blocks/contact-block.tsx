import { Flex, Icon, Stack, Text } from '@chakra-ui/react';
import { Mail, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { mailtoHref } from '@jobpoint/site-routes';
import { PhoneLink, SiteLink } from '@jobpoint/ui-kit';
import type { BlockData } from '@jobpoint/cms-client';
import { CONTENT_PAGE_NAMESPACE } from '../content-page-resources';
import type { BlockProps } from './block';
import { MediaSection } from './media-section';

type ContactSection = BlockData<'home.contact-section'>;

/** A text with the organisation's e-mail address and phone number as links. */
export function ContactBlock({ data: section, id, tone, headingLevel, context }: BlockProps<ContactSection>) {
  const { t } = useTranslation(CONTENT_PAGE_NAMESPACE);
  const email = section.email?.trim();
  const phone = section.phone?.trim();
  return (
    <MediaSection
      id={id}
      tone={tone}
      title={section.title}
      description={section.description}
      image={section.image}
      today={context.today}
      headingLevel={headingLevel}
    >
      {(email || phone) && (
        <Stack as="dl" gap="3">
          {email && (
            <Flex gap="3" align="center" wrap="wrap">
              <Flex as="dt" gap="2" align="center" fontWeight="semibold">
                <Icon as={Mail} aria-hidden="true" color="colorPalette.fg" boxSize="5" />
                {t('email')}
              </Flex>
              <Text as="dd" minW="0">
                {/* The link is a flex box of its own: it only breaks a long address where it may itself. */}
                <SiteLink
                  href={mailtoHref(email)}
                  color="colorPalette.fg"
                  textDecoration="underline"
                  overflowWrap="anywhere"
                >
                  {email}
                </SiteLink>
              </Text>
            </Flex>
          )}
          {phone && (
            <Flex gap="3" align="center" wrap="wrap">
              <Flex as="dt" gap="2" align="center" fontWeight="semibold">
                <Icon as={Phone} aria-hidden="true" color="colorPalette.fg" boxSize="5" />
                {t('phone')}
              </Flex>
              <Text as="dd">
                <PhoneLink number={phone} color="colorPalette.fg" textDecoration="underline" />
              </Text>
            </Flex>
          )}
        </Stack>
      )}
    </MediaSection>
  );
}
