import { Flex, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SiteLink } from '@jobpoint/ui-kit';
import { SEARCH_NAMESPACE } from '../i18n/search-namespace';
import { searchResultsHref, type SearchResultsQuery } from '../results/search-results-query';

/** Arrows point the reading direction. */
const MIRROR_IN_RTL = { '[dir=rtl] & svg': { transform: 'scaleX(-1)' } };

/** The previous and next results page, as links: the page is part of the URL like the query. */
export function SearchResultsPager({ results, pageCount }: { results: SearchResultsQuery; pageCount: number }) {
  const { t } = useTranslation(SEARCH_NAMESPACE);
  if (pageCount <= 1) return null;
  const { page } = results;
  const step = {
    minH: '11',
    px: '3',
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    borderWidth: '1px',
    borderRadius: 'md',
  } as const;
  return (
    <Flex as="nav" aria-label={t('pager.label')} gap="3" align="center" justify="center" wrap="wrap">
      {page > 1 && (
        <SiteLink
          href={searchResultsHref({ ...results, page: Math.min(page - 1, pageCount) })}
          {...step}
          css={MIRROR_IN_RTL}
        >
          <ChevronLeft aria-hidden="true" />
          {t('pager.previous')}
        </SiteLink>
      )}
      <Text>{t('page', { page, pages: pageCount })}</Text>
      {page < pageCount && (
        <SiteLink href={searchResultsHref({ ...results, page: page + 1 })} {...step} css={MIRROR_IN_RTL}>
          {t('pager.next')}
          <ChevronRight aria-hidden="true" />
        </SiteLink>
      )}
    </Flex>
  );
}
