import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PriceAlertPanel } from './price-alert-panel';

export interface AlertTarget {
  code: string;
  pair: string;
}

/** A symbol's price alerts in a dialog (from a trade screen or a watchlist row). */
export const PriceAlertDialog = ({ target, onClose }: { target: AlertTarget | null; onClose: () => void }) => {
  const { t } = useTranslation('alerts');
  return (
    <Dialog.Root
      open={target !== null}
      lazyMount
      unmountOnExit
      placement="center"
      scrollBehavior="inside"
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" data-testid="price-alert-dialog">
            <Dialog.Header>
              <Dialog.Title>{target && t('title', { pair: target.pair })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{target && <PriceAlertPanel code={target.code} pair={target.pair} />}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" w="full" onClick={onClose}>
                {t('close')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
};
