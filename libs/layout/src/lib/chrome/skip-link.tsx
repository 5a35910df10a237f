import { chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** "Zum Inhalt springen": the first stop of the keyboard, visible only while focused. */
export function SkipLink({ targetId }: { targetId: string }) {
  const { t } = useTranslation('layout');
  return (
    <chakra.a
      href={`#${targetId}`}
      position="absolute"
      top="2"
      insetInlineStart="2"
      zIndex="skipNav"
      px="4"
      py="2"
      bg="brand.solid"
      color="brand.contrast"
      fontWeight="semibold"
      borderRadius="md"
      transform="translateY(-200%)"
      _focusVisible={{ transform: 'none', outlineColor: 'fg' }}
    >
      {t('skipToContent')}
    </chakra.a>
  );
}
