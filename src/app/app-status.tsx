import { useSyncExternalStore } from 'react';
import { Alert, Button, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { appUpdate } from './app-update';

const onConnectionChange = (listener: () => void): (() => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};
const isOffline = (): boolean => !navigator.onLine;

/**
 * The app's own state, above every screen: offline (what is on screen may be out of date, and nothing
 * is sent), and a new version ready to load (on the user's word, never by itself).
 */
export const AppStatus = () => {
  const { t } = useTranslation();
  const offline = useSyncExternalStore(onConnectionChange, isOffline, () => false);
  const update = useSyncExternalStore(appUpdate.subscribe, appUpdate.pending, () => null);
  if (!offline && !update) return null;
  return (
    <>
      {offline && (
        <Alert.Root status="warning" size="sm" borderRadius="0" role="status" data-testid="offline-status">
          <Alert.Indicator />
          <Alert.Title fontWeight="normal">{t('appStatus.offline')}</Alert.Title>
        </Alert.Root>
      )}
      {update && (
        <Alert.Root
          status="info"
          size="sm"
          borderRadius="0"
          alignItems="center"
          role="status"
          data-testid="update-status"
        >
          <Alert.Indicator />
          <Alert.Title fontWeight="normal" flex="1">
            {t('appStatus.updateReady')}
          </Alert.Title>
          <HStack gap="2">
            <Button size="xs" variant="ghost" onClick={() => appUpdate.dismiss()}>
              {t('appStatus.later')}
            </Button>
            <Button size="xs" colorPalette="brand" onClick={() => void update()}>
              {t('appStatus.reload')}
            </Button>
          </HStack>
        </Alert.Root>
      )}
    </>
  );
};
