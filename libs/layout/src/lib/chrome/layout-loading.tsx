import { Center, Spinner, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Shown while the layout's navigation, footer or announcement is still loading. */
export function LayoutLoading() {
  const { t } = useTranslation('layout');
  return (
    <Center role="status" minH="100vh">
      <Spinner size="xl" color="brand.solid" borderWidth="4px" aria-hidden />
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
    </Center>
  );
}
