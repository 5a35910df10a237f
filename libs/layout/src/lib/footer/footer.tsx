import type { ReactNode } from 'react';
import { Box, chakra, Flex, Heading, HStack, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { mediaUrl, type FooterContent, type FooterLink, type NavItem, type SocialButton } from '@jobpoint/cms-client';
import { ROUTES } from '@jobpoint/site-routes';
import { SiteLink, StaticRegion } from '@jobpoint/ui-kit';
import { SocialIcon } from './social-icon';

export interface FooterProps {
  navigation: NavItem[];
  footer: FooterContent | null;
  socialButtons: SocialButton[];
  /** The footer newsletter box, only in layouts whose newsletter flag is on. */
  newsletterSlot?: ReactNode;
}

const footerLinkStyle = { color: 'white', _hover: { textDecoration: 'underline' }, _focusVisible: { outlineColor: 'white' } } as const;

export function Footer({ navigation, footer, socialButtons, newsletterSlot }: FooterProps) {
  const { t, i18n } = useTranslation('layout');
  // The server and the browser compute the same year, except in the seconds around New Year's midnight.
  const year = new Date().getFullYear();
  const navigationLinks = navigation.filter((item) => item.path);

  return (
    <chakra.footer bg="brand.solid" color="brand.contrast" pt="10" pb="6" px={{ base: '4', md: '6' }}>
      <Stack maxW="7xl" mx="auto" gap="8">
        {newsletterSlot}
        {/* Links only: the browser keeps the server's HTML (ADR 046). */}
        <StaticRegion deps={[navigation, footer, socialButtons, i18n.language]}>
          {navigationLinks.length > 0 && (
            <chakra.nav aria-label={t('footerNavigation')} hideBelow="md">
              <HStack as="ul" listStyleType="none" gap="6" flexWrap="wrap">
                {navigationLinks.map((item) => (
                  <li key={item.id}>
                    <SiteLink href={item.path as string} fontWeight="semibold" {...footerLinkStyle}>
                      {item.title}
                    </SiteLink>
                  </li>
                ))}
              </HStack>
            </chakra.nav>
          )}
          {footer && footer.footerSections.length > 0 && (
            <SimpleGrid columns={{ base: 1, md: Math.min(footer.footerSections.length, 4) }} gap="6">
              {footer.footerSections.map((section) => (
                <Box as="section" key={section.id ?? section.title}>
                  {section.title && (
                    <Heading as="h2" size="sm" mb="3" color="white">
                      {section.title}
                    </Heading>
                  )}
                  <Stack as="ul" listStyleType="none" gap="2">
                    {section.links.map((link) => (
                      <li key={link.id ?? link.link}>
                        <FooterSectionLink link={link} />
                      </li>
                    ))}
                  </Stack>
                </Box>
              ))}
            </SimpleGrid>
          )}
          {socialButtons.length > 0 && (
            <HStack as="ul" listStyleType="none" gap="3" aria-label={t('socialMedia')}>
              {socialButtons.map((button) => (
                <li key={button.id ?? button.type}>
                  <SiteLink
                    href={button.link}
                    aria-label={t(`social.${button.type}`)}
                    display="inline-flex"
                    p="2"
                    borderRadius="full"
                    bg="whiteAlpha.200"
                    {...footerLinkStyle}
                  >
                    <SocialIcon platform={button.type} />
                  </SiteLink>
                </li>
              ))}
            </HStack>
          )}
          {footer && footer.partnerLogos.length > 0 && (
            <Box as="section" aria-label={t('partners')}>
              <Flex as="ul" listStyleType="none" gap="4" flexWrap="wrap" align="center">
                {footer.partnerLogos.map((logo) => {
                  const src = mediaUrl(logo.image?.url);
                  if (!src) {
                    return null;
                  }
                  const image = (
                    <Image
                      src={src}
                      alt={logo.caption ?? ''}
                      width={logo.image?.width ?? undefined}
                      height={logo.image?.height ?? undefined}
                      maxH="16"
                      w="auto"
                      bg="white"
                      p="2"
                      borderRadius="sm"
                      loading="lazy"
                    />
                  );
                  return (
                    <li key={logo.id ?? src}>
                      {logo.url ? (
                        <SiteLink href={logo.url} display="inline-block" {...footerLinkStyle}>
                          {image}
                        </SiteLink>
                      ) : (
                        image
                      )}
                    </li>
                  );
                })}
              </Flex>
            </Box>
          )}
          <Flex
            direction={{ base: 'column', md: 'row' }}
            gap="4"
            justify="space-between"
            align={{ base: 'flex-start', md: 'center' }}
            borderTopWidth="1px"
            borderColor="whiteAlpha.400"
            pt="6"
          >
            <SiteLink href={ROUTES.jobseekersHome} aria-label={t('homeLink')} fontSize="xl" fontWeight="extrabold" {...footerLinkStyle}>
              jobpoint berlin
            </SiteLink>
            <HStack as="ul" listStyleType="none" gap="6" flexWrap="wrap">
              <li>
                <SiteLink href={ROUTES.faq} {...footerLinkStyle}>
                  {t('faq')}
                </SiteLink>
              </li>
              <li>
                <SiteLink href={ROUTES.cookiePolicy} {...footerLinkStyle}>
                  {t('cookiePolicy')}
                </SiteLink>
              </li>
            </HStack>
            <Text fontSize="sm" suppressHydrationWarning>
              {t('copyright', { year })}
            </Text>
          </Flex>
        </StaticRegion>
      </Stack>
    </chakra.footer>
  );
}

/** Type 'internal' is a routed site link; anything else is a plain link to its target. */
function FooterSectionLink({ link }: { link: FooterLink }) {
  if (link.type === 'internal') {
    return (
      <SiteLink href={link.link} {...footerLinkStyle}>
        {link.title}
      </SiteLink>
    );
  }
  return (
    <chakra.a href={link.link} {...footerLinkStyle}>
      {link.title}
    </chakra.a>
  );
}
