import { Box, Flex, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ArticleSearch } from '@jobpoint/cms-client';
import { SiteLink } from '@jobpoint/ui-kit';
import { ADVICE_NAMESPACE } from '../i18n/advice-resources';
import { adviceHref } from '../search/advice-search';

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

/** Links to every page of the list (a Ratgeber has a few pages, not hundreds); the page is in the URL. */
export function AdvicePager({ search, pageCount }: { search: ArticleSearch; pageCount: number }) {
  const { t } = useTranslation(ADVICE_NAMESPACE);
  if (pageCount <= 1) return null;
  const page = Math.min(search.page, pageCount);
  const href = (target: number) => adviceHref({ ...search, page: target });
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
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
        {pages.map((target) => (
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
        ))}
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
