import type { ReactNode } from 'react';
import { Box, chakra } from '@chakra-ui/react';
import type { Audience } from '@jobpoint/store';
import { APP_BAR_HEIGHT, NOTIFICATION_BAR_HEIGHT, useHashScroll } from '@jobpoint/ui-kit';
import { ContactBar } from './chrome/contact-bar';
import { LayoutLoading } from './chrome/layout-loading';
import { LoadingBar } from './chrome/loading-bar';
import { NotificationTicker } from './chrome/notification-ticker';
import { OfflineNotice } from './chrome/offline-notice';
import { PreviewBar } from './chrome/preview-bar';
import { SkipLink } from './chrome/skip-link';
import { useLayoutContent } from './data/use-layout-content';
import { Footer } from './footer/footer';
import { Header, type LayoutVariant } from './header/header';

const MAIN_CONTENT_ID = 'main';

export interface SiteLayoutProps {
  /** Which of the three layouts (docs/product-overview.md, Layouts): job seekers', employers' or default. */
  variant: LayoutVariant;
  /** Whose navigation the layout shows. */
  audience: Audience;
  /** The job-market portal the employers' login button opens (runtime configuration). */
  portalUrl?: string;
  /** The global search, shown in the job seekers' header. */
  searchSlot?: ReactNode;
  /** The footer newsletter box, shown in the job seekers' and employers' layouts. */
  newsletterSlot?: ReactNode;
  children: ReactNode;
}

/**
 * Header, announcement, page, contact options and footer. Waits for navigation, footer and announcement
 * (a loader normally has them in the store already); a part that failed is left out without a message.
 */
export function SiteLayout({ variant, audience, portalUrl, searchSlot, newsletterSlot, children }: SiteLayoutProps) {
  const content = useLayoutContent(audience);
  useHashScroll();

  if (content.pending) {
    return <LayoutLoading />;
  }

  const withNewsletter = variant !== 'default';
  const offset = APP_BAR_HEIGHT + (content.notification ? NOTIFICATION_BAR_HEIGHT : 0);

  return (
    // The footer follows the page and the layout's brand colour fills the screen below it: the footer's top
    // never depends on its own height, which grows while the browser is still reading it (ADR 176).
    <Box minH="100vh" bg="brand.solid">
      <SkipLink targetId={MAIN_CONTENT_ID} />
      <LoadingBar />
      <Header
        variant={variant}
        audience={audience}
        navigation={content.navigation}
        navigationExtension={content.navigationExtension}
        portalUrl={variant === 'employers' ? portalUrl : undefined}
        searchSlot={variant === 'jobseekers' ? searchSlot : undefined}
      />
      <NotificationTicker text={content.notification} top={APP_BAR_HEIGHT} />
      <chakra.main id={MAIN_CONTENT_ID} tabIndex={-1} bg="bg" pt={`${offset}px`} _focus={{ outline: 'none' }}>
        <PreviewBar />
        {children}
      </chakra.main>
      <ContactBar contactText={content.navigationExtension?.contactText} />
      <Footer
        navigation={content.navigation}
        footer={content.footer}
        socialButtons={content.socialButtons}
        newsletterSlot={withNewsletter ? newsletterSlot : undefined}
      />
      <OfflineNotice />
    </Box>
  );
}
