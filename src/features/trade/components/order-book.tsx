import { Box, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatPrice } from '../../../lib/format';
import { usePersistedState } from '../../../lib/persisted-state';
import { useLiveDepth } from '../../../market/market-context';
import { depthSide, type DepthRow } from '../depth';

const volumeDecimals = (volume: string): number => Math.min(4, (volume.split('.')[1] ?? '').length);

const Side = ({ side, rows }: { side: 'bids' | 'asks'; rows: DepthRow[] }) => {
  const { t } = useTranslation('trade');
  const language = usePersistedState((state) => state.language);
  const bid = side === 'bids';
  return (
    <Stack gap="0.5" minW="0" data-testid={`depth-${side}`}>
      <Flex justify="space-between" fontSize="2xs" color="fg.muted" px="1" pb="1">
        <Text>{bid ? t('depth.bidPrice') : t('depth.askPrice')}</Text>
        <Text>{t('depth.volume')}</Text>
      </Flex>
      {rows.map((row) => (
        <Box
          key={row.price}
          position="relative"
          px="1"
          py="0.5"
          fontSize="xs"
          fontVariantNumeric="tabular-nums"
          data-testid={bid ? 'depth-bid' : 'depth-ask'}
          data-share={row.share}
          aria-label={t('depth.row', { price: formatPrice(row.price, language), volume: formatAmount(row.volume, language, volumeDecimals(row.volume)), share: row.share })}
        >
          <Box
            position="absolute"
            insetY="0"
            {...(bid ? { right: 0 } : { left: 0 })}
            w={`${row.share}%`}
            bg={bid ? 'profit.subtle' : 'loss.subtle'}
            borderRadius="xs"
            aria-hidden
          />
          <Flex position="relative" justify="space-between" gap="2">
            <Text color={bid ? 'profit' : 'loss'} truncate>
              {formatPrice(row.price, language)}
            </Text>
            <Text truncate>{formatAmount(row.volume, language, volumeDecimals(row.volume))}</Text>
          </Flex>
        </Box>
      ))}
    </Stack>
  );
};

/** The live order book: best bids and asks, each level's share of its side drawn as a bar. */
export const OrderBook = ({ code }: { code: string }) => {
  const { t } = useTranslation('trade');
  const depth = useLiveDepth(code);
  const bids = depthSide(depth?.bids, 'bids');
  const asks = depthSide(depth?.asks, 'asks');
  return (
    <Box as="section" bg="bg.surface" borderRadius="l3" p="3" aria-label={t('depth.title')} data-testid="order-book">
      <Text fontWeight="semibold" mb="2">
        {t('depth.title')}
      </Text>
      {bids.length === 0 && asks.length === 0 ? (
        <Text fontSize="sm" color="fg.muted" textAlign="center" py="6" data-testid="depth-waiting">
          {t('depth.waiting')}
        </Text>
      ) : (
        <Grid templateColumns="1fr 1fr" gap="3">
          <Side side="bids" rows={bids} />
          <Side side="asks" rows={asks} />
        </Grid>
      )}
    </Box>
  );
};
