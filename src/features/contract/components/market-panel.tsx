import { memo, useState } from 'react';
import { Box, Button, Stack } from '@chakra-ui/react';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ChartPanel } from '../../../components/market-chart/chart-panel';
import { DepthChart } from '../../../components/depth-chart';
import { OrderBook } from '../../../components/order-book';

/**
 * The depth chart drawn again only when its own props or its symbol's depth frame change: the
 * screen renders for every price and ticker frame of its symbol (about four times per depth frame),
 * and each render would work out the curve and build the drawing again from the same frame.
 */
const PanelDepthChart = memo(DepthChart);

/**
 * The market next to the order form: a compact chart and the order book, folded away with one tap
 * (the form stays where it is). A tap on a book level makes the order a limit order at that price.
 */
export const MarketPanel = ({ code, onPick }: { code: string; onPick: (price: string) => void }) => {
  const { t } = useTranslation('contract');
  const [open, setOpen] = useState(true);
  return (
    <Box as="section" aria-label={t('market.title')} data-testid="market-panel">
      <Button
        variant="ghost"
        size="sm"
        w="full"
        justifyContent="space-between"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        {t(open ? 'market.hide' : 'market.show')}
        {open ? <ChevronUp /> : <ChevronDown />}
      </Button>
      {open && (
        <Stack gap="3" mt="2">
          <ChartPanel code={code} compact />
          <PanelDepthChart code={code} onPick={onPick} />
          <OrderBook code={code} onPick={onPick} />
        </Stack>
      )}
    </Box>
  );
};
