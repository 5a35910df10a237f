import { forwardRef, type MouseEvent } from 'react';
import { Link as ChakraLink, VisuallyHidden, type LinkProps } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router';
import { LOCALE_QUERY_PARAM } from '@jobpoint/i18n';
import { appForPath, linkKind, splitHash, telHref } from '@jobpoint/site-routes';
import { scrollToHash } from './hash-scroll';
import { useLinkTranslation } from './link-resources';
import { useSiteApp } from './site-app-context';
import { withLocaleParam } from './with-locale';

export interface SiteLinkProps extends Omit<LinkProps, 'href' | 'target' | 'rel' | 'asChild'> {
  /** A site path (`/kontakt`), a path with an anchor (`/faq#bewerbung`, `#top`), or any URL. */
  href: string;
}

const DIRECT_SCHEMES = /^(mailto|tel):/i;

/**
 * Tells screen readers that a link opens a new tab. Its own component, so that only external links ask
 * for the translation: a page has a hundred links and every translation hook costs its render.
 */
function NewTabNote() {
  const { t } = useLinkTranslation();
  return <VisuallyHidden> {t('opensInNewTab')}</VisuallyHidden>;
}

/**
 * The one link of the site . A path of the current app navigates in the app; a
 * path of the other app loads its page; an anchor scrolls to its target with the header offset; a URL
 * opens in a new tab and says so to screen readers. Mail and phone links open directly.
 */
export const SiteLink = forwardRef<HTMLAnchorElement, SiteLinkProps>(function SiteLink(
  { href, children, onClick, ...rest },
  ref,
) {
  const currentApp = useSiteApp();
  const location = useLocation();
  const kind = linkKind(href);

  if (kind === 'external') {
    if (DIRECT_SCHEMES.test(href)) {
      return (
        <ChakraLink ref={ref} href={href} onClick={onClick} {...rest}>
          {children}
        </ChakraLink>
      );
    }
    return (
      <ChakraLink ref={ref} href={href} target="_blank" rel="noopener noreferrer" onClick={onClick} {...rest}>
        {children}
        <NewTabNote />
      </ChakraLink>
    );
  }

  const locale = new URLSearchParams(location.search).get(LOCALE_QUERY_PARAM);
  const { path, hash } = splitHash(href);
  const pathname = path.split('?')[0] || location.pathname;
  const target = withLocaleParam(path ? href : `${location.pathname}${location.search}${href}`, locale);

  if (appForPath(pathname) !== currentApp) {
    return (
      <ChakraLink ref={ref} href={target} onClick={onClick} {...rest}>
        {children}
      </ChakraLink>
    );
  }

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    // Same page, same anchor: the URL does not change, so no navigation would trigger the scroll.
    if (!event.defaultPrevented && hash && pathname === location.pathname) {
      scrollToHash(hash);
    }
  };

  return (
    <ChakraLink asChild {...rest}>
      <RouterLink ref={ref} to={target} preventScrollReset={Boolean(hash)} onClick={handleClick}>
        {children}
      </RouterLink>
    </ChakraLink>
  );
});

export interface PhoneLinkProps extends Omit<SiteLinkProps, 'href' | 'children'> {
  /** The number as it is written ("030 204 939 88"); the link dials its digits. */
  number: string;
}

/**
 * A phone number that dials when tapped; its digits read left to right on an Arabic page too (ADR 059).
 * Beside `SiteLink`, so that it adds no chunk of its own to the pages that show one.
 */
export const PhoneLink = forwardRef<HTMLAnchorElement, PhoneLinkProps>(function PhoneLink({ number, ...rest }, ref) {
  return (
    <SiteLink ref={ref} href={telHref(number)} {...rest}>
      <bdi dir="ltr">{number}</bdi>
    </SiteLink>
  );
});
