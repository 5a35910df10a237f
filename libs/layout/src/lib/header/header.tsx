import { useRef, useState, type ReactNode } from 'react';
import { Box, chakra, Grid, HStack, IconButton } from '@chakra-ui/react';
import { Menu as MenuIcon, X } from 'lucide-react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NavigationExtension, NavItem } from '@jobpoint/cms-client';
import { ROUTES } from '@jobpoint/site-routes';
import type { Audience } from '@jobpoint/store';
import { APP_BAR_HEIGHT } from '@jobpoint/ui-kit';
import { AudienceSwitchLink, JobmarketLoginButton } from './audience-links';
import { ContactLink } from './contact-link';
import { DesktopNav } from './desktop-nav';
import { EasyLanguageLink } from './easy-language-seal';
import { LanguageSwitch } from './language-switch';
import { MobileDrawer } from './mobile-drawer';
import { SiteLogo } from './site-logo';
import { TextSizeButton } from './text-size-button';
import { useScrolled } from './use-scrolled';

export type LayoutVariant = 'jobseekers' | 'employers' | 'default';

export interface HeaderProps {
  variant: LayoutVariant;
  audience: Audience;
  navigation: NavItem[];
  navigationExtension: NavigationExtension | null;
  /** The job-market portal, for the employers' login button. */
  portalUrl?: string;
  searchSlot?: ReactNode;
}

/**
 * The fixed app bar. Desktop: a row with the audience switch and the tools above the logo and the main
 * navigation. Mobile (below 768 px): logo, tools and the menu button that opens the drawer.
 */
export function Header({ variant, audience, navigation, navigationExtension, portalUrl, searchSlot }: HeaderProps) {
  const { t } = useTranslation('layout');
  const scrolled = useScrolled();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const loginButton = variant === 'employers' && portalUrl ? <JobmarketLoginButton portalUrl={portalUrl} texts={navigationExtension} /> : null;
  const audienceSwitch = <AudienceSwitchLink audience={audience} texts={navigationExtension} />;

  // A link chosen in the drawer navigates; the drawer closes with it (state adjusted while rendering).
  const page = `${location.pathname}${location.search}`;
  const [drawerPage, setDrawerPage] = useState(page);
  if (drawerPage !== page) {
    setDrawerPage(page);
    setDrawerOpen(false);
  }

  return (
    <chakra.header
      position="fixed"
      top="0"
      insetInline="0"
      height={`${APP_BAR_HEIGHT}px`}
      zIndex="sticky"
      bg="bg"
      data-scrolled={scrolled ? '' : undefined}
      boxShadow={scrolled ? 'md' : 'none'}
      transition="box-shadow 0.2s"
    >
      <Grid
        height="full"
        maxW="7xl"
        mx="auto"
        px={{ base: '3', md: '6' }}
        alignItems="center"
        columnGap="3"
        templateColumns={{ base: '1fr auto', md: 'auto 1fr auto' }}
        templateRows={{ base: '40px 1fr', md: '36px 1fr' }}
        templateAreas={{ base: '"tools tools" "logo menu"', md: '"switch switch tools" "logo nav nav"' }}
      >
        <HStack gridArea="switch" gap="4" hideBelow="md">
          {audienceSwitch}
          {loginButton}
        </HStack>
        <Box gridArea="logo">
          <SiteLogo href={audience === 'employers' ? ROUTES.employersHome : ROUTES.jobseekersHome} />
        </Box>
        <Box gridArea="nav" minW="0">
          <DesktopNav items={navigation} />
        </Box>
        <HStack gridArea="tools" gap={{ base: '0', sm: '1' }} justify="flex-end" minW="0">
          {searchSlot}
          <LanguageSwitch />
          <ContactLink text={navigationExtension?.contactText} />
          <EasyLanguageLink />
          <TextSizeButton />
        </HStack>
        <Box gridArea="menu" hideFrom="md">
          <IconButton
            ref={menuButtonRef}
            variant="ghost"
            aria-label={t('menu')}
            aria-expanded={drawerOpen}
            aria-haspopup="dialog"
            onClick={() => setDrawerOpen((open) => !open)}
          >
            {drawerOpen ? <X aria-hidden data-icon="close" /> : <MenuIcon aria-hidden data-icon="menu" />}
          </IconButton>
        </Box>
      </Grid>
      <MobileDrawer
        open={drawerOpen}
        onOpenChange={setDrawerOpen}
        items={navigation}
        menuButtonRef={menuButtonRef}
        footer={
          <>
            {audienceSwitch}
            {loginButton}
          </>
        }
      />
    </chakra.header>
  );
}
