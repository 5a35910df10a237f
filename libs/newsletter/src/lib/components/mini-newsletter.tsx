import { Box, Heading } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useGetMiniNewsletterQuery } from '@jobpoint/cms-client';
import { useLocale } from '@jobpoint/store';
import { NewsletterForm } from './newsletter-form';

/**
 * The footer's newsletter box. It appears once its content is no longer pending; without
 * content (or when it failed) it uses the site's own texts. The layout decides whether a layout has it.
 */
export function MiniNewsletter() {
  const { t } = useTranslation('newsletter');
  const locale = useLocale();
  const { data, isLoading } = useGetMiniNewsletterQuery({ locale });
  if (isLoading) {
    return null;
  }
  const title = data?.title || t('footerTitle');

  return (
    <Box as="section" aria-label={title}>
      <Heading as="h2" size="lg" mb="3">
        {title}
      </Heading>
      <NewsletterForm
        variant="footer"
        texts={{
          emailLabel: data?.fieldLabel || t('emailLabel'),
          placeholder: data?.placeholder || t('emailPlaceholder'),
          consent: data?.privacyText || t('consent'),
          submit: data?.sendButtonText || t('submit'),
          success: data?.successText || t('success'),
          error: data?.errorText || t('error'),
        }}
      />
    </Box>
  );
}
