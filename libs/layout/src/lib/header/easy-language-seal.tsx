import { chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@jobpoint/site-routes';
import { SiteLink } from '@jobpoint/ui-kit';

/** The project's seal for easy language: an open book in a ring, drawn in the brand colour. */
function EasyLanguageSeal({ size = 36 }: { size?: number }) {
  const { t } = useTranslation('layout');
  return (
    <chakra.svg viewBox="0 0 40 40" width={`${size}px`} height={`${size}px`} role="img" aria-label={t('easyLanguageSeal')} color="brand.solid">
      <circle cx="20" cy="20" r="18" fill="none" stroke="currentColor" strokeWidth="3" />
      <circle cx="20" cy="20" r="13" fill="currentColor" />
      <path d="M12 15.5c2.8-1 5.5-.8 8 .8v10.2c-2.5-1.5-5.2-1.7-8-.8z" fill="white" />
      <path d="M28 15.5c-2.8-1-5.5-.8-8 .8v10.2c2.5-1.5 5.2-1.7 8-.8z" fill="white" opacity="0.85" />
    </chakra.svg>
  );
}

export function EasyLanguageLink() {
  return (
    <SiteLink href={ROUTES.easyLanguage} display="inline-flex" borderRadius="full">
      <EasyLanguageSeal />
    </SiteLink>
  );
}
