import { Flex } from '@chakra-ui/react';
import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useOnlineStatus } from '@jobpoint/ui-kit';

/** Tells the visitor that the browser is offline; gone as soon as it is online again. */
export function OfflineNotice() {
  const { t } = useTranslation('layout');
  const online = useOnlineStatus();
  return (
    <Flex role="status" aria-live="polite">
      {!online && (
        <Flex
          position="fixed"
          bottom="4"
          insetInlineStart="4"
          insetInlineEnd="4"
          mx="auto"
          maxW="lg"
          zIndex="toast"
          gap="2"
          align="center"
          p="3"
          borderRadius="md"
          bg="gray.900"
          color="white"
          boxShadow="lg"
        >
          <WifiOff aria-hidden />
          {t('offline')}
        </Flex>
      )}
    </Flex>
  );
}
