import { memo } from 'react';
import { Flex, IconButton, Stack, Text } from '@chakra-ui/react';
import { ImageAvatar } from '../../../components/image-avatar';
import { Bell, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LiveChange, LivePrice, SKIPS_OFFSCREEN } from '../../../components/live-quote';
import { assetUrl } from '../../../lib/env';
import type { Instrument } from '../hooks/use-instruments';
import { pathTo } from '../../../lib/route-paths';

interface InstrumentRowProps {
  instrument: Instrument;
  watched: boolean;
  onToggleWatch: (instrument: Instrument) => void;
  onOpen?: (instrument: Instrument) => void;
  /** Opens the symbol's price alerts (the watchlist's rows). */
  onAlert?: ((instrument: Instrument) => void) | undefined;
}

/** The watchlist row's "Price alert for BTC/USDT" (its namespace is loaded only where it shows). */
const AlertBell = ({ instrument, onAlert }: { instrument: Instrument; onAlert: (instrument: Instrument) => void }) => {
  const { t } = useTranslation('alerts');
  return (
    <IconButton
      variant="ghost"
      size="xs"
      aria-label={t('controlFor', { pair: instrument.pair })}
      onClick={() => onAlert(instrument)}
      color="fg.muted"
      data-testid="watchlist-alert"
    >
      <Bell />
    </IconButton>
  );
};

/** The height of a row's content: pair and name, 1.5 × (0.875 + 0.75) rem. */
const CONTENT_REM = 1.5 * (0.875 + 0.75);

/** A row's height: its content and its padding (`py="2.5"`, 2 × 0.625 rem). A long list places its rows by it. */
export const ROW_REM = CONTENT_REM + 2 * 0.625;

/** Until a row is first drawn it takes this size (padding comes on top). */
const INTRINSIC_SIZE = { contentVisibility: 'auto', containIntrinsicSize: `auto ${CONTENT_REM}rem` } as const;

/**
 * One instrument: icon, pair and name, live price and change; the star follows it. Rows off
 * screen skip style, layout and paint (content-visibility), and their live cells follow that
 * skipping, which keeps a list of live prices smooth. A row renders again only when what it is
 * given changes (its prices are written by its live cells, not by renders).
 */
export const InstrumentRow = memo(function InstrumentRow({
  instrument,
  watched,
  onToggleWatch,
  onOpen,
  onAlert,
}: InstrumentRowProps) {
  const { t } = useTranslation('market');
  return (
    <Flex
      align="center"
      gap="2"
      py="2.5"
      // Until a row is first drawn it takes its intrinsic size, which must be the height its content
      // will have, or every row on screen changes height as it is drawn and moves the rows below it
      // (a layout shift).
      css={INTRINSIC_SIZE}
      {...{ [SKIPS_OFFSCREEN]: '' }}
      data-testid="instrument-row"
      data-code={instrument.code}
    >
      <IconButton
        variant="ghost"
        size="xs"
        aria-label={t(watched ? 'unwatch' : 'watch', { pair: instrument.pair })}
        aria-pressed={watched}
        onClick={() => onToggleWatch(instrument)}
        color={watched ? 'yellow.500' : 'fg.subtle'}
      >
        <Star fill={watched ? 'currentColor' : 'none'} />
      </IconButton>
      <Flex asChild align="center" gap="3" flex="1" minW="0">
        <Link to={pathTo('trade', { symbol: instrument.code })} onClick={() => onOpen?.(instrument)}>
          <ImageAvatar
            size="xs"
            name={instrument.pair}
            src={instrument.image ? assetUrl(instrument.image) : undefined}
          />
          <Stack gap="0" flex="1" minW="0">
            <Text fontWeight="semibold" fontSize="sm" truncate>
              {instrument.pair}
            </Text>
            <Text fontSize="xs" color="fg.muted" truncate>
              {instrument.name}
            </Text>
          </Stack>
          <LivePrice code={instrument.code} fontWeight="medium" fontSize="sm" textAlign="end" />
          <LiveChange code={instrument.code} />
        </Link>
      </Flex>
      {onAlert && <AlertBell instrument={instrument} onAlert={onAlert} />}
    </Flex>
  );
});
