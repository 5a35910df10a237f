import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useGetNewsletterPageQuery } from '@jobpoint/cms-client';
import { useLocale } from '@jobpoint/store';
import { NewsletterForm } from './newsletter-form';

/** /newsletter: title, subtitle and the signup form, with the CMS texts or the site's own. */
export function NewsletterPage() {
  const { t } = useTranslation('newsletter');
  const locale = useLocale();
  const { data } = useGetNewsletterPageQuery({ locale });
  const block = data?.newsletter;

  return (
    <Container maxW="4xl" py={{ base: '8', md: '16' }}>
      <Stack gap="6">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {block?.title || t('pageTitle')}
        </Heading>
        {block?.subtitle ? <Text fontSize="lg">{block.subtitle}</Text> : null}
        <NewsletterForm
          texts={{
            emailLabel: t('emailLabel'),
            placeholder: block?.placeholder || t('emailPlaceholder'),
            consent: block?.checkboxText || t('consent'),
            submit: block?.btnText || t('submit'),
            success: t('success'),
            error: t('error'),
          }}
        />
      </Stack>
    </Container>
  );
}
