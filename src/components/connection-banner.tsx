import { Alert, Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useMarketRetry, useMarketStatus } from '../market/market-context';

/**
 * Says so when live prices are not flowing; nothing while they are. After the automatic attempts
 * (every 2 s, 10 times) it says the price service did not answer (not the user's network) and offers
 * to try again at once; it still resumes by itself when the device is online or the page visible again.
 */
export const ConnectionBanner = () => {
  const { t } = useTranslation('market');
  const status = useMarketStatus();
  const retry = useMarketRetry();
  if (status === 'connected') return null;
  const paused = status === 'paused';
  return (
    <Alert.Root status={paused ? 'warning' : 'info'} size="sm" borderRadius="l2" alignItems="center" data-testid="connection-banner" data-status={status}>
      <Alert.Indicator />
      <Alert.Title fontWeight="normal" flex="1">
        {t(`connection.${paused ? 'paused' : status === 'connecting' ? 'connecting' : 'disconnected'}`)}
      </Alert.Title>
      {paused && retry && (
        <Button size="xs" variant="outline" onClick={retry}>
          {t('connection.retryNow')}
        </Button>
      )}
    </Alert.Root>
  );
};
