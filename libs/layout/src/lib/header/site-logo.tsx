import { chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SiteLink } from '@jobpoint/ui-kit';

/**
 * The site's word mark, linking to the home page of the audience. It is Latin script and keeps its
 * left-to-right order on right-to-left pages.
 */
export function SiteLogo({ href }: { href: string }) {
  const { t } = useTranslation('layout');
  return (
    <SiteLink href={href} aria-label={t('homeLink')} dir="ltr" display="inline-flex" alignItems="baseline" gap="1" lineHeight="1" textDecoration="none" _hover={{ textDecoration: 'none' }}>
      <chakra.span fontSize={{ base: 'xl', md: '2xl' }} fontWeight="extrabold" color="brand.fg" letterSpacing="tight">
        jobpoint
      </chakra.span>
      <chakra.span fontSize={{ base: 'md', md: 'lg' }} fontWeight="semibold" color="fg">
        berlin
      </chakra.span>
    </SiteLink>
  );
}
