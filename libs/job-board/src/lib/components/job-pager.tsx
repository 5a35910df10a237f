import { Box, Flex, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { JobSearch } from '@jobpoint/jobs-client';
import { SiteLink } from '@jobpoint/ui-kit';
import { JOB_BOARD_NAMESPACE } from '../i18n/job-board-resources';
import { jobBoardHref } from '../search/search-state';

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

/** Links to the other pages of a search; the page is part of the URL like the rest of the search. */
export function JobPager({ search, pageCount }: { search: JobSearch; pageCount: number }) {
  const { t } = useTranslation(JOB_BOARD_NAMESPACE);
  if (pageCount <= 1) return null;
  const page = Math.min(search.page, pageCount);
  const href = (target: number) => jobBoardHref({ ...search, page: target });
  return (
    <Box as="nav" aria-label={t('pager.label')}>
      <Text srOnly>{t('pager.status', { page, pageCount })}</Text>
      <Flex as="ul" listStyleType="none" gap="2" wrap="wrap" justify="center" align="center">
        {page > 1 && (
          <li>
            <SiteLink href={href(page - 1)} {...pageLinkStyle} aria-label={t('pager.previous')} css={MIRROR_IN_RTL}>
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
                aria-label={t('pager.page', { page: target })}
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
            <SiteLink href={href(page + 1)} {...pageLinkStyle} aria-label={t('pager.next')} css={MIRROR_IN_RTL}>
              <ChevronRight aria-hidden="true" />
            </SiteLink>
          </li>
        )}
      </Flex>
    </Box>
  );
}
