import { Alert } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useMarketStatus } from '../market/market-context';

/** Says so when live prices are not flowing; nothing while they are. */
export const ConnectionBanner = () => {
  const { t } = useTranslation('market');
  const status = useMarketStatus();
  if (status === 'connected') return null;
  return (
    <Alert.Root status={status === 'paused' ? 'warning' : 'info'} size="sm" borderRadius="l2" data-testid="connection-banner">
      <Alert.Indicator />
      <Alert.Title fontWeight="normal">{t(`connection.${status === 'paused' ? 'paused' : status === 'connecting' ? 'connecting' : 'disconnected'}`)}</Alert.Title>
    </Alert.Root>
  );
};
