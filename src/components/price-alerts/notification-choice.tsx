import { useState } from 'react';
import { Button, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

const permissionNow = (): NotificationPermission | 'unsupported' =>
  typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;

/**
 * Whether a fired alert may also show as a system notification while the app is in the background:
 * the browser asks only when the user taps here, never on its own.
 */
export const NotificationChoice = () => {
  const { t } = useTranslation('alerts');
  const [permission, setPermission] = useState(permissionNow);
  if (permission === 'default') {
    return (
      <Button
        variant="outline"
        size="sm"
        onClick={() => {
          void Notification.requestPermission().then(setPermission, () => setPermission(permissionNow()));
        }}
      >
        {t('notify.ask')}
      </Button>
    );
  }
  return (
    <Text fontSize="xs" color="fg.muted" data-testid="price-alert-notify">
      {t(
        permission === 'granted' ? 'notify.granted' : permission === 'denied' ? 'notify.denied' : 'notify.unsupported',
      )}
    </Text>
  );
};
