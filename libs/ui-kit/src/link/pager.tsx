import { Box, Flex, Text } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { SiteLink } from './site-link';

/** How many page numbers show on each side of the current one. */
const PAGE_WINDOW = 1;

/** The page numbers to offer: first, last, and a window around the current page; `null` is a gap. */
export function pagerPages(page: number, pageCount: number): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let candidate = 1; candidate <= pageCount; candidate += 1) {
    const near = Math.abs(candidate - page) <= PAGE_WINDOW;
    if (candidate === 1 || candidate === pageCount || near) {
      pages.push(candidate);
    } else if (pages.at(-1) !== null) {
      pages.push(null);
    }
  }
  return pages;
}

const pageLinkStyle = {
  minW: '11',
  minH: '11',
  px: '2',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: 'md',
  borderWidth: '1px',
  borderColor: 'border',
} as const;

/** Arrows point the reading direction. */
const MIRROR_IN_RTL = { '[dir=rtl] & svg': { transform: 'scaleX(-1)' } };

export interface PagerTexts {
  /** The navigation's name. */
  label: string;
  previous: string;
  next: string;
  /** "Page 3" for a page number's link. */
  page: (page: number) => string;
  /** "Page 3 of 7", read out before the links. */
  status: (page: number, pageCount: number) => string;
}

/** The texts from a namespace with the usual keys `pager.label`, `.previous`, `.next`, `.page`, `.status`. */
export function pagerTexts(t: TFunction): PagerTexts {
  return {
    label: t('pager.label'),
    previous: t('pager.previous'),
    next: t('pager.next'),
    page: (page) => t('pager.page', { page }),
    status: (page, pageCount) => t('pager.status', { page, pageCount }),
  };
}

export interface PagerProps {
  page: number;
  pageCount: number;
  /** The URL of a page of the list: the page is part of the URL, so it can be shared and walked back. */
  href: (page: number) => string;
  texts: PagerTexts;
}

/** Links to the other pages of a list; nothing for a list of one page. */
export function Pager({ page: requested, pageCount, href, texts }: PagerProps) {
  if (pageCount <= 1) return null;
  const page = Math.min(requested, pageCount);
  return (
    <Box as="nav" aria-label={texts.label}>
      <Text srOnly>{texts.status(page, pageCount)}</Text>
      <Flex as="ul" listStyleType="none" gap="2" wrap="wrap" justify="center" align="center">
        {page > 1 && (
          <li>
            <SiteLink href={href(page - 1)} {...pageLinkStyle} aria-label={texts.previous} css={MIRROR_IN_RTL}>
              <ChevronLeft aria-hidden="true" />
            </SiteLink>
          </li>
        )}
        {pagerPages(page, pageCount).map((target, index) =>
          target === null ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={target}>
              <SiteLink
                href={href(target)}
                {...pageLinkStyle}
                aria-label={texts.page(target)}
                aria-current={target === page ? 'page' : undefined}
                bg={target === page ? 'colorPalette.solid' : undefined}
                color={target === page ? 'colorPalette.contrast' : 'colorPalette.fg'}
              >
                {target}
              </SiteLink>
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <SiteLink href={href(page + 1)} {...pageLinkStyle} aria-label={texts.next} css={MIRROR_IN_RTL}>
              <ChevronRight aria-hidden="true" />
            </SiteLink>
          </li>
        )}
      </Flex>
    </Box>
  );
}
