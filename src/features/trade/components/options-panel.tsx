import { Box, Button, Flex } from '@chakra-ui/react';
import { TrendingDown, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../../components/ui/toaster';
import { useToken } from '../../../lib/session';
import { useActiveOrders } from '../active-orders-store';
import { useOptionOrder } from '../hooks/use-option-order';
import type { TradeInstrument } from '../hooks/use-trade-symbol';
import { OrderSheet } from './order-sheet';
import { OptionDirection } from '../../../api/provider-values';

/** Buy up / buy down, always at hand at the bottom of the screen, and the order sheet (`disabled` while the symbol is not confirmed listed). */
export const OptionsPanel = ({ instrument, disabled = false }: { instrument: TradeInstrument; disabled?: boolean }) => {
  const { t } = useTranslation('trade');
  const token = useToken();
  const add = useActiveOrders((state) => state.add);
  const form = useOptionOrder({
    symbol: instrument.code,
    onPlaced: (ticket) => {
      add(ticket, token);
      toaster.create({ type: 'success', description: t('order.placed') });
    },
  });

  return (
    <>
      <Box
        position="sticky"
        bottom="0"
        zIndex="docked"
        mx="-4"
        px="4"
        pt="3"
        pb="calc(0.75rem + env(safe-area-inset-bottom))"
        bg="bg.canvas"
        borderTopWidth="1px"
        borderColor="border.muted"
        data-testid="option-actions"
      >
        <Flex gap="3">
          <Button
            flex="1"
            size="lg"
            colorPalette="green"
            bg="profit"
            color="fg.inverted"
            disabled={disabled}
            onClick={() => form.open(OptionDirection.up)}
          >
            <TrendingUp />
            {t('direction.buyUp')}
          </Button>
          <Button
            flex="1"
            size="lg"
            colorPalette="red"
            bg="loss"
            color="fg.inverted"
            disabled={disabled}
            onClick={() => form.open(OptionDirection.down)}
          >
            <TrendingDown />
            {t('direction.buyDown')}
          </Button>
        </Flex>
      </Box>
      <OrderSheet form={form} instrument={instrument} />
    </>
  );
};
