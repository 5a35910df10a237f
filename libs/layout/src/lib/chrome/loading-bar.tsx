import { Box } from '@chakra-ui/react';
import { useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Runs at the top of the window while a route or its parameters load. */
export function LoadingBar() {
  const { t } = useTranslation('layout');
  const navigation = useNavigation();
  if (navigation.state === 'idle') {
    return null;
  }
  return (
    <Box
      role="progressbar"
      aria-label={t('pageLoading')}
      position="fixed"
      top="0"
      insetInline="0"
      height="3px"
      zIndex="toast"
      overflow="hidden"
      bg="brand.muted"
    >
      <Box
        height="full"
        width="40%"
        bg="brand.solid"
        animation="site-loading-bar 1.2s ease-in-out infinite"
        css={{
          '@keyframes site-loading-bar': {
            from: { transform: 'translateX(-100%)' },
            to: { transform: 'translateX(250%)' },
          },
          '@media (prefers-reduced-motion: reduce)': { animation: 'none', width: 'full' },
          '[dir=rtl] &': { animationDirection: 'reverse' },
        }}
      />
    </Box>
  );
}
