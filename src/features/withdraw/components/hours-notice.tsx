import { useEffect, useState } from 'react';
import { Alert, Badge, Flex } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { isWithdrawalOpen } from '../../../lib/withdrawal-hours';

/** The current instant, refreshed every 30 seconds. */
export const useNow = (): Date => {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
};

/** The withdrawal hours (and the tax on the fee), with whether the window is open right now. */
export const HoursNotice = ({ now }: { now: Date }) => {
  const { t } = useTranslation('wallet');
  const open = isWithdrawalOpen(now);
  return (
    <Alert.Root status={open ? 'success' : 'warning'} variant="subtle" borderRadius="l2" data-testid="hours-notice" data-open={open}>
      <Alert.Indicator />
      <Alert.Content>
        <Flex justify="space-between" align="center" gap="2">
          <Alert.Title>{t('withdraw.hours.title')}</Alert.Title>
          <Badge colorPalette={open ? 'green' : 'orange'} size="sm">
            {open ? t('withdraw.hours.open') : t('withdraw.hours.closed')}
          </Badge>
        </Flex>
        <Alert.Description>{t('withdraw.hours.body')}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
};
