import { lazy, Suspense, useMemo, useState } from 'react';
import { Button } from '@chakra-ui/react';
import { Bell, BellRing } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePriceAlerts } from '../../market/alert-store';

const PriceAlertDialog = lazy(async () => ({ default: (await import('./price-alert-dialog')).PriceAlertDialog }));

/** The waiting alerts of a symbol (for the bell's look). */
export const useWaitingAlerts = (code: string): number => {
  const alerts = usePriceAlerts((state) => state.alerts);
  const id = code.trim().toLowerCase();
  return useMemo(() => alerts.filter((alert) => alert.code === id && !alert.triggered).length, [alerts, id]);
};

/**
 * "Price alert" on a symbol's trade and contract screens: opens the symbol's alerts (set, list,
 * edit, delete). Its dialog's code is fetched at the first tap.
 */
export const PriceAlertButton = ({ code, pair }: { code: string; pair: string }) => {
  const { t } = useTranslation('alerts');
  const [open, setOpen] = useState(false);
  const waiting = useWaitingAlerts(code);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        alignSelf="flex-end"
        onClick={() => setOpen(true)}
        data-testid="price-alert-open"
        data-waiting={waiting}
      >
        {waiting > 0 ? <BellRing /> : <Bell />}
        {t('control')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <PriceAlertDialog target={{ code, pair }} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
};
