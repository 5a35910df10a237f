import { chakra, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useLocation } from 'react-router';
import { selectPreview, type SiteState } from '@jobpoint/store';

/** Where the gateway ends an editor's preview and shows the page as published. */
const END_PREVIEW_PATH = '/api/preview/exit';

/**
 * While an editor looks at drafts (the gateway's preview), every page says so at its top, with a link
 * that ends the preview and shows the same page as visitors see it.
 */
export function PreviewBar() {
  const preview = useSelector((state: { site: SiteState }) => selectPreview(state));
  const { t } = useTranslation('layout');
  const { pathname, search } = useLocation();
  if (!preview) {
    return null;
  }
  return (
    <Flex
      role="region"
      aria-label={t('preview')}
      wrap="wrap"
      align="center"
      justify="center"
      gap="2"
      px="4"
      py="2"
      bg="orange.200"
      color="gray.900"
      borderBottomWidth="2px"
      borderColor="orange.500"
    >
      <Text as="strong" fontWeight="bold">
        {t('preview')}
      </Text>
      <Text as="span">{t('previewExplained')}</Text>
      <chakra.a
        href={`${END_PREVIEW_PATH}?url=${encodeURIComponent(`${pathname}${search}`)}`}
        fontWeight="semibold"
        textDecoration="underline"
        color="gray.900"
        _focusVisible={{ outline: '2px solid', outlineColor: 'gray.900', outlineOffset: '2px' }}
      >
        {t('endPreview')}
      </chakra.a>
    </Flex>
  );
}
