import { Suspense, useRef, useState, type ReactNode } from 'react';
import { Box, chakra, Flex, Grid, HStack, IconButton } from '@chakra-ui/react';
import { Menu as MenuIcon, X } from 'lucide-react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NavigationExtension, NavItem } from '@jobpoint/cms-client';
import { ROUTES } from '@jobpoint/site-routes';
import type { Audience } from '@jobpoint/store';
import { APP_BAR_HEIGHT, onDemand, StaticRegion } from '@jobpoint/ui-kit';
import { AudienceSwitchLink, JobmarketLoginButton } from './audience-links';
import { ContactLink } from './contact-link';
import { DesktopNav } from './desktop-nav';
import { EasyLanguageLink } from './easy-language-seal';
import { HEADER_PHONE_PADDING_REM, HEADER_TOOLS_CONTAINER } from './header-layout';
import { LanguageSwitch } from './language-switch';
import { SiteLogo } from './site-logo';
import { TextSizeButton } from './text-size-button';
import { useBreakpointReached } from './use-breakpoint-reached';
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

/** From this breakpoint on the main navigation is shown in the header's row (`DesktopNav`). */
const DESKTOP_NAV_BREAKPOINT = 'lg';

/** The drawer's code loads when the menu button is pointed at, focused or pressed. */
const MobileDrawer = onDemand(() => import('./mobile-drawer').then((module) => module.MobileDrawer));

/**
 * The fixed app bar of spec §2, in two rows at every width:
 * - phones (below 768 px): the tools, then the logo and the menu button that opens the drawer;
 * - tablets and small laptops (768 to 1199 px): the audience switch beside the tools, then logo and menu
 *   button, because the main navigation needs more room than one row there offers;
 * - desktop (from 1200 px): logo, audience switch and tools, then the main navigation across the whole
 *   width. Items that still do not fit (long labels, larger text) stay reachable through the menu button.
 */
export function Header({ variant, audience, navigation, navigationExtension, portalUrl, searchSlot }: HeaderProps) {
  const { t } = useTranslation('layout');
  const scrolled = useScrolled();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted from the first opening on, so it can animate its closing.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const [navOverflows, setNavOverflows] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const desktopNavShown = useBreakpointReached(DESKTOP_NAV_BREAKPOINT);
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
        px={{ base: `${HEADER_PHONE_PADDING_REM}rem`, md: '6' }}
        alignItems="center"
        // From 1200 px the last column holds only the menu button, which is there only when the navigation
        // overflows; without a column gap an empty column takes no room, so the spacing is the items' own.
        columnGap={{ base: '3', lg: '0' }}
        templateColumns={{ base: '1fr auto', lg: 'auto 1fr auto auto' }}
        // The first row is as tall as its buttons, which grow with the text size; the second gets the rest.
        templateRows="auto minmax(0, 1fr)"
        templateAreas={{ base: '"tools tools" "logo menu"', md: '"switch tools" "logo menu"', lg: '"logo switch tools ." "nav nav nav menu"' }}
      >
        <HStack gridArea="switch" gap="4" justify={{ lg: 'flex-end' }} minW="0" pe={{ lg: '4' }} hideBelow="md">
          {audienceSwitch}
          {loginButton}
        </HStack>
        <Box gridArea="logo">
          <SiteLogo href={audience === 'employers' ? ROUTES.employersHome : ROUTES.jobseekersHome} />
        </Box>
        <Box gridArea="nav" minW="0" hideBelow={DESKTOP_NAV_BREAKPOINT}>
          {/* Below the breakpoint the navigation is hidden: a phone keeps its HTML and runs none of its code. */}
          <StaticRegion deps={[]} live={desktopNavShown}>
            <DesktopNav items={navigation} onOverflowChange={setNavOverflows} />
          </StaticRegion>
        </Box>
        <HStack
          gridArea="tools"
          gap={{ base: '0', sm: '1' }}
          justify="flex-end"
          minW="0"
          // On a phone the row spans the header, and its width (in its text's em) decides whether the contact
          // label fits; from md its column is as wide as its items, so it cannot be a size container there.
          containerType={{ base: 'inline-size', md: 'normal' }}
          containerName={HEADER_TOOLS_CONTAINER}
        >
          {searchSlot}
          <LanguageSwitch />
          <ContactLink text={navigationExtension?.contactText} />
          <EasyLanguageLink />
          <TextSizeButton />
        </HStack>
        {/*
          The cell is as tall as its row, and the button no taller: with larger text the first row grows, and
          the button, sized in rem, would otherwise reach over the header's lower edge.
        */}
        <Flex
          gridArea="menu"
          alignSelf="stretch"
          align="center"
          justifySelf="end"
          ps={{ lg: '3' }}
          hideFrom={navOverflows ? undefined : 'lg'}
        >
          <IconButton
            ref={menuButtonRef}
            maxH="full"
            variant="ghost"
            aria-label={t('menu')}
            aria-expanded={drawerOpen}
            aria-haspopup="dialog"
            onPointerEnter={MobileDrawer.preload}
            onFocus={MobileDrawer.preload}
            onClick={() => {
              setDrawerUsed(true);
              setDrawerOpen((open) => !open);
            }}
          >
            {drawerOpen ? <X aria-hidden data-icon="close" /> : <MenuIcon aria-hidden data-icon="menu" />}
          </IconButton>
        </Flex>
      </Grid>
      {drawerUsed && (
        <Suspense fallback={null}>
          <MobileDrawer.Component
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
        </Suspense>
      )}
    </chakra.header>
  );
}
