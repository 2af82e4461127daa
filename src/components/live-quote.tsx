import { Badge, Text, type TextProps } from '@chakra-ui/react';
import { formatPercent, formatPrice } from '../lib/format';
import { usePersistedState } from '../lib/persisted-state';
import { useLiveTicker } from '../market/market-context';

/** The last price of a symbol, live; muted while stale. */
export const LivePrice = ({ code, ...props }: { code: string } & TextProps) => {
  const ticker = useLiveTicker(code);
  const language = usePersistedState((state) => state.language);
  return (
    <Text
      fontVariantNumeric="tabular-nums"
      color={ticker?.status === 1 ? undefined : 'fg.muted'}
      data-testid="live-price"
      data-status={ticker?.status ?? -1}
      {...props}
    >
      {formatPrice(ticker?.price, language)}
    </Text>
  );
};

/** The day's change of a symbol, coloured by sign (profit / loss tokens). */
export const LiveChange = ({ code }: { code: string }) => {
  const ticker = useLiveTicker(code);
  const language = usePersistedState((state) => state.language);
  const value = ticker?.changePercent ?? null;
  const palette = value === null || Number(value) === 0 ? 'gray' : value.startsWith('-') ? 'red' : 'green';
  return (
    <Badge
      variant="solid"
      colorPalette={palette}
      bg={palette === 'green' ? 'profit' : palette === 'red' ? 'loss' : undefined}
      minW="20"
      justifyContent="center"
      fontVariantNumeric="tabular-nums"
      data-testid="live-change"
    >
      {formatPercent(value, language)}
    </Badge>
  );
};
