import { memo, type MouseEvent } from 'react';
import { Box, Flex, Text, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { priceDecimalsOf } from '../lib/format';
import { depthCurve, nearestLevel, type CurvePoint, type DepthCurve } from '../market/depth-curve';
import { useLiveDepth } from '../market/market-context';
import { useFormat } from '../lib/use-format';

/** The drawing's own units; the SVG stretches them to its box (strokes keep their width). */
const WIDTH = 300;
const HEIGHT = 100;

const x = (curve: DepthCurve, price: number): number => ((price - curve.low) / (curve.high - curve.low)) * WIDTH;
const y = (curve: DepthCurve, total: number): number =>
  HEIGHT - (curve.top > 0 ? (total / curve.top) * HEIGHT * 0.92 : 0);
const n = (value: number): string => value.toFixed(2);

/**
 * One side as a filled step line: from the best price outwards, rising at each level by its
 * volume, out to the chart's edge (bids to the left of the mid price, asks to the right).
 */
const sidePath = (curve: DepthCurve, levels: readonly CurvePoint[], edge: number): string => {
  if (levels.length === 0) return '';
  let path = `M${n(x(curve, levels[0]!.at))},${HEIGHT}`;
  for (const level of levels) path += `H${n(x(curve, level.at))}V${n(y(curve, level.total))}`;
  return `${path}H${edge}V${HEIGHT}Z`;
};

const Drawing = memo(({ curve, picking }: { curve: DepthCurve; picking: boolean }) => {
  const bids = sidePath(curve, curve.bids, 0);
  const asks = sidePath(curve, curve.asks, WIDTH);
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="none"
      width="100%"
      height="100%"
      aria-hidden="true"
      style={{ display: 'block', cursor: picking ? 'pointer' : 'default' }}
    >
      {bids && (
        <path
          d={bids}
          fill="var(--chakra-colors-profit)"
          fillOpacity={0.18}
          stroke="var(--chakra-colors-profit)"
          strokeWidth={1.5}
          vectorEffect="non-scaling-stroke"
          data-testid="depth-chart-bids"
        />
      )}
      {asks && (
        <path
          d={asks}
          fill="var(--chakra-colors-loss)"
          fillOpacity={0.18}
          stroke="var(--chakra-colors-loss)"
          strokeWidth={1.5}
          vectorEffect="non-scaling-stroke"
          data-testid="depth-chart-asks"
        />
      )}
      <line
        x1={WIDTH / 2}
        x2={WIDTH / 2}
        y1={0}
        y2={HEIGHT}
        stroke="var(--chakra-colors-fg-muted)"
        strokeDasharray="3 3"
        strokeWidth={1}
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
});
Drawing.displayName = 'DepthDrawing';

/**
 * The order book as a depth chart: cumulative bids (left) and asks (right) around the mid price,
 * drawn from the same depth frames as the book. A tap picks the nearest level's price, as a tap on
 * the book does; keyboards and screen readers pick from the book itself.
 */
export const DepthChart = ({ code, onPick }: { code: string; onPick?: (price: string) => void }) => {
  const { t } = useTranslation('depth');
  const format = useFormat();
  const depth = useLiveDepth(code);
  const curve = depthCurve(depth);
  const pick = (event: MouseEvent<HTMLDivElement>): void => {
    if (!onPick || !curve) return;
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width <= 0) return;
    const price = curve.low + ((event.clientX - box.left) / box.width) * (curve.high - curve.low);
    const level = nearestLevel(curve, price);
    if (level) onPick(level.price);
  };
  const bestBid = curve?.bids[0];
  const bestAsk = curve?.asks[0];
  const decimals = Math.max(priceDecimalsOf(bestBid?.price), priceDecimalsOf(bestAsk?.price));
  const axis = (value: number): string => format.price(value.toFixed(decimals), decimals);
  return (
    <Box
      as="figure"
      bg="bg.surface"
      borderRadius="l3"
      p="3"
      m="0"
      data-testid="depth-chart"
      data-bid={bestBid?.price ?? ''}
      data-ask={bestAsk?.price ?? ''}
    >
      <Text as="figcaption" fontWeight="semibold" fontSize="sm" mb="2">
        {t('title')}
      </Text>
      {curve ? (
        <>
          <Box
            role="img"
            aria-label={t('label', {
              bid: bestBid ? format.price(bestBid.price) : '–',
              ask: bestAsk ? format.price(bestAsk.price) : '–',
              bids: format.amount(String(curve.bids.at(-1)?.total ?? 0), 2),
              asks: format.amount(String(curve.asks.at(-1)?.total ?? 0), 2),
            })}
            h="7rem"
            onClick={pick}
            data-testid="depth-chart-area"
          >
            <Drawing curve={curve} picking={onPick !== undefined} />
          </Box>
          <Flex
            justify="space-between"
            fontSize="2xs"
            color="fg.muted"
            mt="1"
            fontVariantNumeric="tabular-nums"
            aria-hidden
          >
            <Text>{axis(curve.low)}</Text>
            <Text>{axis(curve.mid)}</Text>
            <Text>{axis(curve.high)}</Text>
          </Flex>
          {onPick && (
            <Text fontSize="2xs" color="fg.muted" mt="1">
              {t('pickHint')}
            </Text>
          )}
        </>
      ) : (
        <Text fontSize="sm" color="fg.muted" textAlign="center" py="6">
          {t('waiting')}
          <VisuallyHidden>{t('title')}</VisuallyHidden>
        </Text>
      )}
    </Box>
  );
};
