import { Flex, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SiteLink } from '@jobpoint/ui-kit';
import { EVENTS_NAMESPACE } from '../i18n/events-resources';

const linkStyle = { minH: '11', px: '3', display: 'inline-flex', alignItems: 'center', gap: '1', borderRadius: 'md', borderWidth: '1px', borderColor: 'border' } as const;

/** Arrows point the reading direction. */
const MIRROR_IN_RTL = { '[dir=rtl] & svg': { transform: 'scaleX(-1)' } };

/** Previous and next page of a search, as links (the page is part of the URL like the rest of it). */
export function EventPager({ page, pageCount, href }: { page: number; pageCount: number; href: (page: number) => string }) {
  const { t } = useTranslation(EVENTS_NAMESPACE);
  if (pageCount <= 1) return null;
  return (
    <Flex as="nav" aria-label={t('pager.label')} gap="3" align="center" justify="center" wrap="wrap">
      {page > 1 && (
        <SiteLink href={href(page - 1)} {...linkStyle} css={MIRROR_IN_RTL}>
          <ChevronLeft aria-hidden="true" />
          {t('pager.previous')}
        </SiteLink>
      )}
      <Text>{t('pager.status', { page, pageCount })}</Text>
      {page < pageCount && (
        <SiteLink href={href(page + 1)} {...linkStyle} css={MIRROR_IN_RTL}>
          {t('pager.next')}
          <ChevronRight aria-hidden="true" />
        </SiteLink>
      )}
    </Flex>
  );
}
