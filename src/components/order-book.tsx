import { Box, Flex, Grid, Stack, Text, type SystemStyleObject } from '@chakra-ui/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { depthSide, spreadOf, type DepthRow } from '../market/depth';
import { useLiveDepth } from '../market/market-context';
import { useFormat, type Format } from '../lib/use-format';

/** A pickable level is a plain button (never a form submit). */
const BUTTON_TYPE = 'button' as const;

const volumeDecimals = (volume: string): number => Math.min(4, (volume.split('.')[1] ?? '').length);

/**
 * The levels' styles, declared once for each side: a level is plain elements under its side's one
 * styled element. A depth frame moves most levels of the book (each level's cumulative depth), and
 * with a styled element per part each level cost six style resolutions on every frame.
 */
const sideStyles = (bid: boolean): SystemStyleObject => ({
  '& [data-level]': {
    position: 'relative',
    display: 'block',
    w: 'full',
    textAlign: 'start',
    px: '1',
    py: '0.5',
    fontSize: 'xs',
    fontVariantNumeric: 'tabular-nums',
    borderRadius: 'xs',
    cursor: 'default',
  },
  '& button[data-level]': {
    cursor: 'pointer',
    _hover: { bg: 'bg.muted' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing' },
  },
  // the cumulative depth down to this level, drawn from the book's middle outwards
  '& [data-bar]': {
    position: 'absolute',
    insetY: '0',
    ...(bid ? { right: 0 } : { left: 0 }),
    bg: bid ? 'profit.subtle' : 'loss.subtle',
    borderRadius: 'xs',
  },
  '& [data-figures]': { position: 'relative', display: 'flex', justifyContent: 'space-between', gap: '2' },
  '& [data-figures] > span': { truncate: true },
  '& [data-figures] > span:first-of-type': { color: bid ? 'profit' : 'loss' },
  '& [data-hidden]': { srOnly: true },
});

const SIDE_STYLES = { bids: sideStyles(true), asks: sideStyles(false) } as const;

interface LevelProps {
  bid: boolean;
  price: string;
  volume: string;
  share: string;
  depth: string;
  format: Format;
  onPick: ((price: string) => void) | undefined;
}

/** One level of the book, drawn again only when its own figures change; its side styles it. */
const Level = memo(({ bid, price, volume, share, depth, format, onPick }: LevelProps) => {
  const { t } = useTranslation('trade');
  const content = (
    <>
      {/* its width is an inline style: a style per width would add a rule to the style sheet */}
      <span data-bar="" style={{ width: `${depth}%` }} aria-hidden />
      <span data-figures="">
        <span>{format.price(price)}</span>
        <span>{format.amount(volume, volumeDecimals(volume))}</span>
      </span>
      {/* named by what it shows (price, volume), then its share and what a tap does */}
      <span data-hidden="">
        {`, ${t('depth.share', { share: format.amount(share) })}`}
        {onPick ? `. ${t('depth.pickHint')}` : ''}
      </span>
    </>
  );
  const data = {
    'data-level': '',
    'data-testid': bid ? 'depth-bid' : 'depth-ask',
    'data-share': share,
    'data-depth': depth,
  };
  return onPick ? (
    <button type={BUTTON_TYPE} onClick={() => onPick(price)} {...data}>
      {content}
    </button>
  ) : (
    <div {...data}>{content}</div>
  );
});
Level.displayName = 'Level';

const Side = ({
  side,
  rows,
  onPick,
}: {
  side: 'bids' | 'asks';
  rows: DepthRow[];
  onPick?: (price: string) => void;
}) => {
  const { t } = useTranslation('trade');
  const format = useFormat();
  const bid = side === 'bids';
  return (
    <Stack gap="0.5" minW="0" data-testid={`depth-${side}`} css={SIDE_STYLES[side]}>
      <Flex justify="space-between" fontSize="2xs" color="fg.muted" px="1" pb="1">
        <Text>{bid ? t('depth.bidPrice') : t('depth.askPrice')}</Text>
        <Text>{t('depth.volume')}</Text>
      </Flex>
      {rows.map((row) => (
        <Level
          key={row.price}
          bid={bid}
          price={row.price}
          volume={row.volume}
          share={row.share}
          depth={row.depth}
          format={format}
          onPick={onPick}
        />
      ))}
    </Stack>
  );
};

/**
 * The live order book: best bids and asks with the cumulative depth drawn as bars, the spread
 * between them, and (where an order can take a price) a tap on a level hands its price to the form.
 */
export const OrderBook = ({
  code,
  onPick,
  bare = false,
}: {
  code: string;
  onPick?: (price: string) => void;
  bare?: boolean;
}) => {
  const { t } = useTranslation('trade');
  const format = useFormat();
  const depth = useLiveDepth(code);
  const bids = depthSide(depth?.bids, 'bids');
  const asks = depthSide(depth?.asks, 'asks');
  const spread = spreadOf(bids, asks);
  return (
    <Box
      as="section"
      bg="bg.surface"
      borderRadius="l3"
      p={bare ? '0' : '3'}
      aria-label={t('depth.title')}
      data-testid="order-book"
    >
      <Flex justify="space-between" align="baseline" mb="2" gap="2">
        {!bare && <Text fontWeight="semibold">{t('depth.title')}</Text>}
        {spread && (
          <Text fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums" data-testid="depth-spread">
            {t('depth.spread', {
              value: format.price(spread.value),
              percent: format.amount(spread.percent, 3),
            })}
          </Text>
        )}
      </Flex>
      {bids.length === 0 && asks.length === 0 ? (
        <Text fontSize="sm" color="fg.muted" textAlign="center" py="6" data-testid="depth-waiting">
          {t('depth.waiting')}
        </Text>
      ) : (
        <Grid templateColumns="1fr 1fr" gap="3">
          <Side side="bids" rows={bids} onPick={onPick} />
          <Side side="asks" rows={asks} onPick={onPick} />
        </Grid>
      )}
      {onPick && bids.length + asks.length > 0 && (
        <Text fontSize="2xs" color="fg.muted" mt="2">
          {t('depth.pickHint')}
        </Text>
      )}
    </Box>
  );
};
