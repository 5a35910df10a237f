import { Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@jobpoint/site-routes';
import { SiteLink } from '@jobpoint/ui-kit';

export interface ErrorPageProps {
  /** HTTP status of the failure; 500 when unknown. */
  status?: number;
  message?: string;
}

/**
 * '404 Not Found' or 'An error occurred', the status code, the message (for a 404 without one: 'This page
 * could not be found') and a link home.
 */
export function ErrorPage({ status = 500, message }: ErrorPageProps) {
  const { t } = useTranslation('layout');
  const text = message ?? (status === 404 ? t('pageNotFound') : undefined);
  return (
    <Stack as="section" gap="4" align="flex-start" maxW="3xl" mx="auto" py="16" px="4">
      <Heading as="h1" size="2xl">
        {status === 404 ? t('notFoundTitle') : t('errorTitle')}
      </Heading>
      <Text>{t('statusCode', { status })}</Text>
      {text && <Text>{text}</Text>}
      <SiteLink href={ROUTES.jobseekersHome} color="brand.fg" fontWeight="semibold">
        {t('homePage')}
      </SiteLink>
    </Stack>
  );
}

/** The page for a route nobody serves: the same as for a page a loader did not find. */
export function NotFoundPage() {
  return <ErrorPage status={404} />;
}
