import { Badge, Box, Button, Flex, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ImageAvatar } from '../../components/image-avatar';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { Signal } from '../../api/generated/model';
import { InfiniteList } from '../../components/infinite-list';
import { LivePrice } from '../../components/live-quote';
import { Page } from '../../components/page';
import { SafeHtml } from '../../components/safe-html';
import { assetUrl } from '../../lib/env';
import { useCurrentUser } from '../../api/queries/use-current-user';
import { marketQueries } from '../../api/queries/market';
import { ContractTradeType } from '../../api/provider-values';
import { pathOf } from '../../lib/route-paths';
import { ProviderTime } from '../../components/provider-time';
import { useFormat } from '../../lib/use-format';

/** `BTCUSDT` → `BTC/USDT`; other codes as sent. */
const pairLabel = (code: string): string => {
  const upper = code.toUpperCase();
  return upper.endsWith('USDT') && upper.length > 4 ? `${upper.slice(0, -4)}/USDT` : upper;
};

const Level = ({ label, value, testId }: { label: string; value: string; testId: string }) => (
  <Stack gap="0">
    <Text fontSize="xs" color="fg.muted">
      {label}
    </Text>
    <Text fontWeight="medium" fontVariantNumeric="tabular-nums" data-testid={testId}>
      {value}
    </Text>
  </Stack>
);

/** The contract order form of the signal's symbol, its side, take profit and stop loss filled in. */
const tradePath = (signal: Signal): string => {
  const params = new URLSearchParams({
    symbol: signal.symbol.toLowerCase(),
    side: signal.trade_type === ContractTradeType.long ? 'long' : 'short',
  });
  const level = (value: Signal['take_profit_price']) =>
    value === null || value === undefined || Number(value) <= 0 ? null : String(value);
  const takeProfit = level(signal.take_profit_price);
  const stopLoss = level(signal.stop_loss_price);
  if (takeProfit) params.set('tp', takeProfit);
  if (stopLoss) params.set('sl', stopLoss);
  return `${pathOf('contract')}?${params.toString()}`;
};

const SignalCard = ({ signal }: { signal: Signal }) => {
  const { t } = useTranslation('market');
  const format = useFormat();
  const code = signal.symbol.toLowerCase();
  const long = signal.trade_type === ContractTradeType.long;
  return (
    <Box bg="bg.surface" borderRadius="l3" p="4" data-testid="signal" data-code={code}>
      <Flex align="center" gap="3" mb="3">
        <ImageAvatar
          size="sm"
          name={signal.author ?? t('signals.analyst')}
          src={signal.avatar ? assetUrl(signal.avatar) : undefined}
        />
        <Stack gap="0" flex="1" minW="0">
          <Text fontWeight="semibold" truncate>
            {signal.author ?? t('signals.analyst')}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            <ProviderTime value={signal.create_time} />
          </Text>
        </Stack>
        <Badge
          variant="solid"
          bg={long ? 'profit.solid' : 'loss.solid'}
          color={long ? 'profit.contrast' : 'loss.contrast'}
          data-testid="signal-side"
        >
          {t(long ? 'signals.long' : 'signals.short')}
        </Badge>
      </Flex>
      <Flex align="baseline" justify="space-between" mb="2">
        <Text fontWeight="bold" fontSize="lg">
          {pairLabel(signal.symbol)}
        </Text>
        <Flex align="baseline" gap="1" fontSize="sm">
          <Text color="fg.muted">{t('signals.now')}</Text>
          <LivePrice code={code} fontWeight="medium" />
        </Flex>
      </Flex>
      <SimpleGrid columns={3} gap="2" mb="3">
        <Level label={t('signals.entry')} value={format.price(signal.entry_price)} testId="signal-entry" />
        <Level label={t('signals.takeProfit')} value={format.price(signal.take_profit_price)} testId="signal-tp" />
        <Level label={t('signals.stopLoss')} value={format.price(signal.stop_loss_price)} testId="signal-sl" />
      </SimpleGrid>
      <SafeHtml html={signal.content} fontSize="sm" mb="3" />
      <Button asChild size="sm" variant="outline" width="full">
        <Link to={tradePath(signal)}>{t('signals.trade', { pair: pairLabel(signal.symbol) })}</Link>
      </Button>
    </Box>
  );
};

/** Trading signals from the platform's analysts, newest first, with the live price of each pair. */
export const SignalChannelScreen = () => {
  const { t } = useTranslation('market');
  const user = useCurrentUser();
  const ratio = user.data?.tradeRatio;
  const query = useInfiniteQuery(marketQueries.signals());
  const rows = query.data ?? [];
  return (
    <Page title={t('signals.title')} backTo={pathOf('market')}>
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          {t('signals.intro')}
        </Text>
        {user.isLoading && (
          // the rate's line, kept while the user loads: the signals below do not move when it comes
          <Skeleton loading width="48" aria-busy="true" data-testid="signal-ratio-loading">
            <Text fontSize="sm">&nbsp;</Text>
          </Skeleton>
        )}
        {ratio !== undefined && (
          <Text fontSize="sm" data-testid="signal-ratio">
            {t('signals.ratio', { ratio: String(ratio) })}
          </Text>
        )}
        <InfiniteList
          source={query}
          rows={rows}
          rowKey={(signal) => signal.id}
          renderRow={(signal) => <SignalCard signal={signal} />}
          empty={t('signals.empty')}
        />
      </Stack>
    </Page>
  );
};
