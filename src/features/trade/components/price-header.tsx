import { Badge, Box, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LiveChange, LivePrice } from '../../../components/live-quote';
import { useLiveTickerValue } from '../../../market/market-context';
import type { TradeInstrument } from '../hooks/use-trade-symbol';
import { SymbolStatus } from '../../../api/provider-values';
import { useFormat } from '../../../lib/use-format';

const Stat = ({ label, value, testId }: { label: string; value: string; testId: string }) => (
  <Stack gap="0" minW="0">
    <Text fontSize="xs" color="fg.muted">
      {label}
    </Text>
    <Text fontSize="sm" fontVariantNumeric="tabular-nums" truncate data-testid={testId}>
      {value}
    </Text>
  </Stack>
);

/** The pair, its live price and honest day change, the day's high, low and volume; stale when no price flows. */
export const PriceHeader = ({ instrument }: { instrument: TradeInstrument }) => {
  const { t } = useTranslation('trade');
  const format = useFormat();
  // the header renders again when these change, not on every price (the price cells write themselves)
  const stale = useLiveTickerValue(instrument.code, (ticker) => ticker?.status !== SymbolStatus.live);
  // before the first price there is no last price to explain: the badge alone says none is live, and
  // the hint does not appear at every start only to vanish with the first price, moving the screen
  const priced = useLiveTickerValue(instrument.code, (ticker) => ticker?.price != null);
  const high = useLiveTickerValue(instrument.code, (ticker) => ticker?.high);
  const low = useLiveTickerValue(instrument.code, (ticker) => ticker?.low);
  const volume = useLiveTickerValue(instrument.code, (ticker) => ticker?.volume);
  return (
    <Box
      bg="bg.surface"
      borderRadius="l3"
      p="4"
      data-testid="price-header"
      data-status={stale ? SymbolStatus.stale : SymbolStatus.live}
    >
      <Flex justify="space-between" align="flex-start" gap="2">
        <Stack gap="0" minW="0">
          <Text fontWeight="bold" fontSize="lg" truncate>
            {instrument.pair}
          </Text>
          <Text fontSize="xs" color="fg.muted" truncate>
            {instrument.name}
          </Text>
        </Stack>
        {stale && (
          <Badge colorPalette="orange" variant="subtle" data-testid="stale-badge">
            {t('header.stale')}
          </Badge>
        )}
      </Flex>
      <Flex align="center" gap="3" mt="2" wrap="wrap">
        <LivePrice code={instrument.code} fontSize="2xl" fontWeight="bold" />
        <LiveChange code={instrument.code} />
      </Flex>
      {stale && priced && (
        <Text fontSize="xs" color="fg.muted" mt="1" data-testid="stale-hint">
          {t('header.staleHint')}
        </Text>
      )}
      <SimpleGrid columns={3} gap="3" mt="3">
        <Stat label={t('header.high')} value={format.price(high)} testId="day-high" />
        <Stat label={t('header.low')} value={format.price(low)} testId="day-low" />
        <Stat label={t('header.volume')} value={format.amount(volume, 2)} testId="day-volume" />
      </SimpleGrid>
    </Box>
  );
};
